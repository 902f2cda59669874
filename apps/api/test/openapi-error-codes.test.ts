// The error codes the document lists per operation come from two places: what the route's
// guard, inputs and the error handler give (derived in plugins/openapi.ts) and what its
// service gives, declared next to the route as `errorCodes` (typed to the catalogue, so a code
// that does not exist fails the typecheck). This test reads the source: every code a module
// throws must be declared by one of its routes (or be one of the derived codes), so a new
// `throw conflict('…')` without its declaration fails here; and every declared code must be
// thrown somewhere (or given by a shared schema), so the lists do not grow stale.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, INVALID_ADDRESS_TEXT } from '@chainreview/shared';
import { DERIVED_ERROR_CODES } from '../src/plugins/openapi.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../src');
const modulesDir = path.join(src, 'modules');
const sharedDir = path.resolve(here, '../../../packages/shared/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

const CATALOGUE = new Set<string>([...Object.keys(ERROR_TEXTS), INVALID_ADDRESS_TEXT]);

/** The catalogue codes written as string literals in a text. */
const quoted = (text: string) =>
  [...text.matchAll(/'([^'\n]+)'|"([^"\n]+)"/g)]
    .map((m) => (m[1] ?? m[2])!)
    .filter((code) => CATALOGUE.has(code));
const literals = (text: string) => [...text.matchAll(/'([A-Za-z_]+)'/g)].map((m) => m[1]!);

/** Codes thrown with a literal: `notFound('x')`, `new AppError(409, 'x')`, `super(410, 'x')`. */
function thrownCodes(text: string): string[] {
  const calls =
    /\b(?:badRequest|unauthorized|forbidden|notFound|conflict|unprocessable)\(([^()]*)\)|\b(?:new AppError|super)\(\s*\d{3},\s*([^),]*)|new FieldError\(\[([^\]]*)\]\)/g;
  return [...text.matchAll(calls)].flatMap((m) => quoted(m[1] ?? m[2] ?? m[3] ?? ''));
}

/** The quoted codes of every `errorCodes: { … }` block of a routes file. */
function declaredCodes(text: string, pick: (text: string) => string[] = quoted): string[] {
  const codes: string[] = [];
  for (const match of text.matchAll(/errorCodes: \{/g)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      if (text[end] === '}' && --depth === 0) break;
    }
    codes.push(...pick(text.slice(match.index, end)));
  }
  return codes;
}

const literalsDeclared = (text: string) => declaredCodes(text, literals);

const modules = readdirSync(modulesDir).filter((name) =>
  readdirSync(path.join(modulesDir, name)).some((file) => file.endsWith('.routes.ts')),
);
const read = (file: string) => readFileSync(file, 'utf8');
const routesOf = (module: string) =>
  sourceFiles(path.join(modulesDir, module))
    .filter((file) => file.endsWith('.routes.ts'))
    .flatMap((file) => declaredCodes(read(file)));
/** A module's own routes and those of every module that calls it. */
const declaredBy = (module: string) =>
  readdirSync(modulesDir)
    .filter(
      (other) =>
        other === module ||
        sourceFiles(path.join(modulesDir, other)).some((file) =>
          read(file).includes(`from '../${module}/`),
        ),
    )
    .flatMap(routesOf);

describe('the error codes of each operation', () => {
  it('declares, on a route of its module, every code a module throws', () => {
    const undeclared: string[] = [];
    for (const module of modules) {
      const declared = new Set([...declaredBy(module), ...DERIVED_ERROR_CODES]);
      for (const file of sourceFiles(path.join(modulesDir, module)))
        for (const code of thrownCodes(read(file)))
          if (!declared.has(code)) undeclared.push(`${path.relative(src, file)}: ${code}`);
    }
    expect([...new Set(undeclared)]).toEqual([]);
  });

  it('declares only codes of the catalogue that the server gives', () => {
    const given = new Set([
      ...sourceFiles(src).flatMap((file) => thrownCodes(read(file))),
      // codes the shared schemas give through schema validation, and codes handed to a
      // helper that throws them (`requireConfirmed(…, 'quest_claim_unconfirmed')`)
      ...sourceFiles(sharedDir).flatMap((file) => quoted(read(file))),
      ...sourceFiles(src)
        .filter((file) => !file.endsWith('.routes.ts'))
        .flatMap((file) => quoted(read(file))),
    ]);
    const stale: string[] = [];
    for (const module of modules)
      for (const file of sourceFiles(path.join(modulesDir, module)))
        for (const code of file.endsWith('.routes.ts') ? literalsDeclared(read(file)) : []) {
          if (!CATALOGUE.has(code)) stale.push(`${module}: ${code} is not a catalogue code`);
          else if (!given.has(code)) stale.push(`${module}: nothing gives ${code}`);
        }
    expect(stale).toEqual([]);
  });

  it('reads the declarations it checks', () => {
    expect(routesOf('reviews')).toContain('review_removed');
    expect(declaredBy('storage')).toContain('you_are_not_owner_this_image');
    expect(thrownCodes(`throw conflict('quest_not_editable')`)).toEqual(['quest_not_editable']);
  });
});
