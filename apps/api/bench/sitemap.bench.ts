// The sitemap at scale: an index of the id-ranged pages that list something (one index probe
// per listed page), each page one primary-key range scan. Seeds
// BENCH_PROJECTS projects (search.bench.ts's seed: run it with BENCH_ONLY_SEED=1 BENCH_KEEP=1
// and pass the kept database as BENCH_REUSE) plus BENCH_REVIEWS reviews here, then prints
// p50/p95 of /sitemap.xml and of the first, middle and last listed page of each kind.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_REUSE=<kept db> \
//     npx tsx apps/api/bench/sitemap.bench.ts
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { benchConfig } from './bench-database.ts';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

async function main() {
  const base = process.env.BENCH_DATABASE_URL;
  const reuse = process.env.BENCH_REUSE;
  if (!base || !reuse) throw new Error('BENCH_DATABASE_URL and BENCH_REUSE are required');
  const url = new URL(base);
  url.pathname = `/${reuse}`;
  const database = await openDatabase({ url: url.toString() });
  await migrateDatabase(database);
  const db = database.db;
  const count = async (table: string) =>
    Number(
      (
        (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as never as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
  if ((await count('reviews')) < REVIEWS) {
    const started = performance.now();
    await db.execute(sql`
      insert into users (address) select '0x' || lpad(to_hex(i), 40, '0')
      from generate_series(1, 1000) as g(i) on conflict do nothing`);
    await db.execute(sql`
      insert into reviews (project_id, user_id, title, content, content_text, rate, status)
      select 1 + ((i::bigint * 7919) % (select max(id) from projects))::int,
        (select min(id) from users) + i % 1000,
        'Bench review ' || i, repeat('x', 80), repeat('x', 80), 1 + i % 5,
        case when i % 50 = 0 then 'blocked' else 'active' end
      from generate_series(1, ${REVIEWS}) as g(i)`);
    await db.execute(sql`vacuum analyze reviews`);
    console.log(
      `seeded ${REVIEWS.toLocaleString()} reviews in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const projects = await count('projects');
  const reviews = await count('reviews');
  console.log(
    `database: ${projects.toLocaleString()} projects, ${reviews.toLocaleString()} reviews`,
  );

  const config = benchConfig({
    PUBLIC_URL: 'https://chainreview.example',
    RESPONSE_CACHE: 'off',
  });
  const { app } = await buildApp({ config, database, logger: false });
  await app.ready();
  // the pages the index lists (an id range with nothing in it is not listed, and answers 404)
  const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  const listed = (kind: string) =>
    [...index.body.matchAll(new RegExp(`/sitemaps/${kind}-(\\d+)\\.xml`, 'g'))].map((m) =>
      Number(m[1]),
    );
  const urls: [string, string][] = [['index', '/sitemap.xml']];
  for (const kind of ['projects', 'reviews', 'profiles']) {
    const pages = listed(kind);
    if (pages.length === 0) continue;
    for (const [label, page] of [
      ['first', pages[0]!],
      ['mid', pages[Math.floor(pages.length / 2)]!],
      ['last', pages[pages.length - 1]!],
    ] as const)
      if (label === 'first' || pages.length > 1)
        urls.push([`${kind} page ${label}`, `/sitemaps/${kind}-${page}.xml`]);
  }
  console.log(`\n${'url'.padEnd(20)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  entries  KB`);
  for (const [name, path] of urls) {
    const first = await app.inject({ method: 'GET', url: path });
    if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode}`);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await app.inject({ method: 'GET', url: path });
      samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    const at = (p: number) =>
      samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
    const entries = (first.body.match(/<loc>/g) ?? []).length;
    console.log(
      `${name.padEnd(20)} ${at(0.5).toFixed(1).padStart(8)} ${at(0.95).toFixed(1).padStart(8)}  ${String(entries).padStart(7)}  ${(first.body.length / 1024).toFixed(0)}`,
    );
  }
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
