// `npm run mutation [-- api]`: StrykerJS mutation testing of the domain rules, then the scores.
// Shared (packages/shared/src) by default; `api` (or MUTATION=api) mutates the API's rule files.
// The full shared run takes hours on two cores (every mutant is a vitest run; the zod schemas and
// tables are static mutants, each run against every test file importing them), so CI
// (MUTATION_CI=1) mutates the rule files that hold thresholds; MUTATION_FULL=1 mutates every
// file of shared, one run per file against the test files that import it (see fullGroups).
// One file at a time: `MUTATION_FULL=1 MUTATION_FILES=src/x.ts npm run mutation`.
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

// `npm run mutation -- <target> [stryker options]`, e.g. `-- shared --force` to ignore the
// incremental file of the last run
const [argTarget, ...strykerArgs] = process.argv.slice(2);
const target = argTarget ?? process.env.MUTATION ?? 'shared';
const targets = { shared: 'packages/shared', api: 'apps/api' };
if (!(target in targets)) {
  console.error(`unknown target ${target}: use ${Object.keys(targets).join(' or ')}`);
  process.exit(2);
}
const cwd = path.join(root, targets[target]);

// The shared files whose constants and branches are the product's limits: levels, energy, votes,
// XP, holders, limits, ranking, trusted rating, reports and links; then vote integrity's
// thresholds and the share-card text limits, whose tests import nothing heavy (no viem), so
// their mutants run fast.
const CI_SUBSET = [
  'src/levels.ts',
  'src/energy.ts',
  'src/votes.ts',
  'src/xp.ts',
  'src/holders.ts',
  'src/limits.ts',
  'src/ranking.ts',
  'src/trusted-rating.ts',
  'src/reports.ts',
  'src/links.ts',
  'src/vote-integrity.ts',
  'src/share.ts',
];
const subset = target === 'shared' && process.env.MUTATION_CI === '1' && !process.env.MUTATION_FULL;
const args = ['stryker', 'run', 'stryker.config.json', ...strykerArgs];
if (subset) args.push('--mutate', CI_SUBSET.join(','));

const started = Date.now();
let code = 0;
const reportFile = path.join(cwd, 'reports/mutation/mutation.json');
// The API's tests start an app on PGlite (a minute a file on a loaded machine), so a mutant must
// not run the whole suite: each group of rule files runs alone against its own test files
// (apps/api/mutation-groups.json: `tests` need no database; `slowTests`, which open PGlite,
// only with MUTATION_API_SLOW=1), with its own incremental file; MUTATION_GROUPS=votes,auth
// picks groups, and the scores count the last report of every group.
const groupsFile = path.join(cwd, 'mutation-groups.json');
const full = target === 'shared' && process.env.MUTATION_FULL === '1';
const groups =
  target === 'api' ? JSON.parse(fs.readFileSync(groupsFile, 'utf8')) : full ? fullGroups() : null;
const groupReport = (name) => path.join(cwd, `reports/mutation/${full ? 'full/' : ''}${name}.json`);
if (full) fs.mkdirSync(path.join(cwd, 'reports/mutation/full'), { recursive: true });
if (groups) {
  const picked = full
    ? pickFull(process.env.MUTATION_FILES?.split(','))
    : (process.env.MUTATION_GROUPS?.split(',') ?? Object.keys(groups));
  for (const name of picked) {
    const group = groups[name];
    if (!group) {
      console.error(`unknown group ${name}: use ${Object.keys(groups).join(', ')}`);
      process.exit(2);
    }
    const tests = [
      ...group.tests,
      ...(process.env.MUTATION_API_SLOW === '1' ? group.slowTests : []),
    ];
    if (!tests.length) {
      console.log(`group ${name}: no fast tests yet (MUTATION_API_SLOW=1 runs its app tests)`);
      continue;
    }
    // Stryker 9.6's --testFiles activates a static mutant after its module has loaded, so every
    // static mutant (a schema, a table) survives: the full run narrows vitest itself instead
    // (MUTATION_TEST_FILES, read by packages/shared/vitest.config.ts).
    const groupArgs = [
      ...args,
      '--mutate',
      group.mutate.join(','),
      ...(full ? [] : ['--testFiles', tests.join(',')]),
      '--incrementalFile',
      `reports/incremental/${full ? 'full/' : ''}${name}.json`,
    ];
    const env = full ? { ...process.env, MUTATION_TEST_FILES: tests.join(',') } : process.env;
    fs.rmSync(reportFile, { force: true });
    const started = Date.now();
    code ||= await run('npx', groupArgs, { cwd, env });
    if (full) console.log(`group ${name}: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
    if (fs.existsSync(reportFile)) fs.copyFileSync(reportFile, groupReport(name));
  }
} else {
  code = await run('npx', args, { cwd });
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

const reports = groups
  ? Object.keys(groups)
      .map(groupReport)
      .filter((file) => fs.existsSync(file))
  : [reportFile].filter((file) => fs.existsSync(file));
if (!reports.length) process.exit(code || 1);
const files = {};
for (const file of reports) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const own = groups?.[path.basename(file, '.json')]?.mutate;
  for (const [name, entry] of Object.entries(report.files)) {
    if (!own || own.includes(name)) files[name] = entry;
  }
}
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const score = (mutants) => {
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const valid = detected + mutants.filter((m) => UNDETECTED.has(m.status)).length;
  return { detected, valid, percent: valid ? (detected / valid) * 100 : 100 };
};
const all = [];
const kind = subset ? ', CI subset' : full ? ', per file' : '';
console.log(`\nmutation scores (${target}${kind}, ${minutes} min):`);
// the report keeps the last results of files this run did not mutate: count the mutated ones
const mutated = (file) => !subset || CI_SUBSET.includes(file);
for (const [file, { mutants }] of Object.entries(files).sort()) {
  if (!mutated(file)) continue;
  all.push(...mutants);
  const s = score(mutants);
  console.log(`  ${s.percent.toFixed(1).padStart(5)} %  ${file} (${s.detected}/${s.valid})`);
}
const unmeasured = groups
  ? Object.entries(groups).filter(([name]) => !fs.existsSync(groupReport(name)))
  : [];
for (const [name, group] of unmeasured)
  console.log(`  not measured: ${name} (${group.mutate.join(', ')})`);
if (full && unmeasured.length) console.log('  (the score counts the measured files only)');
const total = score(all);
const goal = target === 'shared' ? 85 : 70;
console.log(
  `mutation score ${target}: ${total.percent.toFixed(1)} % (${total.detected}/${total.valid} killed, goal ${goal} %)`,
);
process.exit(code || (total.percent < goal ? 1 : 0));

// MUTATION_FULL=1: a run per source file of shared (index.ts re-exports only), mutated against
// the test files that import it directly, or through another file when none does (the tlog
// parts through tlog.ts). Files with the same test files share a run. A file's own tests are a
// lower bound of its score (a test elsewhere may kill more), and much faster than every test.
function fullGroups() {
  const src = path.join(cwd, 'src');
  const files = fs
    .readdirSync(src, { recursive: true })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `src/${f.split(path.sep).join('/')}`)
    .sort();
  const imports = new Map(
    files.map((file) => {
      const text = fs.readFileSync(path.join(cwd, file), 'utf8');
      const deps = [...text.matchAll(/(?:from|import)\s+'(\.[^']+)'/g)].map(([, spec]) => {
        const dep = path.posix.join(path.posix.dirname(file), spec);
        return dep.endsWith('.ts') ? dep : `${dep}.ts`;
      });
      return [file, deps];
    }),
  );
  const reaches = (from, to, seen = new Set()) =>
    imports.get(from)?.some((dep) => {
      if (dep === to) return true;
      if (seen.has(dep)) return false;
      seen.add(dep);
      return reaches(dep, to, seen);
    }) ?? false;
  const tests = files.filter((f) => f.endsWith('.test.ts'));
  const byTests = new Map();
  for (const file of files) {
    if (file.endsWith('.test.ts') || file === 'src/index.ts') continue;
    let own = tests.filter((t) => imports.get(t).includes(file));
    if (!own.length) own = tests.filter((t) => reaches(t, file));
    if (!own.length) continue;
    const key = own.join(',');
    if (!byTests.has(key)) byTests.set(key, { mutate: [], tests: own });
    byTests.get(key).mutate.push(file);
  }
  const groups = {};
  for (const group of byTests.values()) {
    const name = group.mutate[0]
      .replace(/^src\//, '')
      .replace(/\.ts$/, '')
      .replaceAll('/', '-');
    groups[name] = { ...group, slowTests: [] };
  }
  return groups;
}

/** The full run's groups holding the given files (all groups without a list). */
function pickFull(wanted) {
  const names = Object.keys(groups);
  if (!wanted) return names;
  const unknown = wanted.filter((f) => !names.some((n) => groups[n].mutate.includes(f)));
  if (unknown.length) {
    console.error(`not a mutated file of shared: ${unknown.join(', ')}`);
    process.exit(2);
  }
  return names.filter((n) => groups[n].mutate.some((f) => wanted.includes(f)));
}
