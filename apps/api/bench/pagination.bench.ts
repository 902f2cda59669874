// Deep pagination and the size of a review page: one project with 10,000 reviews (10,000
// authors), page 1 and page 1,000 of five (newest first, and most upvoted), measured through
// the real app (app.inject, response cache off) as p50/p95 and as a ratio to page 1.
// PGlite in memory by default; BENCH_DATABASE_URL=postgres://... uses a fresh database there.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openBenchDatabase } from './bench-database.ts';

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

interface Timing {
  p50: number;
  p95: number;
  bytes: number;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const { database, label, done } = await openBenchDatabase('chainreview_bench_pages_');
  const { db } = database;
  const started = performance.now();
  await db.execute(sql`
    insert into projects (name, symbol, chain, contract_address, status, review_count)
    values ('Deep Pages', 'DEEP', 'bsc', '0x00000000000000000000000000000000000d4ee9', 'active', ${REVIEWS})`);
  await db.execute(sql`
    insert into users (address, score, reviews_count)
    select '0x' || lpad(to_hex(g), 40, '0'), g % 500, 1 from generate_series(1, ${REVIEWS}) g`);
  await db.execute(sql`
    insert into reviews (project_id, user_id, title, content, content_text, rate, up_vote_count, created_at, updated_at)
    select (select id from projects where symbol = 'DEEP'), u.id,
      'Review number ' || u.id, 'A steady project with a clear roadmap and an active team, number ' || u.id,
      'A steady project with a clear roadmap and an active team, number ' || u.id,
      1 + (u.id % 5), u.id % 97, now() - (u.id || ' minutes')::interval, now()
    from users u`);
  // as autovacuum leaves a table after a bulk insert: statistics, and the visibility map that
  // lets a page's ids come from the index alone (an index-only scan)
  await db.execute(sql`vacuum analyze`);
  console.log(
    `Deep pagination, ${label}: ${REVIEWS} reviews on one project, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const config = loadConfig({
    ...process.env,
    RESPONSE_CACHE: 'off',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ANON_PER_MIN: '100000000',
  });
  const { app } = await buildApp({ config, database, logger: false });
  const [{ id } = { id: 0 }] = (
    (await db.execute(sql`select id from projects where symbol = 'DEEP'`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;

  /** Page 1 and a deep page, sample by sample in turn (the machine's load drifts). */
  const pair = async (first: string, deep: string) => {
    for (let i = 0; i < 10; i++) for (const url of [first, deep]) await app.inject({ url });
    const samples: Record<string, number[]> = { [first]: [], [deep]: [] };
    const bytes: Record<string, number> = {};
    for (let i = 0; i < RUNS; i++) {
      for (const url of i % 2 ? [first, deep] : [deep, first]) {
        const t = performance.now();
        const res = await app.inject({ url });
        samples[url]!.push(performance.now() - t);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        bytes[url] = res.rawPayload.length;
      }
    }
    return [first, deep].map((url) => {
      const sorted = samples[url]!.sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), bytes: bytes[url]! };
    }) as [Timing, Timing];
  };

  console.log(
    `${'page'.padEnd(36)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'x page 1'.padStart(10)}${'bytes'.padStart(8)}`,
  );
  for (const sort of ['newest', 'most_upvote']) {
    const url = (page: number) =>
      `/api/public/project/${id}/reviews?limit=5&offset=${(page - 1) * 5}&sort=${sort}`;
    const [first, deep] = await pair(url(1), url(1000));
    for (const [name, f] of [
      [`${sort}, page 1`, first],
      [`${sort}, page 1,000`, deep],
    ] as const)
      console.log(
        `${name.padEnd(36)}${f.p50.toFixed(2).padStart(8)}${f.p95.toFixed(2).padStart(8)}${(f.p50 / first.p50).toFixed(2).padStart(10)}${String(f.bytes).padStart(8)}`,
      );
  }
  await app.close();
  await done();
}

await main();
