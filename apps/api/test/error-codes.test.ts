// Every error code the server can send is in the catalogue (ERROR_TEXTS), so the web app has a
// text for it in six languages (apps/web/src/locales/locales.test.ts checks those). Codes the
// services raise are typed (AppError takes ServerErrorCode only); the codes zod schemas give as
// messages are plain strings, so this test reads the schema sources of packages/shared and
// apps/api and finds each code a schema check names.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@chainreview/shared';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROOTS = ['packages/shared/src', 'apps/api/src'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The top-level arguments of the call whose '(' is just before `start`. */
function callArguments(text: string, start: number): string[] {
  const args: string[] = [];
  let depth = 1;
  let current = '';
  for (let i = start; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "'" || ch === '"' || ch === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== ch) j += text[j] === '\\' ? 2 : 1;
      current += text.slice(i, j + 1);
      i = j;
      continue;
    }
    // a regex literal (after '(' or ','): skip it whole, its brackets are not ours
    if (ch === '/' && /[(,]\s*$/.test(text.slice(Math.max(0, i - 4), i))) {
      let j = i + 1;
      let inClass = false;
      for (; j < text.length; j++) {
        const c = text[j];
        if (c === '\\') j++;
        else if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
      }
      current += text.slice(i, j + 1);
      i = j;
      continue;
    }
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch) && --depth === 0) {
      args.push(current);
      return args.map((a) => a.trim()).filter(Boolean);
    }
    if (ch === ',' && depth === 1) {
      args.push(current);
      current = '';
    } else current += ch;
  }
  return [];
}

/** zod checks whose last argument is the message: .min(1, 'code'), .refine(fn, 'code')... */
const CHECK = /\.(min|max|length|regex|refine|gte|lte|gt|lt|startsWith|endsWith|includes)\(/g;
const CODE = /^'([A-Za-z]\w*)'$/;

function schemaCodes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of ROOTS.flatMap((root) => sources(path.join(repo, root)))) {
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(repo, file);
    for (const match of text.matchAll(CHECK)) {
      const args = callArguments(text, match.index + match[0].length);
      const code = args.length >= 2 ? CODE.exec(args.at(-1)!) : null;
      if (code) found.set(code[1]!, where);
    }
    for (const match of text.matchAll(/\b(?:message|error):\s*'([A-Za-z]\w*)'/g))
      found.set(match[1]!, where);
  }
  return found;
}

describe('error codes', () => {
  const codes = schemaCodes();

  it('finds the codes the schemas name (the reader works)', () => {
    // one from each kind of check, in shared and in an API route
    for (const known of ['reply_too_short', 'display_name_blank', 'rate_invalid', 'invalid_file'])
      expect(codes.has(known), known).toBe(true);
    expect(codes.size).toBeGreaterThan(40);
  });

  it('has every code a schema check gives in the catalogue', () => {
    const missing = [...codes].filter(([code]) => !(code in ERROR_TEXTS));
    expect(missing.map(([code, file]) => `${code} (${file})`)).toEqual([]);
  });
});
