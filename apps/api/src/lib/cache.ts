// A small key/value cache with TTL and pub/sub: in process by default, Redis when REDIS_URL is
// set so that several API processes share it.
//
// Redis is optional at run time too: every command has a short timeout, and while Redis is
// down, frozen or restarting the cache degrades instead of failing (get misses, set/del are
// kept in this process, publish reaches this process's subscribers) and comes back by itself.
import crypto from 'node:crypto';
import { Redis, ReplyError } from 'ioredis';

export type CacheStatus = 'up' | 'down';

export interface Cache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /**
   * Adds one to a counter (created at 0) and returns the new value; counters do not expire.
   * Rejects while the shared store is unreachable (a counter cannot be shared then).
   */
  incr(key: string): Promise<number>;
  /**
   * Sets a counter to the larger of its value + 1 and `atLeast` and returns it, in one step;
   * rejects while the shared store is unreachable.
   */
  raise(key: string, atLeast: number): Promise<number>;
  /** Reads and deletes in one step (single-use values: at most one caller gets it). */
  take(key: string): Promise<string | null>;
  /** Never fails: this process's subscribers hear it at once, others through Redis. */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  readonly kind: 'memory' | 'redis';
  /** 'down' while Redis is unreachable or too slow (memory: always 'up'). */
  status(): CacheStatus;
  /**
   * Runs a raw command on Redis under the cache's outage rules: rejects at once while Redis
   * is down, and a timeout or a cut connection marks it down. Rejects in memory mode.
   */
  guard<T>(command: (redis: Redis) => Promise<T>): Promise<T>;
  /** The Redis client for plugins that take one (rate limit); null in memory mode. */
  readonly redis: Redis | null;
}

export interface CacheLogger {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

const quiet: CacheLogger = { warn: () => undefined, info: () => undefined };

export class CacheUnavailableError extends Error {
  constructor() {
    super('the shared cache is unreachable');
  }
}

export function memoryCache(now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: string; expires: number }>();
  const channels = new Map<string, Set<(message: string) => void>>();
  return {
    kind: 'memory',
    redis: null,
    status: () => 'up',
    guard: () => Promise.reject(new CacheUnavailableError()),
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
      return this.raise(key, 0);
    },
    async raise(key, atLeast) {
      const next = Math.max(Number((await this.get(key)) ?? 0) + 1, atLeast);
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

/**
 * What this process keeps while Redis is away: values set during an outage (so a ticket issued
 * then can still be taken here), bounded in entries and bytes, oldest out first.
 */
function outageStore(maxEntries: number, maxBytes: number) {
  const entries = new Map<string, { value: string; expires: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= key.length + entry.value.length;
    entries.delete(key);
  };
  const get = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires > Date.now()) return entry.value;
    drop(key);
    return null;
  };
  return {
    get,
    set(key: string, value: string, ttlSeconds: number) {
      drop(key);
      if (key.length + value.length > maxBytes) return;
      entries.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
      bytes += key.length + value.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    del: drop,
    take(key: string) {
      const value = get(key);
      drop(key);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}

// max(value + 1, floor), atomically: a generation that never goes back, even after Redis
// restarts empty (the floor is the caller's clock)
const RAISE_SCRIPT = `
local next = math.max((tonumber(redis.call('GET', KEYS[1])) or 0) + 1, tonumber(ARGV[1]))
redis.call('SET', KEYS[1], string.format('%d', next))
return string.format('%d', next)`;

export interface RedisCacheOptions {
  /** Longest wait for one command (connects included) before Redis counts as down. */
  commandTimeoutMs?: number;
  /** How often a Redis that stopped answering is asked again (PING). */
  probeMs?: number;
  log?: CacheLogger;
}

export function redisCache(
  url: string,
  prefix = 'chainreview:',
  options: RedisCacheOptions = {},
): Cache {
  const timeoutMs = options.commandTimeoutMs ?? 300;
  const probeMs = options.probeMs ?? 500;
  const log = options.log ?? quiet;
  // publish tags each message with its process: this process hears its own at once, not twice
  const origin = crypto.randomBytes(6).toString('hex');
  const client = new Redis(url, {
    keyPrefix: prefix,
    // a backstop for the client's own commands (ready check, subscribe); ours time out below
    commandTimeout: timeoutMs * 2,
    connectTimeout: Math.max(timeoutMs, 1000),
    // a command while Redis is unreachable fails now (the cache degrades) instead of waiting
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // never gives up: Redis may come back in an hour
    retryStrategy: (times) => Math.min(50 * 2 ** Math.min(times, 6), 2000),
    lazyConnect: false,
  });
  client.defineCommand('raiseCounter', { numberOfKeys: 1, lua: RAISE_SCRIPT });
  const fallback = outageStore(10_000, 16 * 1024 * 1024);
  let up = false;
  let closed = false;
  /** Whether this outage was logged (once per outage; the first start counts as one). */
  let reported = false;
  let probe: NodeJS.Timeout | null = null;

  const stopProbe = () => {
    if (probe) clearInterval(probe);
    probe = null;
  };
  const markUp = () => {
    if (closed) return;
    stopProbe();
    if (!up && reported) log.info({}, 'redis: reachable again, shared cache and limits back');
    up = true;
    reported = false;
  };
  const markDown = (error: unknown) => {
    if (closed) return;
    if (!reported) {
      log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'redis: unreachable, serving without it (in-process cache, limits and pub/sub)',
      );
      reported = true;
    }
    up = false;
    // a connection that stays open but stopped answering (a frozen Redis) is asked again;
    // a closed one comes back through its reconnect and 'ready'
    if (!probe && client.status === 'ready') {
      probe = setInterval(() => {
        if (client.status !== 'ready') return;
        client.ping().then(markUp, () => undefined);
      }, probeMs).unref();
    }
  };
  client.on('ready', markUp);
  client.on('error', markDown);
  client.on('close', () => markDown(new Error('connection closed')));
  // The first commands wait for the first connection (at most one timeout), so that a process
  // starting beside a healthy Redis does not begin without it; later ones never wait.
  let starting: Promise<void> | null = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', done);
    client.once('error', done);
  }).then(() => {
    starting = null;
  });

  const attempt = async <T>(command: () => Promise<T>): Promise<T> => {
    if (!up && starting) await starting;
    if (!up) throw new CacheUnavailableError();
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        command(),
        new Promise<never>((_resolve, reject) => {
          // After a busy stretch of the event loop the timer runs before the socket is read:
          // setImmediate lets a reply that is already there arrive first (not a timeout).
          timer = setTimeout(
            () => setImmediate(() => reject(new Error('redis command timed out'))),
            timeoutMs,
          );
        }),
      ]);
    } catch (error) {
      // a Redis that answers with an error is up; one that does not answer is not
      if (!(error instanceof ReplyError)) markDown(error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  let subscriber: Redis | null = null;
  const handlers = new Map<string, Set<(message: string) => void>>();
  const deliver = (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(message);
      } catch (error) {
        log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'pub/sub handler',
        );
      }
    }
  };
  const ensureSubscriber = () => {
    if (subscriber) return subscriber;
    const sub = client.duplicate({ autoResubscribe: false });
    subscriber = sub;
    sub.on('error', () => undefined);
    sub.on('message', (channel: string, raw: string) => {
      const space = raw.indexOf(' ');
      if (space < 0 || raw.slice(0, space) === origin) return;
      deliver(channel.slice(prefix.length), raw.slice(space + 1));
    });
    // on every (re)connect: Redis forgot this connection's channels
    sub.on('ready', () => {
      const channels = [...handlers.keys()].map((channel) => prefix + channel);
      if (channels.length) sub.subscribe(...channels).catch(() => undefined);
    });
    return sub;
  };

  return {
    kind: 'redis',
    redis: client,
    status: () => (up ? 'up' : 'down'),
    guard: (command) => attempt(() => command(client)),
    async get(key) {
      try {
        return await attempt(() => client.get(key));
      } catch {
        return fallback.get(key);
      }
    },
    async set(key, value, ttlSeconds) {
      try {
        await attempt(() => client.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds))));
        fallback.del(key);
      } catch {
        fallback.set(key, value, ttlSeconds);
      }
    },
    async del(key) {
      fallback.del(key);
      await attempt(() => client.del(key)).catch(() => undefined);
    },
    incr: (key) => attempt(() => client.incr(key)),
    async raise(key, atLeast) {
      const raised = (client as unknown as Record<string, (...args: unknown[]) => Promise<string>>)
        .raiseCounter!;
      return Number(await attempt(() => raised.call(client, key, String(Math.floor(atLeast)))));
    },
    async take(key) {
      try {
        const shared = await attempt(() => client.getdel(key));
        // a value set while Redis was away lives here
        return shared ?? fallback.take(key);
      } catch {
        // never handed out twice: a value in an unreachable Redis stays there (and expires)
        return fallback.take(key);
      }
    },
    async publish(channel, message) {
      deliver(channel, message);
      await attempt(() => client.publish(prefix + channel, `${origin} ${message}`)).catch(
        () => undefined,
      );
    },
    async subscribe(channel, handler) {
      const sub = ensureSubscriber();
      const known = handlers.get(channel);
      const set = known ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      // not ready yet: its 'ready' subscribes every known channel
      if (!known && sub.status === 'ready')
        await sub.subscribe(prefix + channel).catch(() => undefined);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          if (sub.status === 'ready')
            await sub.unsubscribe(prefix + channel).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      stopProbe();
      const quit = async (connection: Redis) => {
        try {
          await connection.quit();
        } catch {
          connection.disconnect();
        }
      };
      await Promise.all([subscriber ? quit(subscriber) : undefined, quit(client)]);
    },
  };
}
