// `npm run bench`: the benchmarks, printing figures (not asserting them).
import { run } from './lib.mjs';

const code = await run(process.execPath, ['--import', 'tsx', 'apps/api/bench/search.bench.ts'], {
  env: { ...process.env, NODE_ENV: 'production' },
});
await run(process.execPath, ['--import', 'tsx', 'apps/api/bench/vote-rings.bench.ts']);
process.exit(code);
