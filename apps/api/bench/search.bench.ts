// Seeds 100k projects and measures search and list latency through the real app
// (app.inject: routing, validation, SQL, serialization; no network). Prints p50/p95/p99.
// PGlite in memory by default; BENCH_DATABASE_URL=postgres://... uses a fresh database on
// that server (created and dropped here).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { benchConfig, openBenchDatabase } from './bench-database.ts';
import { refreshProjectScores } from '../src/jobs/scores.ts';

const COUNT = Number(process.env.BENCH_PROJECTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
/** The project whose symbol and address are searched (the 4,243rd, or the middle one of a small run). */
const SAMPLE_OFFSET = Math.min(4242, Math.floor(COUNT / 2));

const WORDS = [
  'aurora',
  'nebula',
  'quantum',
  'stellar',
  'lunar',
  'solar',
  'cosmic',
  'pixel',
  'crypto',
  'meta',
  'hyper',
  'nova',
  'orbit',
  'photon',
  'zen',
  'vortex',
  'echo',
  'prism',
  'atlas',
  'titan',
  'ember',
  'frost',
  'sage',
  'lotus',
  'raven',
  'falcon',
  'tiger',
  'panda',
  'koala',
  'otter',
];
const SUFFIX = [
  'swap',
  'finance',
  'pay',
  'chain',
  'dao',
  'protocol',
  'labs',
  'network',
  'verse',
  'coin',
  'token',
  'yield',
  'bridge',
  'vault',
  'market',
];

type Rows<T> = { rows: T[] };

async function seed(database: Database) {
  const started = performance.now();
  // drop the secondary indexes, insert in one statement, build them again: building an index
  // over a million rows takes seconds, maintaining 20 of them row by row takes many minutes
  const defs = (await database.db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = 'projects' and indexname not like '%pkey'`,
  )) as unknown as Rows<{ indexname: string; indexdef: string }>;
  for (const { indexname } of defs.rows) {
    await database.db.execute(sql.raw(`drop index if exists "${indexname}"`));
  }
  await database.db.execute(sql`
    insert into projects (name, symbol, chain, contract_address, status, categories, review_count, avg_star,
                          popular_score, trending_score, trending_score30, trending_score90, good_rating_score, new_score, created_at)
    select
      initcap((${`{${WORDS.join(',')}}`}::text[])[1 + (i * 7) % ${WORDS.length}]) || ' ' || initcap((${`{${SUFFIX.join(',')}}`}::text[])[1 + (i * 13) % ${SUFFIX.length}]) || ' ' || i,
      upper(substr(md5(i::text), 1, 3 + i % 3)),
      (array['bsc','ethereum','polygon','arbitrum','solana','non_evm'])[1 + i % 6],
      case when i % 6 = 5 then null else '0x' || substr(md5('a' || i), 1, 32) || substr(md5('b' || i), 1, 8) end,
      'active',
      array[(array['nft','utility','payment','security','stablecoins','layer1','layer2'])[1 + i % 7]],
      i % 50, 1 + (i % 40) / 10.0,
      (i * 37) % 1000, (i * 17) % 300, (i * 19) % 600, (i * 23) % 900, 1 + (i % 400) / 100.0,
      extract(epoch from now()) - i * 60,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${COUNT}) as g(i)
  `);
  await database.db.execute(sql`set maintenance_work_mem = '256MB'`);
  for (const { indexdef } of defs.rows) await database.db.execute(sql.raw(indexdef));
  await database.db.execute(sql`vacuum analyze projects`);
  return performance.now() - started;
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

async function main() {
  const { database, done, label } = await openBenchDatabase('chainreview_bench_', {
    reusable: true,
  });
  console.log(`database: ${label}`);
  if (process.env.BENCH_ONLY_SEED) {
    console.log(`seeded in ${((await seed(database)) / 1000).toFixed(1)} s`);
    await done();
    return;
  }
  if (!process.env.BENCH_REUSE) {
    const seedMs = await seed(database);
    console.log(`seeded ${COUNT.toLocaleString()} projects in ${(seedMs / 1000).toFixed(1)} s`);
  }
  // the refresh rewrites every row (minutes at a million); BENCH_REFRESH=0 skips it
  if (
    !process.env.BENCH_REUSE &&
    process.env.BENCH_REFRESH !== '0' &&
    (COUNT <= 200_000 || process.env.BENCH_REFRESH)
  ) {
    const refreshStart = performance.now();
    await refreshProjectScores(database.db, new Date());
    await database.db.execute(sql`vacuum analyze projects`);
    console.log(
      `score refresh over ${COUNT.toLocaleString()} projects: ${((performance.now() - refreshStart) / 1000).toFixed(2)} s`,
    );
  } else {
    console.log('score refresh skipped (BENCH_REFRESH=1 runs it)');
  }

  const config = benchConfig({
    // every request runs its SQL: the response cache would answer repeats from memory
    RESPONSE_CACHE: 'off',
  });
  const { app } = await buildApp({ config, database, logger: false });
  await app.ready();

  const sample = (await database.db.execute(
    sql`select symbol, contract_address from projects where contract_address is not null order by id limit 1 offset ${SAMPLE_OFFSET}`,
  )) as unknown as { rows: Array<{ symbol: string; contract_address: string }> };
  const { symbol, contract_address: address } = sample.rows[0]!;
  const queries: Array<[string, string]> = [
    ['search: symbol', `/api/public/projects?limit=5&keyword=${symbol.toLowerCase()}`],
    ['search: name prefix', '/api/public/projects?limit=5&keyword=nebu'],
    ['search: two words', '/api/public/projects?limit=5&keyword=pixel%20vault'],
    ['search: typo', '/api/public/projects?limit=5&keyword=pixle%20vaullt'],
    [
      'search: address',
      `/api/public/projects?limit=5&keyword=${address.toUpperCase().replace('0X', '0x')}`,
    ],
  ];
  for (const sort of [
    'createdAt',
    'trendingScore',
    'popularScore',
    'reviewCount',
    'avgStar',
    'goodRatingScore',
    'newGemScore',
  ]) {
    queries.push([`list: sort=${sort}`, `/api/public/projects?limit=10&sort=${sort}`]);
  }
  queries.push([
    'list: chain+category',
    '/api/public/projects?limit=10&chain=bsc&category=payment&sort=popularScore',
  ]);
  queries.push(['list: page 500', '/api/public/projects?limit=10&offset=5000&sort=trendingScore']);

  console.log(
    `\n${'query'.padEnd(26)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  results`,
  );
  const only = process.env.BENCH_ONLY;
  for (const [name, url] of queries) {
    if (only && !name.includes(only)) continue;
    const first = await app.inject({ method: 'GET', url });
    if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await app.inject({ method: 'GET', url });
      samples.push(performance.now() - t0);
    }
    const { p50, p95, p99 } = percentiles(samples);
    const total = first.json().meta.total;
    console.log(
      `${name.padEnd(26)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}  ${total}`,
    );
  }
  await app.close();
  await done();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
