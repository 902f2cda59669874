// buildApp(): the Fastify instance with its plugins in order (external, then app, then
// modules). Only server.ts listens; tests call app.inject().
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '@chainreview/shared';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './deps.ts';
import { memoryCache, redisCache, type Cache } from './lib/cache.ts';
import { fallbackRateLimitStore } from './lib/rate-limit-store.ts';
import { errorBody } from './lib/errors.ts';
import { Metrics } from './lib/metrics.ts';
import { REDACT_PATHS, redactUrl } from './lib/redact.ts';
import { unversionedUrl } from './lib/api-version.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCors } from './plugins/cors.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { frameworkErrors, registerInputGuard } from './plugins/input-guard.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerResponseCache, type ResponseCache } from './plugins/response-cache.ts';
import { authenticate, authRoutes } from './modules/auth/index.ts';
import { checkChain, healthRoutes } from './modules/health/index.ts';
import { type DonationRuntime, systemConfigRoutes } from './modules/system-config/index.ts';
import { usersRoutes } from './modules/users/index.ts';
import { projectsRoutes } from './modules/projects/index.ts';
import { followsRoutes } from './modules/follows/index.ts';
import { storageRoutes } from './modules/storage/index.ts';
import { backupRoutes } from './modules/backup/index.ts';
import { pricesRoutes } from './modules/prices/index.ts';
import { reviewsRoutes, reviewTrustRoutes } from './modules/reviews/index.ts';
import { trustRoutes } from './modules/trust/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { removalRoutes } from './modules/removal/index.ts';
import { donationsRoutes, pendingDonationCount } from './modules/donations/index.ts';
import { nftsRoutes } from './modules/nfts/index.ts';
import { questsRoutes } from './modules/quests/index.ts';
import { registerPages } from './modules/pages/index.ts';
import { ShareCards, shareRoutes } from './modules/share/index.ts';
import { tlogRoutes } from './modules/tlog/index.ts';
import { anchorRoutes } from './modules/anchor/index.ts';
import { exportRoutes } from './modules/export/index.ts';
import { donationChain, donationRuntimeFromConfig } from './chain/donation.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  now?: () => Date;
  cache?: Cache;
  demo?: boolean;
  donation?: () => DonationRuntime | null;
  logger?: boolean;
  /** Where the log goes (tests read it); stdout by default. */
  logStream?: { write(line: string): void };
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
  responseCache: ResponseCache;
  /** The share-card renderer (its worker ends with the app). */
  shareCards: ShareCards;
  /** Prometheus metrics (served by server.ts on METRICS_PORT). */
  metrics: Metrics;
}

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}

/** Trusts the nearest `hops` proxies (Fastify takes a number too, but its types do not). */
function hopsTrusted(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT_PATHS, censor: '[redacted]' },
            serializers: {
              req: (req: FastifyRequest) => ({
                method: req.method,
                url: redactUrl(req.url),
                host: req.host,
                remoteAddress: req.ip,
              }),
            },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // X-Forwarded-* is believed only when TRUST_PROXY says so (never by NODE_ENV)
    trustProxy:
      typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // /api/v1/... is routed as /api/... (request.originalUrl keeps what was asked for)
    rewriteUrl: (req) => unversionedUrl(req.url ?? '/'),
  });
  const cache =
    options.cache ??
    (config.redisUrl
      ? redisCache(config.redisUrl, config.redisPrefix, {
          commandTimeoutMs: config.redisCommandTimeoutMs,
          log: app.log,
        })
      : memoryCache());
  const metrics = new Metrics();
  const deps: Deps = {
    db: database.db,
    dbKind: database.kind,
    config,
    now: options.now ?? (() => new Date()),
    cache,
    log: app.log,
    publicDataChanged: async () => undefined,
    metrics,
  };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerMetrics(app, metrics, deps, database);
  app.addHook('onClose', async () => {
    if (!options.cache) await cache.close();
  });

  // external plugins
  // Security headers on every answer, set in onRequest so that routes may override them
  // (the badge and embed pages allow framing; pages add their inline scripts' hashes).
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https:', 'wss:', 'http://127.0.0.1:*', 'ws://127.0.0.1:*'],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the site is served over https (an http origin would be locked out)
    strictTransportSecurity: config.publicUrl?.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  // before the rate limit and the routes: preflights are answered here, and every answer
  // (errors, 429s, cached reads) carries the CORS headers
  registerCors(app, config.corsOrigins);
  // an answer for a signed-in viewer is theirs alone: no shared or browser cache keeps it
  app.addHook('onSend', async (request, reply) => {
    if (
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/public/') &&
      request.headers.authorization
    )
      reply.header('cache-control', 'no-store');
  });
  // brotli or gzip for every compressible answer over 1 KB (route-level onSend, so after ours)
  // Answers made per request (the cache's entries keep their own, better compressed forms):
  // under 64 KB in one synchronous call, as a zlib stream per answer costs more than the
  // compression (the default streams above 8 KB on two cores: 1.3 ms of CPU for a 9 KB page
  // of reviews); brotli at quality 1, 35 us for that page against 290 us at the plugin's 4,
  // for 7% more bytes (2.97 KB against 2.78 KB); the size hint (the sync path's most) lets
  // brotli size its window for a page instead of for megabytes: 26 us instead of 42 for a
  // 7.4 KB page, the same bytes
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 65_536,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: 65_536,
      },
    },
  });
  registerAuth(app, deps, authenticate);
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    // Redis while it answers, this process's counts while it does not (lib/rate-limit-store.ts)
    ...(cache.redis ? { store: fallbackRateLimitStore(cache, 'rl:') } : {}),
    keyGenerator: (request: FastifyRequest) => {
      const viewer = request.viewer;
      if (viewer && WRITE_METHODS.has(request.method)) return `write:${viewer.user.id}`;
      if (viewer) return `user:${viewer.user.id}`;
      return `ip:${request.ip}`;
    },
    max: (_request: FastifyRequest, key: string) =>
      key.startsWith('write:') ? config.rateLimits.writePerMin : config.rateLimits.anonPerMin,
    timeWindow: '1 minute',
    allowList: (request: FastifyRequest) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(429, ['limit_rate']),
      statusCode: context.statusCode,
    }),
  });
  // after the rate limit: its per-route hooks run before the cache lookup
  const responseCache = await registerResponseCache(app, {
    cache,
    enabled: config.responseCache.enabled,
    ttlSeconds: config.responseCache.ttlSeconds,
    log: app.log,
  });
  deps.publicDataChanged = responseCache.invalidate;
  app.addHook('onClose', () => responseCache.close());
  await app.register(multipart, {
    limits: { fileSize: LIMITS.upload.maxBytes, files: 1, fields: 10 },
  });
  await registerOpenApi(app, { publicUrl: config.publicUrl });

  // modules
  await app.register(healthRoutes, { deps });
  const donation = options.donation ?? (() => donationRuntimeFromConfig(config));
  await app.register(systemConfigRoutes, { deps, demo: options.demo ?? false, donation });
  await app.register(authRoutes, { deps });
  await app.register(usersRoutes, { deps });
  await app.register(projectsRoutes, { deps });
  await app.register(followsRoutes, { deps });
  await app.register(storageRoutes, { deps });
  if (database.kind === 'pglite')
    await app.register(backupRoutes, {
      deps,
      client: (database.db as unknown as { $client: PGlite }).$client,
    });
  await app.register(pricesRoutes, { deps });
  await app.register(reviewsRoutes, { deps });
  await app.register(reviewTrustRoutes, { deps });
  await app.register(trustRoutes, { deps });
  await app.register(notificationsRoutes, { deps });
  await app.register(adminRoutes, { deps });
  await app.register(removalRoutes, { deps });
  await app.register(donationsRoutes, { deps });
  await app.register(nftsRoutes, { deps });
  const shareCards = new ShareCards(deps);
  app.addHook('onClose', () => shareCards.close());
  await app.register(shareRoutes, { deps, cards: shareCards });
  await app.register(questsRoutes, { deps });
  await app.register(tlogRoutes, { deps });
  await app.register(anchorRoutes, { deps });
  await app.register(exportRoutes, { deps });

  // the SPA (hashed assets; page HTML, robots.txt and sitemaps come from the pages module)
  const webDist = config.webDistDir ? path.resolve(config.webDistDir) : defaultWebDist();
  if (fs.existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // dist holds .br and .gz copies made at build time (apps/web/scripts/precompress.mjs)
      preCompressed: true,
      // hashed names never change content; other files (favicon, logos) may, within an hour
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }
  registerPages(app, { deps, webDist });

  return { app, deps, responseCache, shareCards, metrics };
}

/** Request durations and cache answers as they happen; pool, Redis and indexer at each scrape. */
function registerMetrics(app: FastifyInstance, metrics: Metrics, deps: Deps, database: Database) {
  app.addHook('onResponse', (request, reply, done) => {
    // the route's pattern keeps the label set small; what no route matched is one label
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    const cached = reply.getHeader('x-cache');
    if (cached === 'hit' || cached === 'miss') metrics.cacheAnswer(cached);
    done();
  });
  const poolState = database.poolState;
  if (poolState)
    metrics.gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      read: () => {
        const pool = poolState();
        return [
          { labels: { state: 'total' }, value: pool.total },
          { labels: { state: 'idle' }, value: pool.idle },
          { labels: { state: 'waiting' }, value: pool.waiting },
        ];
      },
    });
  if (deps.config.redisUrl)
    metrics.gauge({
      name: 'redis_up',
      help: 'Whether the Redis connection is ready (1) or not (0)',
      read: () => (deps.cache.status() === 'up' ? 1 : 0),
    });
  if (donationChain(deps.config))
    metrics.gauge({
      name: 'indexer_lag_blocks',
      help: "Blocks between the donation chain's head and the donation indexer's cursor (NaN: unknown)",
      read: async () => (await checkChain(deps)).indexer.lagBlocks,
    });
  if (donationChain(deps.config))
    metrics.gauge({
      name: 'donations_pending',
      help: 'Donations seen on chain and not yet at their confirmation depth',
      read: () => pendingDonationCount(deps),
    });
}
