// Vote writes under load: 32 signed-in voters at once, each sending its next vote as soon as
// the last one is answered, through the real app (app.inject: auth, validation, the vote
// transaction with its locks, XP ledger and grouped notifications; no network). Reviews are
// picked at random (BENCH_VOTE_SKEW=2: a few hot reviews draw many voters), about a quarter of the
// votes change an earlier one (a switch or a removal, which costs energy), the rest are first
// votes. Prints vote changes per second, p50/p99, the API's CPU time per vote (user + system, this
// process: the app and its database driver) and whether every counter equals its rows.
// PGlite in memory by default; BENCH_DATABASE_URL=postgres://... uses a fresh database there.
import { readFile, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { openBenchDatabase } from './bench-database.ts';

const VOTERS = Number(process.env.BENCH_VOTERS ?? 32);
const REVIEWS = Number(process.env.BENCH_VOTE_REVIEWS ?? 2000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** Popularity skew of first votes: 1 is uniform, 2 sends a tenth of them to the top 1%. */
const SKEW = Number(process.env.BENCH_VOTE_SKEW ?? 1);

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** mulberry32: deterministic choices. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** BENCH_PROFILE=<file>: a CPU profile of the measured window (open it in Chrome's DevTools). */
async function startProfile(): Promise<(() => Promise<void>) | undefined> {
  const file = process.env.BENCH_PROFILE;
  if (!file) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
  };
}

/**
 * CPU time (microseconds) used so far by the PostgreSQL backends serving this bench's database,
 * read from /proc (so other databases' work on the server is not counted); null when there is
 * nothing to read (PGlite, a remote server, not Linux).
 */
async function backendCpu(db: Db, pids: Set<number>): Promise<number | null> {
  const rows = rowsOf<{ pid: number }>(
    await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
  );
  for (const { pid } of rows) pids.add(Number(pid));
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      return null;
    }
  }
  return (ticks * 1e6) / 100; // USER_HZ is 100 on Linux
}

async function main() {
  const { database, label, done } = await openBenchDatabase('chainreview_bench_votes_');
  const { db } = database;
  // authors and their reviews, one each, over 50 projects
  await db.execute(sql`
    insert into projects (name, symbol, chain, contract_address, status)
    select 'Vote ' || g, 'V' || g, 'bsc', '0x' || lpad(to_hex(900000 + g), 40, '0'), 'active'
    from generate_series(1, 50) g`);
  await db.execute(sql`
    insert into users (address, score, reviews_count)
    select '0x' || lpad(to_hex(700000 + g), 40, '0'), 100, 1
    from generate_series(1, ${REVIEWS}) g`);
  await db.execute(sql`
    insert into reviews (project_id, user_id, title, content, content_text, rate, created_at, updated_at)
    select (select min(id) from projects) + u.id % 50, u.id, 'Review ' || u.id,
      'A clear roadmap and an active team', 'A clear roadmap and an active team', 1 + u.id % 5,
      now() - (u.id || ' minutes')::interval, now()
    from users u`);
  await db.execute(
    sql`update projects p set review_count = (select count(*) from reviews r where r.project_id = p.id)`,
  );
  await db.execute(sql`analyze`);
  const reviewIds = rowsOf<{ id: number }>(
    await db.execute(sql`select id from reviews order by id`),
  ).map((r) => r.id);

  const config = loadConfig({
    ...process.env,
    RESPONSE_CACHE: 'on',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ANON_PER_MIN: '100000000',
    RATE_LIMIT_WRITE_PER_MIN: '100000000',
    RATE_LIMIT_LOGIN_PER_MIN: '100000000',
  });
  const { app } = await buildApp({ config, database, logger: false });

  // the voters sign in through the real endpoints, at the top level (the most energy)
  const voters: Array<{ auth: Record<string, string> }> = [];
  for (let i = 0; i < VOTERS; i++) {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { address: wallet.address },
    });
    if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
    const { message } = login.json().data as { message: string };
    const verify = await app.inject({
      method: 'POST',
      url: '/api/verify-login',
      payload: { address: wallet.address, sign: await wallet.signMessage({ message }) },
    });
    if (verify.statusCode !== 200) throw new Error(`sign-in: ${verify.body}`);
    const token = (verify.json().data as { access_token: string }).access_token;
    voters.push({ auth: { authorization: `Bearer ${token}` } });
  }
  await db.execute(
    sql`update users set score = 40000, level = 9, last_energy = 120 where reviews_count = 0`,
  );

  const vote = (auth: Record<string, string>, reviewId: number, to: string) =>
    app.inject({
      method: 'POST',
      url: `/api/review/${reviewId}/vote`,
      headers: auth,
      payload: { vote: to },
    });
  // warm up: JIT, prepared statements, pools
  for (const [i, voter] of voters.entries()) await vote(voter.auth, reviewIds[i]!, 'up');

  const latencies: number[] = [];
  let ok = 0;
  const failures = new Map<string, number>();
  const profiler = await startProfile();
  const backends = new Set<number>();
  const dbCpuBefore = database.kind === 'postgres' ? await backendCpu(db, backends) : null;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + DURATION * 1000;
  await Promise.all(
    voters.map(async (voter, v) => {
      const random = rng(v + 1);
      const mine = new Map<number, string>([[reviewIds[v]!, 'up']]);
      while (performance.now() < until) {
        let reviewId: number;
        let to: string;
        if (mine.size > 4 && random() < 0.25) {
          // change an earlier vote: switch it or take it back
          const earlier = [...mine.keys()];
          reviewId = earlier[Math.floor(random() * earlier.length)]!;
          const from = mine.get(reviewId)!;
          const others = ['up', 'down', 'none'].filter((x) => x !== from);
          to = others[Math.floor(random() * others.length)]!;
        } else {
          // a first vote (with BENCH_VOTE_SKEW above 1, hot reviews more likely)
          do reviewId = reviewIds[Math.floor(random() ** SKEW * reviewIds.length)]!;
          while (mine.has(reviewId));
          to = random() < 0.8 ? 'up' : 'down';
        }
        const t = performance.now();
        const res = await vote(voter.auth, reviewId, to);
        latencies.push(performance.now() - t);
        if (res.statusCode === 200) {
          ok++;
          mine.set(reviewId, to);
        } else {
          const code = `${res.statusCode} ${String((res.json() as { message?: unknown }).message)}`;
          failures.set(code, (failures.get(code) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const dbCpuAfter = dbCpuBefore === null ? null : await backendCpu(db, backends);
  await profiler?.();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;

  // every review's counts equal its vote rows; every author's score is 100 plus their ledger
  const [counts] = rowsOf<{ reviews: number; authors: number }>(
    await db.execute(sql`
      select
        (select count(*)::int from reviews r
          where r.up_vote_count <> (select count(*) from votes v where v.review_id = r.id and v.vote = 1)
            or r.down_vote_count <> (select count(*) from votes v where v.review_id = r.id and v.vote = -1)
        ) as reviews,
        (select count(*)::int from users u where u.reviews_count = 1
          and u.score <> 100 + coalesce((select sum(amount) from xp_ledger x where x.user_id = u.id), 0)
        ) as authors`),
  );
  const equal = counts!.reviews === 0 && counts!.authors === 0;
  console.log(
    `Vote writes, ${label}: ${VOTERS} voters at once for ${DURATION} s over ${REVIEWS} reviews (skew ${SKEW})`,
  );
  console.log(
    `${'vote changes/s'.padEnd(20)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'votes'.padStart(8)}${'failed'.padStart(8)}${'API CPU/vote'.padStart(14)}${'DB CPU/vote'.padStart(13)}  counters = rows`,
  );
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  const perVote = (us: number) => `${Math.round(us / Math.max(1, ok + failed))} us`;
  const cpuPerVote = perVote(cpu.user + cpu.system);
  const dbCpuPerVote =
    dbCpuBefore === null || dbCpuAfter === null ? '-' : perVote(dbCpuAfter - dbCpuBefore);
  console.log(
    `${(ok / seconds).toFixed(0).padEnd(20)}${at(0.5).toFixed(1).padStart(8)}${at(0.99).toFixed(1).padStart(8)}${String(ok).padStart(8)}${String(failed).padStart(8)}${cpuPerVote.padStart(14)}${dbCpuPerVote.padStart(13)}  ${equal ? 'yes' : `NO (${counts!.reviews} reviews, ${counts!.authors} authors differ)`}`,
  );
  for (const [code, n] of failures) console.log(`  ${n} x ${code}`);
  await app.close();
  await done();
  if (!equal) process.exitCode = 1;
}

await main();
