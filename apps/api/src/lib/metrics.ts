// Prometheus metrics (prom-client), one registry per app. The API records what happens in
// requests and jobs; gauges are read at each scrape through `gauge()`, which any module may call
// to publish a value of its own. `startMetricsServer` serves the registry on METRICS_PORT, apart
// from the public port, so the figures are never exposed with the site.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { withTimeout } from './timeout.ts';

/** Every metric of ours starts with it. */
export const METRIC_PREFIX = 'chainreview_';

/** A gauge read that takes longer is reported as NaN (a scrape never hangs on a dependency). */
export const GAUGE_READ_TIMEOUT_MS = 1000;

/** One sample of a gauge: a value, with labels when the gauge has label names. */
export interface GaugeSample {
  labels?: Record<string, string>;
  value: number;
}

export interface GaugeSpec {
  /** Without the prefix: 'donations_pending' becomes chainreview_donations_pending. */
  name: string;
  help: string;
  labelNames?: string[];
  /**
   * Read at each scrape: a number (null when unknown: NaN) or samples per label set. A read that
   * throws or takes over a second gives NaN, and the scrape goes on.
   */
  read(): number | null | GaugeSample[] | Promise<number | null | GaugeSample[]>;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly cacheAnswers = new Counter({
    name: `${METRIC_PREFIX}response_cache_requests_total`,
    help: 'Public reads the response cache answered (hit) or had to compute (miss)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: `${METRIC_PREFIX}job_runs_total`,
    help: 'Background job runs by this process, by job',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  private readonly jobFailures = new Counter({
    name: `${METRIC_PREFIX}job_failures_total`,
    help: 'Background job runs that failed, by job',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  private defaultsOn = false;

  /** One answered request; `route` is the route's pattern ('/api/projects/:id'), never the URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status: String(status) }, seconds);
  }

  cacheAnswer(result: 'hit' | 'miss'): void {
    this.cacheAnswers.inc({ result });
  }

  /** A job ran (its lock taken) and finished or failed. */
  jobRan(job: string, failed: boolean): void {
    this.jobRuns.inc({ job });
    if (failed) this.jobFailures.inc({ job });
  }

  /** Publishes a value read at each scrape (pool state, pending donations...). */
  gauge(spec: GaugeSpec): void {
    const name = `${METRIC_PREFIX}${spec.name}`;
    const labelNames = spec.labelNames ?? [];
    new Gauge({
      name,
      help: spec.help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        let read: number | null | GaugeSample[];
        try {
          read = await withTimeout(Promise.resolve(spec.read()), GAUGE_READ_TIMEOUT_MS);
        } catch {
          read = null;
        }
        if (Array.isArray(read)) {
          for (const sample of read) this.set(sample.labels ?? {}, sample.value);
        } else if (labelNames.length === 0) this.set(read ?? Number.NaN);
      },
    });
  }

  /** Node's own figures (CPU, memory, event loop lag), once, when the metrics are served. */
  collectProcessMetrics(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** The registry in Prometheus's text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

/** Serves GET /metrics (and only that) on `host:port`; port 0 takes a free one. */
export async function startMetricsServer(
  metrics: Metrics,
  options: { host: string; port: number },
): Promise<MetricsServer> {
  metrics.collectProcessMetrics();
  const server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.text().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  // a scrape is short: no connection lingers past shutdown
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
