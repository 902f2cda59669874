// What services need, passed in (STYLE habit 3): tests hand in a fixed clock or another db.
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Cache } from './lib/cache.ts';
import type { Metrics } from './lib/metrics.ts';

/** Where deliberate degradations (a chain read, a price, an NFT) say what went wrong. */
export interface DepsLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/** A logger that drops everything (tests and scripts that build deps by hand). */
export const silentLogger: DepsLogger = { warn: () => undefined };

export interface Deps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  now: () => Date;
  cache: Cache;
  log: DepsLogger;
  /** Public data changed outside a request (a job): cached public reads are dropped. */
  publicDataChanged: () => Promise<void>;
  /** The app's Prometheus metrics (absent in deps built by hand): `metrics.gauge()` adds one. */
  metrics?: Metrics;
}
