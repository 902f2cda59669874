// The transparency log over HTTP, under one public prefix (CORS-readable like every public
// read): the latest checkpoint, hash tiles and entry bundles (C2SP tlog-tiles), the public key,
// and inclusion and consistency proofs as JSON. An internal route makes a checkpoint now.
import type { FastifyInstance } from 'fastify';
import { TLOG_PUBLIC_PREFIX } from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { tokenMatches } from '../../db/backup.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { typed } from '../../lib/routes.ts';
import { answerOf, documented } from '../../plugins/openapi.ts';
import {
  logKey,
  makeCheckpoint,
  parseTileRequest,
  proveConsistency,
  proveInclusion,
  readTile,
  servedCheckpoint,
  useLogConfig,
} from './tlog.service.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
/** A full tile never changes; a partial one is replaced by wider ones as the log grows. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=10';
const position = z.string().regex(/^(0|[1-9]\d{0,14})$/, 'log_range_invalid');
const b64 = z.string();

export async function tlogRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  useLogConfig(deps.config);
  const t = typed(app);
  const tags = ['transparency log'];

  t.get(
    `${TLOG_PUBLIC_PREFIX}/checkpoint`,
    {
      schema: {
        tags,
        summary: 'The latest checkpoint: a C2SP signed note (origin, size, base64 root hash)',
        produces: ['text/plain'],
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const checkpoint = await servedCheckpoint(deps);
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(checkpoint.note);
    },
  );

  t.get(
    `${TLOG_PUBLIC_PREFIX}/key`,
    {
      schema: {
        tags,
        summary: "The log's origin and Ed25519 public key (as a note verifier key)",
        response: {
          200: z.object({
            origin: z.string(),
            keyName: z.string(),
            verifierKey: z.string(),
            publicKey: b64,
          }),
        },
      },
    },
    async () => logKey(deps.config),
  );

  t.get(
    `${TLOG_PUBLIC_PREFIX}/tile/*`,
    {
      schema: {
        errorCodes: { 404: ['not_found'] },
        tags,
        summary:
          'A hash tile tile/<L>/<N>[.p/<W>] or an entry bundle tile/entries/<N>[.p/<W>] (tlog-tiles)',
        produces: ['application/octet-stream'],
        ...documented({
          docResponses: answerOf(
            'The tile: 32-byte hashes, or entries each after a 2-byte big-endian length',
            'application/octet-stream',
          ),
        }),
        params: z.object({ '*': z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const tile = parseTileRequest(request.params['*']);
      if (!tile) throw notFound('not_found');
      const body = await readTile(deps.db, tile);
      if (!body) throw notFound('not_found');
      return reply
        .type('application/octet-stream')
        .header('cache-control', tile.partial ? SHORT : IMMUTABLE)
        .send(body);
    },
  );

  t.get(
    `${TLOG_PUBLIC_PREFIX}/proof/inclusion`,
    {
      schema: {
        errorCodes: { 400: ['log_range_invalid'], 404: ['not_found'] },
        tags,
        summary: 'The inclusion proof of leaf `index` in the tree of `size` (a checkpointed size)',
        querystring: z.object({ index: position, size: position }),
        response: {
          200: z.object({
            index: z.number(),
            treeSize: z.number(),
            leafHash: b64,
            proof: z.array(b64),
          }),
        },
      },
    },
    async (request) =>
      proveInclusion(deps.db, Number(request.query.index), Number(request.query.size)),
  );

  t.get(
    `${TLOG_PUBLIC_PREFIX}/proof/consistency`,
    {
      schema: {
        errorCodes: { 400: ['log_range_invalid'] },
        tags,
        summary: 'The consistency proof from the tree of `from` to the tree of `to` (RFC 6962)',
        querystring: z.object({ from: position, to: position }),
        response: { 200: z.object({ from: z.number(), to: z.number(), proof: z.array(b64) }) },
      },
    },
    async (request) =>
      proveConsistency(deps.db, Number(request.query.from), Number(request.query.to)),
  );

  app.post(
    '/api/internal/log/checkpoint',
    { schema: { hide: true } as never },
    async (request, reply) => {
      // the same guard as the backup: the peer itself on loopback, and the token
      if (!LOOPBACK.test(request.socket.remoteAddress ?? '') || request.headers['x-forwarded-for'])
        throw notFound();
      const token = request.headers['x-backup-token'];
      if (!tokenMatches(deps.config.jwtSecret, typeof token === 'string' ? token : undefined))
        throw forbidden();
      const checkpoint = await makeCheckpoint(deps);
      reply.header('cache-control', 'no-store');
      return { data: { size: checkpoint.size, note: checkpoint.note } };
    },
  );
}
