// Cross-origin reads. Public reads (everything under /api/public/, also as /api/v1/public/:
// projects, reviews and their signatures, feeds, the badge, share cards; and the OpenAPI
// document) answer any origin with
// `Access-Control-Allow-Origin: *` and no credentials, so a dapp, an explorer or a bot can show
// a rating or re-verify a signature from the browser. They send it whether or not the request
// names an origin, so a shared cache never keeps an answer without it (and no `Vary: Origin` is
// needed). Every other API route answers only the origins of CORS_ORIGINS (echoed, with
// `Vary: Origin`); any other origin gets no CORS header, so the browser keeps the answer from
// it and refuses the preflight of an `Authorization` header. Sessions travel in that header,
// never in cookies, so no answer allows credentials.
//
// A hook rather than @fastify/cors: two policies chosen by path, and preflights answered
// before routing for paths that have no OPTIONS route (the not-found handler owns the rest).
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Paths readable from any origin, unversioned or under /api/v1 (a query string may follow). */
const PUBLIC_PATH = /^\/api\/(v1\/)?(public\/|docs\/(json|yaml)(\?|$))/;
const PUBLIC_METHODS = 'GET, HEAD, OPTIONS';
const PARTNER_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a cross-origin reader may send beyond the safelisted headers (revalidation). */
const PUBLIC_REQUEST_HEADERS = 'content-type, if-none-match, if-modified-since';
const PARTNER_REQUEST_HEADERS = `authorization, ${PUBLIC_REQUEST_HEADERS}`;
/** Rate limits, revalidation and paging are readable by the caller's script. */
export const EXPOSED_HEADERS =
  'x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, retry-after, etag, link';
/** How long a browser keeps a preflight's answer (Chromium caps it at 2 hours). */
export const PREFLIGHT_MAX_AGE = 7200;

export const isPublicCorsPath = (url: string) => PUBLIC_PATH.test(url);

function preflight(reply: FastifyReply, methods: string, headers: string) {
  return reply
    .code(204)
    .header('access-control-allow-methods', methods)
    .header('access-control-allow-headers', headers)
    .header('access-control-max-age', String(PREFLIGHT_MAX_AGE))
    .send();
}

export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const partners = new Set(allowedOrigins.map((o) => o.toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    const { url, method } = request;
    if (!url.startsWith('/api/')) return;
    const isPreflight =
      method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (PUBLIC_PATH.test(url)) {
      if (!READ_METHODS.has(method)) return;
      reply
        .header('access-control-allow-origin', '*')
        .header('access-control-expose-headers', EXPOSED_HEADERS);
      if (isPreflight) return preflight(reply, PUBLIC_METHODS, PUBLIC_REQUEST_HEADERS);
      return;
    }
    if (partners.size === 0) return;
    // the answer depends on the origin: a cache must not give one origin's to another
    reply.header('vary', 'origin');
    const origin = request.headers.origin;
    if (!origin || !partners.has(origin.toLowerCase())) return;
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-expose-headers', EXPOSED_HEADERS);
    if (isPreflight) return preflight(reply, PARTNER_METHODS, PARTNER_REQUEST_HEADERS);
  });
}
