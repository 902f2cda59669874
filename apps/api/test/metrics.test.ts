// Prometheus metrics on their own port: parsed strictly as Prometheus text (prom-client has no
// parser), with request durations by route pattern and status, response cache hits and misses,
// job runs and failures, pool state (PostgreSQL), indexer lag and a gauge another module adds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMeta } from '../src/db/app-meta.ts';
import { buildApp, type BuiltApp } from '../src/app.ts';
import { startJobs } from '../src/jobs/runner.ts';
import { startMetricsServer, type MetricsServer } from '../src/lib/metrics.ts';
import { startChainHead, type ChainHead } from './chain-head.ts';
import { insertProject } from './fixtures.ts';
import { createTestDatabase, dbKind, testConfig, type TestDatabase } from './helper.ts';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Exposition {
  types: Map<string, string>;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/** Parses a label set `{a="x",b="y\"z"}` from `text` at `start`; returns labels and the end. */
function parseLabels(text: string, start: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  let i = start + 1;
  while (text[i] !== '}') {
    const eq = text.indexOf('=', i);
    if (eq < 0) throw new Error(`no '=' in labels: ${text}`);
    const key = text.slice(i, eq);
    if (!/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(key)) throw new Error(`bad label name ${key}`);
    if (text[eq + 1] !== '"') throw new Error(`unquoted label value: ${text}`);
    let value = '';
    let j = eq + 2;
    for (; j < text.length && text[j] !== '"'; j++) {
      if (text[j] === '\\') {
        const next = text[++j];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`bad escape in ${text}`);
      } else value += text[j];
    }
    if (j >= text.length) throw new Error(`unterminated label value: ${text}`);
    if (key in labels) throw new Error(`label ${key} twice: ${text}`);
    labels[key] = value;
    i = j + 1;
    if (text[i] === ',') i++;
    else if (text[i] !== '}') throw new Error(`expected ',' or '}' in ${text}`);
  }
  return { labels, end: i + 1 };
}

function parseValue(raw: string): number {
  // prom-client writes 'Nan'; Prometheus reads NaN in any case (Go's ParseFloat)
  if (/^nan$/i.test(raw)) return Number.NaN;
  if (raw === '+Inf') return Number.POSITIVE_INFINITY;
  if (raw === '-Inf') return Number.NEGATIVE_INFINITY;
  if (!/^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(raw)) throw new Error(`bad value ${raw}`);
  return Number(raw);
}

/** The family a sample belongs to (a histogram's _bucket, _sum and _count are its own). */
function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count|total|created)$/, '');
  return types.has(base) ? base : undefined;
}

/** Prometheus text format 0.0.4, strictly: every sample's family has its HELP and TYPE first. */
function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const helps = new Set<string>();
  const samples: Sample[] = [];
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line break');
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const meta = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
      if (!meta) throw new Error(`bad comment line: ${line}`);
      const [, kind, name, rest] = meta;
      if (!NAME.test(name!)) throw new Error(`bad metric name ${name}`);
      if (kind === 'TYPE') {
        if (!TYPES.has(rest!)) throw new Error(`bad type ${rest}`);
        if (types.has(name!)) throw new Error(`TYPE twice for ${name}`);
        types.set(name!, rest!);
      } else helps.add(name!);
      continue;
    }
    const nameEnd = line.search(/[{ ]/);
    if (nameEnd <= 0) throw new Error(`bad sample line: ${line}`);
    const name = line.slice(0, nameEnd);
    if (!NAME.test(name)) throw new Error(`bad metric name ${name}`);
    let labels: Record<string, string> = {};
    let rest = line.slice(nameEnd);
    if (rest.startsWith('{')) {
      const parsed = parseLabels(line, nameEnd);
      labels = parsed.labels;
      rest = line.slice(parsed.end);
    }
    const parts = rest.split(' ');
    if (parts[0] !== '' || parts.length < 2 || parts.length > 3)
      throw new Error(`bad sample line: ${line}`);
    const value = parseValue(parts[1]!);
    if (parts[2] !== undefined && !/^-?\d+$/.test(parts[2]))
      throw new Error(`bad timestamp ${line}`);
    const family = familyOf(name, types);
    if (!family) throw new Error(`sample before its TYPE: ${line}`);
    if (!helps.has(family)) throw new Error(`sample without HELP: ${line}`);
    samples.push({ name, labels, value });
  }
  return { types, samples };
}

const CHAIN_ID = 97;
const CONTRACT = '0x00000000000000000000000000000000000d0a7e';

let testDb: TestDatabase;
let chain: ChainHead;
let built: BuiltApp;
let server: MetricsServer;

beforeAll(async () => {
  testDb = await createTestDatabase();
  chain = await startChainHead(CHAIN_ID, 5_000n);
  await writeMeta(
    testDb.database.db,
    `donation-indexer:${CHAIN_ID}:${CONTRACT}`,
    JSON.stringify({ block: '4993', hash: `0x${'cd'.repeat(32)}` }),
  );
  built = await buildApp({
    config: testConfig({
      DONATION_CONTRACT_ADDRESS: CONTRACT,
      BUSD_ADDRESS: '0x000000000000000000000000000000000000b05d',
      DONATION_CHAIN_ID: String(CHAIN_ID),
      [`CHAIN_RPC_URL_${CHAIN_ID}`]: chain.url,
    }),
    database: testDb.database,
    logger: false,
  });
  server = await startMetricsServer(built.metrics, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server?.close();
  await built?.app.close();
  await chain?.close();
  await testDb.cleanup();
});

async function scrape(): Promise<Exposition> {
  const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await res.text());
}

const find = (e: Exposition, name: string, labels: Record<string, string> = {}) =>
  e.samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );

describe('metrics', () => {
  it('are off unless METRICS_PORT is set', () => {
    expect(testConfig().metricsPort).toBe(0);
    expect(testConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(() => testConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });

  it('serve /metrics only', async () => {
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect(
      (await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status,
    ).toBe(404);
  });

  it('time requests by route pattern and status, and count cache hits and misses', async () => {
    const project = await insertProject(testDb.database.db, { name: 'Metered' });
    const url = `/api/public/projects/${project.id}`;
    for (let i = 0; i < 3; i++)
      expect((await built.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await built.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(
      404,
    );
    const e = await scrape();
    expect(e.types.get('chainreview_http_request_duration_seconds')).toBe('histogram');
    const route = '/api/public/projects/:projectId';
    const count = find(e, 'chainreview_http_request_duration_seconds_count', {
      method: 'GET',
      route,
      status: '200',
    });
    expect(count.map((s) => s.value)).toEqual([3]);
    // buckets are cumulative and end at +Inf with the count
    const buckets = find(e, 'chainreview_http_request_duration_seconds_bucket', {
      route,
      status: '200',
    });
    expect(buckets.at(-1)!.labels.le).toBe('+Inf');
    expect(buckets.at(-1)!.value).toBe(3);
    for (let i = 1; i < buckets.length; i++)
      expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    // never a URL as a label: an unmatched path is one label
    expect(e.samples.some((s) => s.labels.route?.includes(String(project.id)))).toBe(false);
    expect(
      find(e, 'chainreview_http_request_duration_seconds_count', {
        route: 'unmatched',
        status: '404',
      }).map((s) => s.value),
    ).toEqual([1]);
    expect(find(e, 'chainreview_response_cache_requests_total', { result: 'miss' })[0]!.value).toBe(
      1,
    );
    expect(find(e, 'chainreview_response_cache_requests_total', { result: 'hit' })[0]!.value).toBe(
      2,
    );
  });

  it('report the indexer lag in blocks', async () => {
    expect(find(await scrape(), 'chainreview_indexer_lag_blocks')[0]!.value).toBe(7);
    chain.head = 5_100n;
    expect(find(await scrape(), 'chainreview_indexer_lag_blocks')[0]!.value).toBe(107);
    // the chain does not answer: unknown, and the scrape still answers
    chain.hanging = true;
    try {
      expect(find(await scrape(), 'chainreview_indexer_lag_blocks')[0]!.value).toBeNaN();
    } finally {
      chain.hanging = false;
    }
  });

  it.skipIf(dbKind !== 'postgres')('report the PostgreSQL pool state', async () => {
    const pool = find(await scrape(), 'chainreview_db_pool_connections');
    expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
    const total = pool.find((s) => s.labels.state === 'total')!.value;
    expect(total).toBeGreaterThan(0);
    expect(pool.find((s) => s.labels.state === 'idle')!.value).toBeLessThanOrEqual(total);
    expect(pool.find((s) => s.labels.state === 'waiting')!.value).toBe(0);
  });

  it.skipIf(dbKind !== 'pglite')(
    'have no pool state on PGlite (one in-process connection)',
    async () => {
      expect(find(await scrape(), 'chainreview_db_pool_connections')).toEqual([]);
    },
  );

  it('report Redis only when it is configured', async () => {
    expect(find(await scrape(), 'chainreview_redis_up')).toEqual([]);
  });

  it('count job runs and failures by job', async () => {
    let calls = 0;
    let done!: () => void;
    const third = new Promise<void>((resolve) => (done = resolve));
    const stop = startJobs(
      built.deps,
      [
        {
          name: 'metered-job',
          lockKey: 727_310_301,
          intervalMs: 5,
          run: async () => {
            calls += 1;
            if (calls === 2) throw new Error('chain read failed');
            if (calls === 3) done();
            return false;
          },
        },
      ],
      { error: () => undefined } as never,
    );
    await third;
    stop();
    await expect
      .poll(
        async () =>
          find(await scrape(), 'chainreview_job_runs_total', { job: 'metered-job' })[0]?.value,
      )
      .toBe(3);
    expect(
      find(await scrape(), 'chainreview_job_failures_total', { job: 'metered-job' })[0]!.value,
    ).toBe(1);
  });

  it('take gauges from other modules, labelled or not, and NaN for a read that fails', async () => {
    let pending = 4;
    built.metrics.gauge({ name: 'test_pending', help: 'Pending things', read: () => pending });
    built.metrics.gauge({
      name: 'test_by_chain',
      help: 'Things by chain',
      labelNames: ['chain'],
      read: async () => [
        { labels: { chain: '56' }, value: 2 },
        { labels: { chain: 'a "quoted" \\ name' }, value: 1 },
      ],
    });
    built.metrics.gauge({
      name: 'test_broken',
      help: 'A read that throws',
      read: () => {
        throw new Error('database down');
      },
    });
    let e = await scrape();
    expect(find(e, 'chainreview_test_pending')[0]!.value).toBe(4);
    expect(find(e, 'chainreview_test_by_chain').map((s) => [s.labels.chain, s.value])).toEqual([
      ['56', 2],
      ['a "quoted" \\ name', 1],
    ]);
    expect(find(e, 'chainreview_test_broken')[0]!.value).toBeNaN();
    pending = 0;
    e = await scrape();
    expect(find(e, 'chainreview_test_pending')[0]!.value).toBe(0);
  });

  it("include Node's process figures", async () => {
    const e = await scrape();
    expect(find(e, 'process_cpu_user_seconds_total').length).toBe(1);
    expect(e.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });
});
