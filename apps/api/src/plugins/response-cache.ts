// The public read cache. Every GET under /api/public/ that answers 200 JSON is kept under the
// current public-data generation; a write that changes public data moves the generation on
// before its own response leaves, so the writer's next read misses and is fresh, and every other
// process hears of it through the cache's pub/sub (and, should a message be lost, from a poll
// once a second). Public routes never depend on the viewer (a viewer's fields live on the
// /api/<path> twin, which is not cached), so one entry serves everybody.
//
// Two layers: this process's memory (a byte-bounded LRU) and, with REDIS_URL, Redis (shared by
// every process, so one process's render serves all). Entries carry an ETag (If-None-Match gets
// 304), their body as bytes and their gzip and brotli forms, made once on first ask: a hit
// does no serialization, hashing or compression. Concurrent misses of one key wait for the
// first one's answer instead of all rendering it (no stampede when an entry expires or a write
// moves the generation on under load).
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DepsLogger } from '../deps.ts';
import type { Cache } from '../lib/cache.ts';
import { linkHeader } from '../lib/paging.ts';
import {
  COMPRESS_FROM_BYTES,
  compressSync,
  pickEncoding,
  type Encoding,
} from '../lib/compression.ts';

export { pickEncoding };

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache key this public read is stored under when it succeeds. */
    responseCacheKey: string | null;
  }
}

const PUBLIC_PREFIX = '/api/public/';
const GENERATION_KEY = 'rc:gen';
const GENERATION_CHANNEL = 'rc:gen';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writes that change nothing a public read shows (sessions, the bell, uploads, own NFT list). */
const PRIVATE_WRITES =
  /^\/api\/(login|verify-login|logout|popup|sync-nfts|storage\/upload|notifications(\/.*)?|read-all-notifications|internal\/backup)(\?|$)/;
/**
 * Reads whose answer moves with the clock and not only with writes (a quest's state follows
 * its start and end times; reading its winners settles an ended draw): never cached.
 */
const CLOCK_DEPENDENT = /^\/api\/public\/campaigns(\/|\?|$)/;
/** Repeat visitors revalidate with the ETag (a 304 is a few bytes). */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

interface Entry {
  body: Buffer;
  type: string;
  etag: string;
  expires: number;
  /** The next page's query (a cursor-paged list): the Link header is made from it per reader. */
  next?: string | null;
  encoded?: Partial<Record<Encoding, Buffer>>;
}

export interface ResponseCacheOptions {
  cache: Cache;
  enabled: boolean;
  ttlSeconds: number;
  log: DepsLogger;
  /** Memory for the in-process layer (bodies as UTF-16 plus their compressed forms). */
  maxBytes?: number;
  pollMs?: number;
}

export interface ResponseCache {
  /** Public data changed: every cached read is stale from now on, in every process. */
  invalidate(): Promise<void>;
  generation(): number;
  stats(): { hits: number; misses: number; entries: number; bytes: number };
  close(): Promise<void>;
}

export async function registerResponseCache(
  app: FastifyInstance,
  options: ResponseCacheOptions,
): Promise<ResponseCache> {
  const { cache, ttlSeconds, log } = options;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const local = new Map<string, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  // The generation never goes back: a write raises it to at least the clock (ms), so a Redis
  // restarted empty (its counter at 0) cannot bring back a generation whose entries are stale.
  // Unknown at start (Redis away): a fresh one, so that no entry stored before can match.
  const known = await cache.get(GENERATION_KEY);
  let generation = cache.status() === 'up' ? Number(known ?? 0) : Date.now();

  const sizeOf = (entry: Entry) =>
    entry.body.length + (entry.encoded?.br?.length ?? 0) + (entry.encoded?.gzip?.length ?? 0);
  /** Misses being rendered now: the key's first request settles it with its entry (or null). */
  const inFlight = new Map<
    string,
    { done: Promise<Entry | null>; settle(entry: Entry | null): void }
  >();
  const forget = (key: string) => {
    const entry = local.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    local.delete(key);
  };
  const remember = (key: string, entry: Entry) => {
    forget(key);
    local.set(key, entry);
    bytes += sizeOf(entry);
    // least recently used first (a hit re-inserts its entry at the end)
    for (const oldest of local.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  };
  const advance = (next: number) => {
    if (!Number.isFinite(next) || next <= generation) return;
    generation = next;
    local.clear();
    bytes = 0;
  };

  const unsubscribe = await cache.subscribe(GENERATION_CHANNEL, (message) =>
    advance(Number(message)),
  );
  /** Makes Redis (and through it every process) at least as far on as this process. */
  const share = async (floor: number) => {
    advance(await cache.raise(GENERATION_KEY, floor));
    await cache.publish(GENERATION_CHANNEL, String(generation));
  };
  // A lost message (a Redis reconnect) is caught up within a second, both ways: a generation
  // this process moved on to while Redis was away (or before Redis restarted empty) is shared.
  const poll =
    cache.kind === 'redis'
      ? setInterval(() => {
          void trusted();
          if (cache.status() !== 'up') return;
          cache
            .get(GENERATION_KEY)
            .then((value) => {
              const shared = Number(value ?? 0);
              if (shared < generation && cache.status() === 'up') return share(generation);
              advance(shared);
            })
            .catch(() => undefined);
        }, options.pollMs ?? 1000).unref()
      : null;

  const invalidate = async () => {
    const floor = Math.max(Date.now(), generation + 1);
    try {
      await share(floor);
    } catch {
      // Redis is away (the cache logs that once): this process moves on alone now, and shares
      // its generation when Redis answers again
      advance(floor);
      await cache.publish(GENERATION_CHANNEL, String(generation));
    }
  };

  // While Redis is away this process cannot hear of another's writes: nothing cached is
  // served (reads go to the database). When it answers again, whatever was rendered before is
  // suspect (another process may have written meanwhile): the generation moves on everywhere.
  let outage = false;
  let recovering: Promise<void> | null = null;
  const trusted = async (): Promise<boolean> => {
    if (cache.kind !== 'redis') return true;
    if (cache.status() !== 'up') {
      outage = true;
      return false;
    }
    if (outage) {
      outage = false;
      recovering = invalidate().finally(() => (recovering = null));
    }
    if (recovering) await recovering;
    return true;
  };

  const lookup = async (key: string): Promise<Entry | null> => {
    const entry = local.get(key);
    if (entry) {
      if (entry.expires > Date.now()) {
        local.delete(key);
        local.set(key, entry);
        return entry;
      }
      forget(key);
    }
    if (cache.kind !== 'redis' || cache.status() !== 'up') return null;
    try {
      const shared = await cache.get(`rc:e:${key}`);
      if (!shared) return null;
      const stored = JSON.parse(shared) as Omit<Entry, 'body'> & { body: string };
      const found: Entry = { ...stored, body: Buffer.from(stored.body) };
      remember(key, found);
      return found;
    } catch {
      return null;
    }
  };

  const store = (key: string, entry: Entry) => {
    remember(key, entry);
    if (cache.kind === 'redis' && cache.status() === 'up') {
      const { body, type, etag, expires, next } = entry;
      cache
        .set(
          `rc:e:${key}`,
          JSON.stringify({ body: body.toString(), type, etag, expires, next }),
          ttlSeconds,
        )
        .catch((error: unknown) => log.warn({ err: error }, 'response cache: could not store'));
    }
  };

  const encoded = (cacheKey: string, entry: Entry, encoding: Encoding): Buffer => {
    const known = entry.encoded?.[encoding];
    if (known) return known;
    const output = compressSync(entry.body, encoding);
    const before = sizeOf(entry);
    entry.encoded = { ...entry.encoded, [encoding]: output };
    if (local.get(cacheKey) === entry) bytes += sizeOf(entry) - before;
    return output;
  };

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    cacheKey: string,
    entry: Entry,
  ) => {
    reply.headers({
      etag: entry.etag,
      'cache-control': CACHE_CONTROL,
      vary: 'accept-encoding',
      'x-cache': 'hit',
    });
    // the same entry serves /api/public/... and /api/v1/public/...: each gets its own path
    if (entry.next) reply.header('link', linkHeader(request, entry.next));
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    reply.type(entry.type);
    const encoding =
      entry.body.length >= COMPRESS_FROM_BYTES
        ? pickEncoding(request.headers['accept-encoding'])
        : null;
    if (!encoding) return reply.send(entry.body);
    const body = encoded(cacheKey, entry, encoding);
    return reply.header('content-encoding', encoding).send(body);
  };

  app.decorateRequest('responseCacheKey', null);
  app.decorateRequest('nextPageQuery', null);

  // Looked up as the last preHandler of each public GET, so rate limits and validation still
  // apply to answers from the cache.
  const lookupHook = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await trusted())) return;
    const cacheKey = `${generation}:${request.url}`;
    let entry = await lookup(cacheKey);
    if (!entry) {
      const pending = inFlight.get(cacheKey);
      // another request is rendering this key: its answer serves this one too
      if (pending) entry = await pending.done;
    }
    if (!entry) {
      misses++;
      request.responseCacheKey = cacheKey;
      if (!inFlight.has(cacheKey)) {
        let settle!: (entry: Entry | null) => void;
        const done = new Promise<Entry | null>((resolve) => (settle = resolve));
        inFlight.set(cacheKey, { done, settle });
      }
      return;
    }
    hits++;
    return answer(request, reply, cacheKey, entry);
  };
  /** The miss of `cacheKey` is over (stored or not): whoever waited on it goes on. */
  const settle = (cacheKey: string, entry: Entry | null) => {
    const pending = inFlight.get(cacheKey);
    if (!pending) return;
    inFlight.delete(cacheKey);
    pending.settle(entry);
  };
  if (options.enabled) {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.includes('GET') || !route.url.startsWith(PUBLIC_PREFIX)) return;
      if (CLOCK_DEPENDENT.test(route.url)) return;
      const existing = route.preHandler;
      route.preHandler = [
        ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
        lookupHook,
      ];
    });
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITE_METHODS.has(request.method)) {
      if (
        reply.statusCode < 400 &&
        request.url.startsWith('/api/') &&
        !PRIVATE_WRITES.test(request.url)
      )
        await invalidate();
      return payload;
    }
    const cacheKey = request.responseCacheKey;
    if (!cacheKey) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      settle(cacheKey, null);
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (
      !type.startsWith('application/json') ||
      reply.getHeader('set-cookie') ||
      String(reply.getHeader('cache-control') ?? '').includes('no-store')
    ) {
      settle(cacheKey, null);
      return payload;
    }
    const body = Buffer.from(payload);
    const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    reply.header('etag', etag).header('cache-control', CACHE_CONTROL).header('x-cache', 'miss');
    reply.header('vary', 'accept-encoding');
    // stored under the generation the read started in: a write meanwhile makes it unreachable
    const entry: Entry = {
      body,
      type,
      etag,
      expires: Date.now() + ttlSeconds * 1000,
      next: request.nextPageQuery,
    };
    store(cacheKey, entry);
    settle(cacheKey, entry);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  // a miss that never reached onSend (an aborted request, an error before sending) frees its
  // waiters here; they then render the answer themselves
  app.addHook('onResponse', async (request) => {
    if (request.responseCacheKey) settle(request.responseCacheKey, null);
  });
  app.addHook('onRequestAbort', async (request) => {
    if (request.responseCacheKey) settle(request.responseCacheKey, null);
  });

  return {
    invalidate,
    generation: () => generation,
    stats: () => ({ hits, misses, entries: local.size, bytes }),
    async close() {
      if (poll) clearInterval(poll);
      await unsubscribe();
    },
  };
}
