// `npm run mutation [-- api]`: StrykerJS mutation testing of the domain rules, then the scores.
// Shared (packages/shared/src) by default; `api` (or MUTATION=api) mutates the API's rule files.
// The full shared run takes hours on two cores (every mutant is a vitest run; the zod schemas and
// tables are static mutants, each run against every test file importing them), so CI
// (MUTATION_CI=1) mutates the rule files that hold thresholds; MUTATION_FULL=1 mutates everything.
// One file at a time: `npm run mutation -- shared --mutate src/x.ts --testFiles src/x.test.ts`.
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
const groups = target === 'api' ? JSON.parse(fs.readFileSync(groupsFile, 'utf8')) : null;
const groupReport = (name) => path.join(cwd, `reports/mutation/${name}.json`);
if (groups) {
  const picked = process.env.MUTATION_GROUPS?.split(',') ?? Object.keys(groups);
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
    const groupArgs = [
      ...args,
      '--mutate',
      group.mutate.join(','),
      '--testFiles',
      tests.join(','),
      '--incrementalFile',
      `reports/incremental/${name}.json`,
    ];
    fs.rmSync(reportFile, { force: true });
    code ||= await run('npx', groupArgs, { cwd });
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
console.log(`\nmutation scores (${target}${subset ? ', CI subset' : ''}, ${minutes} min):`);
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
const total = score(all);
const goal = target === 'shared' ? 85 : 70;
console.log(
  `mutation score ${target}: ${total.percent.toFixed(1)} % (${total.detected}/${total.valid} killed, goal ${goal} %)`,
);
process.exit(code || (total.percent < goal ? 1 : 0));
