// The HTTP benchmark: the real server (`src/server.ts`, demo data) in a child process,
// autocannon here, 32 connections, each read as a ratio to GET /api/health/live measured in the
// same run, interleaved with it second by second (machines are shared and noisy: ratios travel,
// absolute figures do not), with a browser's Accept-Encoding. Twice: with
// the response cache on (warm) and off. PGlite on disk by default (as `npm start`);
// BENCH_DATABASE_URL=postgres://... uses a fresh database on that server.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../test/free-port.ts';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createScratchDatabase, type ScratchDatabase } from '../src/db/scratch.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** The Accept-Encoding sent (BENCH_ENCODING=identity: none, to measure uncompressed answers). */
const ENCODING = process.env.BENCH_ENCODING ?? 'br, gzip';
/** BENCH_ONLY=reviews: only the reads whose name contains this (the /health row and /live stay). */
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
/** BENCH_CACHE=off (or on): only that table. */
const CACHES = (['on', 'off'] as const).filter(
  (cache) => !process.env.BENCH_CACHE || process.env.BENCH_CACHE === cache,
);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Server {
  base: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEV_CHAIN_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ANON_PER_MIN: '100000000',
      RATE_LIMIT_WRITE_PER_MIN: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${logs.join('')}`);
    if (Date.now() > deadline) throw new Error(`server not ready:\n${logs.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // the background jobs' first runs (a second after start) are not part of any read
  await new Promise((r) => setTimeout(r, 4000));
  return {
    base,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU time per answer (user + system), in microseconds. */
  cpuUs: number;
  /** PostgreSQL's CPU time per answer (its backends for the server), in microseconds. */
  dbUs: number;
}

/**
 * The server's CPU time so far in ms (Linux /proc, clock ticks of 10 ms), or NaN. Throughput on
 * a shared machine follows the neighbours' load; the CPU an answer costs the server does not.
 */
let serverPid: number | undefined = process.env.BENCH_SERVER_PID
  ? Number(process.env.BENCH_SERVER_PID)
  : undefined;
function cpuMsOf(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
const serverCpuMs = () => cpuMsOf(serverPid);

/**
 * PostgreSQL's backends serving the server's database, when PostgreSQL runs on this machine:
 * their CPU is spent for the answers too (with PGlite it is inside the server process).
 */
let database: { serverUrl: string; name: string } | null = null;
let dbPids: number[] = [];
async function findDbPids(): Promise<void> {
  if (!database) return;
  const client = new pg.Client({ connectionString: database.serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database.name],
    );
    dbPids = rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}
/** The backends' CPU so far in ms, by process id. */
function dbCpu(): Map<number, number> {
  return new Map(dbPids.map((pid) => [pid, cpuMsOf(pid)]));
}
/**
 * The backends' CPU since `before`, or NaN without PostgreSQL here. A backend that has closed
 * since (the pool lets idle ones go) is left out, as is one opened meanwhile (rare under load).
 */
function dbCpuSince(before: Map<number, number>): number {
  if (!database || !before.size) return Number.NaN;
  let sum = 0;
  for (const [pid, ms] of before) {
    const now = cpuMsOf(pid);
    if (Number.isFinite(now) && Number.isFinite(ms)) sum += now - ms;
  }
  return sum;
}

interface Part {
  requests: number;
  seconds: number;
  errors: number;
  cpuMs: number;
  dbMs: number;
}

/** What a browser sends: public reads are fetched by pages, which accept brotli and gzip. */
const HEADERS: Record<string, string> =
  ENCODING === 'identity' ? {} : { 'accept-encoding': ENCODING };

/**
 * One slice of load; every response's latency goes into `times`. With `paths`, each request
 * asks one of them at random (on `url`'s origin) instead of `url` itself.
 */
async function slice(url: string, seconds: number, times: number[], paths?: string[]) {
  await findDbPids(); // the pool's connections, as they are now
  const cpuBefore = serverCpuMs();
  const dbBefore = dbCpu();
  return new Promise<Part>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: HEADERS,
        ...(paths && {
          requests: [
            {
              setupRequest: (request: { path: string }) => ({
                ...request,
                path: paths[Math.floor(Math.random() * paths.length)]!,
              }),
            },
          ],
        }),
      },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            requests: result.requests.total,
            seconds: result.duration,
            errors: result.errors + result.non2xx,
            cpuMs: serverCpuMs() - cpuBefore,
            dbMs: dbCpuSince(dbBefore),
          });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms: number) => times.push(ms));
  });
}

function figures(parts: Part[], times: number[]): Figures {
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  const requests = parts.reduce((sum, part) => sum + part.requests, 0);
  const seconds = parts.reduce((sum, part) => sum + part.seconds, 0);
  return {
    rps: requests / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors: parts.reduce((sum, part) => sum + part.errors, 0),
    cpuUs: (parts.reduce((sum, part) => sum + part.cpuMs, 0) * 1000) / requests,
    dbUs: (parts.reduce((sum, part) => sum + part.dbMs, 0) * 1000) / requests,
  };
}

/**
 * A read and the baseline, interleaved in one-second slices (live, read, live, read...): on a
 * shared machine the load of other processes drifts by the second, and both then see the same.
 */
async function against(
  liveUrl: string,
  url: string,
  paths?: string[],
): Promise<{ read: Figures; live: Figures }> {
  const liveParts = [];
  const readParts = [];
  const liveTimes: number[] = [];
  const readTimes: number[] = [];
  for (let i = 0; i < DURATION; i++) {
    liveParts.push(await slice(liveUrl, 1, liveTimes));
    readParts.push(await slice(url, 1, readTimes, paths));
  }
  return { read: figures(readParts, readTimes), live: figures(liveParts, liveTimes) };
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The reads a first visit makes, on the demo project with the most reviews; then the reviews
 * pages of every demo project, a random one per request (concurrent readers of one page share
 * its statement: db/opening-reads.ts; these mostly do not).
 */
async function reads(base: string): Promise<Array<[string, string, string[]?]>> {
  const list = await json<{ data: Array<{ id: string; reviewCount: number }> }>(
    `${base}/api/public/projects?limit=100`,
  );
  const project = [...list.data].sort((a, b) => b.reviewCount - a.reviewCount)[0]!;
  const pages = list.data.flatMap((p) =>
    Array.from(
      { length: Math.ceil(p.reviewCount / 5) },
      (_, i) => `/api/public/project/${p.id}/reviews?limit=5&offset=${i * 5}`,
    ),
  );
  const reviews = await json<{ data: Array<{ id: string }> }>(
    `${base}/api/public/project/${project.id}/reviews?limit=5`,
  );
  const review = reviews.data[0]!;
  return [
    ['system-configs', '/api/public/system-configs'],
    ['projects list (10)', '/api/public/projects?limit=10'],
    ['project by id', `/api/public/projects/${project.id}`],
    [
      `project reviews (5 of ${project.reviewCount})`,
      `/api/public/project/${project.id}/reviews?limit=5`,
    ],
    [`project reviews, ${pages.length} pages`, pages[0]!, pages],
    ['review detail', `/api/public/reviews/${review.id}`],
    ['search "fab"', '/api/public/projects?limit=10&keyword=fab'],
    ['trending', '/api/public/projects-trending?window=7'],
    ['top reviewers', '/api/public/users/top-reviewers?limit=10'],
  ];
}

const pad = (s: string, n: number) => s.padEnd(n);
const num = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

async function table(label: string, base: string) {
  const liveUrl = `${base}/api/health/live`;
  // warm up: JIT, caches, connection pools
  await slice(liveUrl, 2, []);
  console.log(`\n${label}`);
  console.log(
    `${pad('read', 34)}${'req/s'.padStart(8)}${'x live'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'cpu us'.padStart(8)}${'x live'.padStart(8)}${database ? `${'db us'.padStart(8)}${'x live'.padStart(8)}` : ''}`,
  );
  // x live: throughput against /live's next to it; then the server's CPU per answer, and /live's
  // CPU per answer over it (the same ratio, measured without the neighbours' load); on
  // PostgreSQL then its backends' CPU per answer, and /live's over the server's and theirs
  const row = (name: string, f: Figures, live: Figures) =>
    console.log(
      `${pad(name, 34)}${num(f.rps)}${num(f.rps / live.rps, 2)}${num(f.p50, 1)}${num(f.p99, 1)}${num(f.cpuUs)}${num(live.cpuUs / f.cpuUs, 2)}${database ? `${num(f.dbUs)}${num((live.cpuUs + live.dbUs) / (f.cpuUs + f.dbUs), 2)}` : ''}${f.errors ? `  (${f.errors} errors)` : ''}`,
    );
  const rows: Array<[string, Figures, Figures]> = [];
  const lives: Figures[] = [];
  const measure = async (name: string, url: string, paths?: string[]) => {
    const { read, live } = await against(liveUrl, url, paths);
    rows.push([name, read, live]);
    lives.push(live);
  };
  await measure('/api/health (select 1)', `${base}/api/health`);
  for (const [name, url, paths] of await reads(base)) {
    if (ONLY && !name.toLowerCase().includes(ONLY)) continue;
    // the first read fills the cache
    for (const path of paths ?? [url]) await fetch(`${base}${path}`, { headers: HEADERS });
    await measure(name, `${base}${url}`, paths);
  }
  // the baseline's own row: all its slices (each read's ratio is to the slices next to it)
  const mean = (pick: (f: Figures) => number) =>
    lives.reduce((sum, f) => sum + pick(f), 0) / lives.length;
  const live: Figures = {
    rps: mean((f) => f.rps),
    p50: mean((f) => f.p50),
    p99: Math.max(...lives.map((f) => f.p99)),
    errors: lives.reduce((sum, f) => sum + f.errors, 0),
    cpuUs: mean((f) => f.cpuUs),
    dbUs: mean((f) => f.dbUs),
  };
  row('/api/health/live (baseline)', live, live);
  for (const [name, read, next] of rows) row(name, read, next);
}

async function main() {
  // BENCH_SERVER=http://127.0.0.1:port: one table against a server already running
  if (process.env.BENCH_SERVER) {
    await table(`server at ${process.env.BENCH_SERVER}`, process.env.BENCH_SERVER);
    return;
  }
  let scratch: ScratchDatabase | null = null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cr-bench-http-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DEMO: '1',
    WEB_DIST_DIR: '/nonexistent',
  };
  let dbLabel = 'PGlite (on disk, as npm start)';
  if (process.env.BENCH_DATABASE_URL) {
    scratch = await createScratchDatabase(
      process.env.BENCH_DATABASE_URL,
      'chainreview_bench_http_',
    );
    env.DATABASE_URL = scratch.url;
    // every process on PostgreSQL must be given the session secret
    env.JWT_SECRET ??= 'bench-secret-bench-secret-bench-secret-0123';
    // and the transparency log's signing key (a throwaway one: a bench signs nothing real)
    env.LOG_SIGNING_KEY ??=
      'PRIVATE+KEY+test.chainreview.invalid/log+c36e5e7d+ATU1UZqSp08UgHIPxktbRKeYp6RVhfeuXq47TEhMdd9s';
    // (its backends' CPU is read from /proc: only when the server runs on this machine)
    const host = new URL(process.env.BENCH_DATABASE_URL).hostname;
    if (host === '127.0.0.1' || host === 'localhost')
      database = { serverUrl: process.env.BENCH_DATABASE_URL, name: scratch.name };
    dbLabel = `PostgreSQL (${new URL(process.env.BENCH_DATABASE_URL).host})`;
  }
  console.log(
    `HTTP reads, ${dbLabel}, demo data, autocannon ${CONNECTIONS} connections, ${DURATION} x 1 s interleaved with /live, accept-encoding: ${ENCODING}, ${os.cpus().length} cores`,
  );
  try {
    for (const cache of CACHES) {
      const server = await startServer({ ...env, RESPONSE_CACHE: cache });
      serverPid = server.pid;
      try {
        await table(
          cache === 'on' ? 'response cache on (warm)' : 'response cache off',
          server.base,
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

await main();
