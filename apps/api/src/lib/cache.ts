// A small key/value cache with TTL and pub/sub: in process by default, Redis when REDIS_URL is
// set so that several API processes share it.
import { Redis } from 'ioredis';

export interface Cache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Adds one to a counter (created at 0) and returns the new value; counters do not expire. */
  incr(key: string): Promise<number>;
  /** Reads and deletes in one step (single-use values: at most one caller gets it). */
  take(key: string): Promise<string | null>;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
  /** The Redis client for plugins that take one (rate limit); null in memory mode. */
  readonly redis: Redis | null;
}

export function memoryCache(now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: string; expires: number }>();
  const channels = new Map<string, Set<(message: string) => void>>();
  return {
    kind: 'memory',
    redis: null,
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { value, expires: now() + ttlSeconds * 1000 });
    },
    async del(key) {
      entries.delete(key);
    },
    async incr(key) {
      const next = Number((await this.get(key)) ?? 0) + 1;
      entries.set(key, { value: String(next), expires: Number.POSITIVE_INFINITY });
      return next;
    },
    async take(key) {
      const value = await this.get(key);
      entries.delete(key);
      return value;
    },
    async publish(channel, message) {
      for (const handler of channels.get(channel) ?? []) handler(message);
    },
    async subscribe(channel, handler) {
      const set = channels.get(channel) ?? new Set();
      set.add(handler);
      channels.set(channel, set);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      entries.clear();
      channels.clear();
    },
  };
}

export function redisCache(url: string, prefix = 'chainreview:'): Cache {
  const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, keyPrefix: prefix });
  let subscriber: Redis | null = null;
  const handlers = new Map<string, Set<(message: string) => void>>();
  const ensureSubscriber = () => {
    if (!subscriber) {
      subscriber = client.duplicate();
      subscriber.on('message', (channel: string, message: string) => {
        for (const handler of handlers.get(channel.slice(prefix.length)) ?? []) handler(message);
      });
    }
    return subscriber;
  };
  return {
    kind: 'redis',
    redis: client,
    get: (key) => client.get(key),
    async set(key, value, ttlSeconds) {
      await client.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    },
    async del(key) {
      await client.del(key);
    },
    incr: (key) => client.incr(key),
    take: (key) => client.getdel(key),
    async publish(channel, message) {
      await client.publish(prefix + channel, message);
    },
    async subscribe(channel, handler) {
      const sub = ensureSubscriber();
      const set = handlers.get(channel) ?? new Set();
      if (set.size === 0) await sub.subscribe(prefix + channel);
      set.add(handler);
      handlers.set(channel, set);
      return async () => {
        set.delete(handler);
        if (set.size === 0) await sub.unsubscribe(prefix + channel);
      };
    },
    async close() {
      await subscriber?.quit();
      await client.quit();
    },
  };
}
