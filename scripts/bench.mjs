// `npm run bench`: the benchmarks, printing figures (not asserting them).
import { run } from './lib.mjs';

const env = { ...process.env, NODE_ENV: 'production' };
let code = await run(process.execPath, ['--import', 'tsx', 'apps/api/bench/http.bench.ts'], {
  env,
});
code ||= await run(process.execPath, ['--import', 'tsx', 'apps/api/bench/search.bench.ts'], {
  env,
});
code ||= await run(process.execPath, ['--import', 'tsx', 'apps/api/bench/vote-rings.bench.ts']);
code ||= await run(process.execPath, ['--import', 'tsx', 'e2e/bench/first-load.ts']);
process.exit(code);
