// `npm run bench`: the benchmarks, printing figures (not asserting them). In one run: the HTTP
// table (cache on and off), deep pagination, vote writes, search at scale, the vote-ring
// detector and the first load on a phone. BENCH_DATABASE_URL switches the API benches to
// PostgreSQL.
import { run } from './lib.mjs';

const env = { ...process.env, NODE_ENV: 'production' };
const bench = (file, options = { env }) =>
  run(process.execPath, ['--import', 'tsx', file], options);
// each runs whatever the one before did (a failure is reported in the exit code at the end)
let code = 0;
for (const [file, options] of [
  ['apps/api/bench/http.bench.ts'],
  ['apps/api/bench/pagination.bench.ts'],
  ['apps/api/bench/votes.bench.ts'],
  ['apps/api/bench/search.bench.ts'],
  ['apps/api/bench/vote-rings.bench.ts', {}],
  ['e2e/bench/first-load.ts', {}],
])
  code = (await bench(file, options)) || code;
process.exit(code);
