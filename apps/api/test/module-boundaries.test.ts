// The API's import picture: modules are entered only through their index.ts and every arrow
// points down a layer (the ESLint rule of eslint.config.js says so at lint time), and no chain of
// imports comes back to where it started.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const src = path.join(repoRoot, 'apps/api/src');

/** Lints one file written for the occasion beside real code, and removes it again. */
async function lintProbe(relativePath: string, code: string) {
  const file = path.join(src, relativePath);
  fs.writeFileSync(file, code);
  try {
    const [result] = await new ESLint({ cwd: repoRoot }).lintFiles([file]);
    return result!.messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe('the module and layer rule of ESLint', () => {
  it('refuses a module importing another module’s repository, and accepts its index', async () => {
    const messages = await lintProbe(
      `modules/admin/boundary-probe-${process.pid}.ts`,
      [
        "import { moveReviewStatus } from '../reviews/reviews.repository.ts';",
        "import { changeReviewStatus } from '../reviews/index.ts';",
        'export const probe = [moveReviewStatus, changeReviewStatus];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.objectContaining({
        rule: 'no-restricted-imports',
        line: 1,
        message: expect.stringContaining('entered only through their index.ts'),
      }),
    ]);
  });

  it('refuses lib/ importing a module or a plugin, even through the index', async () => {
    const messages = await lintProbe(
      `lib/boundary-probe-${process.pid}.ts`,
      [
        "import { authenticate } from '../modules/auth/index.ts';",
        "import { registerAuth } from '../plugins/auth.ts';",
        'export const probe = [authenticate, registerAuth];',
        '',
      ].join('\n'),
    );
    expect(messages.map((m) => [m.rule, m.line])).toEqual([
      ['no-restricted-imports', 1],
      ['no-restricted-imports', 2],
    ]);
    expect(messages[0]!.message).toContain('API layers import downwards only');
  });
});

// ---- the import graph of apps/api/src (test files left out) ----------------------------------

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const targets: string[] = [];
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3]!;
      if (!spec.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (fs.existsSync(target) && fs.statSync(target).isFile()) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected groups of more than one file (or a file importing itself): the cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(src, member));
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The layer of a file: shared code at the bottom, the app on top. */
function layer(file: string): number {
  const [top] = path.relative(src, file).split(path.sep);
  if (['lib', 'db', 'chain', 'config', 'config.ts', 'deps.ts'].includes(top!)) return 1;
  if (top === 'plugins') return 2;
  if (top === 'modules') return 3;
  if (top === 'jobs' || top === 'demo') return 4;
  return 5;
}

describe('the import graph of apps/api/src', () => {
  const graph = importGraph();

  it('is read from the real tree', () => {
    // a broken reader would find nothing and pass everything below
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get(path.join(src, 'app.ts'))).toContain(path.join(src, 'modules/auth/index.ts'));
  });

  it('has no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no arrow running back up a layer, dynamic imports included', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => layer(target) > layer(file))
        .map((target) => `${path.relative(src, file)} -> ${path.relative(src, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it('enters another module only through its index.ts', () => {
    const moduleOf = (file: string) => {
      const parts = path.relative(src, file).split(path.sep);
      return parts[0] === 'modules' ? parts[1] : null;
    };
    const deep = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => {
          const mod = moduleOf(target);
          return mod && mod !== moduleOf(file) && path.basename(target) !== 'index.ts';
        })
        .map((target) => `${path.relative(src, file)} -> ${path.relative(src, target)}`),
    );
    expect(deep).toEqual([]);
  });
});
