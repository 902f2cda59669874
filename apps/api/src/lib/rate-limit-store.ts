// The rate limit's store with REDIS_URL: counts in Redis (shared by every process) while Redis
// answers, and in this process while it does not. A limiter that fails closed would turn a
// Redis outage into an API outage, and one that fails open would drop the limits; this one keeps
// them per process during an outage (with N processes a client may get N times its limit).
import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Cache } from './cache.ts';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreClass = new (...args: unknown[]) => Store;

// the plugin's own stores (not exported by name, stable files since v6)
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly cache: Cache,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  private run(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
    // the local count always moves, so that it is warm when Redis goes away
    let counted: Counted | undefined;
    this.local[method](key, (_error, result) => (counted = result), timeWindow, max);
    this.cache
      .guard(
        () =>
          new Promise<Counted>((resolve, reject) =>
            this.shared[method](
              key,
              (error, result) => (error || !result ? reject(error) : resolve(result)),
              timeWindow,
              max,
            ),
          ),
      )
      .then(
        (result) => done(null, result),
        () => done(null, counted),
      );
  }

  incr(key: string, done: Done, timeWindow: number, max: number) {
    this.run('incr', key, done, timeWindow, max);
  }

  read(key: string, done: Done, timeWindow: number, max: number) {
    this.run('read', key, done, timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
    return new FallbackStore(
      this.cache,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
    );
  }
}

/** The store class for `@fastify/rate-limit`'s `store` option (the plugin constructs it). */
export function fallbackRateLimitStore(cache: Cache, nameSpace: string) {
  const redis = cache.redis;
  if (!redis) throw new Error('fallbackRateLimitStore needs a Redis cache');
  return class extends FallbackStore {
    constructor(
      options: FastifyRateLimitOptions & {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      },
    ) {
      const { continueExceeding, exponentialBackoff } = options;
      super(
        cache,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
