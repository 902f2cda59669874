// `npm run typecheck`: tsc over every package, two at a time (the machines have two cores and a
// package's check is one single-threaded tsc); the heaviest go first so the lanes end together.
import { run } from './lib.mjs';

const projects = [
  'apps/web',
  'apps/api',
  'e2e',
  'packages/contracts',
  'tools/verify-log',
  'packages/shared',
];
const lanes = Number(process.env.TYPECHECK_LANES ?? 2);
const failed = [];
const queue = [...projects];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const code = await run('npx', ['tsc', '-p', project]);
      if (code !== 0) failed.push(project);
    }
  }),
);
if (failed.length) {
  console.error(`typecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
