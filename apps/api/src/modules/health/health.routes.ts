import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { RETRY_AFTER_SECONDS } from '../../lib/errors.ts';
import { typed } from '../../lib/routes.ts';
import { checkHealth } from './health.service.ts';

const check = z.enum(['up', 'down', 'off']);
const latency = z.number().int().nullable().describe('ms the check took (null when not run)');

const healthSchema = z
  .object({
    data: z.object({
      status: z
        .enum(['ok', 'degraded', 'down'])
        .describe(
          'down: the database does not answer (503); degraded: Redis or the chain does not, or a backup runs',
        ),
      db: z.object({
        status: z
          .enum(['up', 'down', 'busy'])
          .describe('busy: the embedded database is being backed up (the answer is degraded)'),
        kind: z.enum(['pglite', 'postgres']),
        latencyMs: z.number().int(),
      }),
      redis: z
        .object({ status: check, latencyMs: latency })
        .describe('off when REDIS_URL is not set'),
      chain: z
        .object({
          status: check,
          chainId: z.number().int().nullable(),
          block: z.number().int().nullable().describe('the head block of the donation chain'),
          latencyMs: latency,
        })
        .describe('the donation chain RPC; off when donations are not configured'),
      indexer: z
        .object({
          status: z.enum(['ok', 'unknown', 'off']),
          block: z.number().int().nullable().describe("the donation indexer's cursor"),
          lagBlocks: z
            .number()
            .int()
            .nullable()
            .describe('blocks between the chain head and the cursor'),
        })
        .describe('unknown before its first run or while the chain does not answer'),
    }),
  })
  .describe('each dependency checked within about a second');

export async function healthRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  // Liveness: the process answers, nothing else is touched. Benchmarks measure every read as a
  // ratio to this route in the same run.
  typed(app).get(
    '/api/health/live',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        response: { 200: z.object({ data: z.object({ status: z.literal('ok') }) }) },
      },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );
  // Readiness: each dependency, 503 while the database does not answer.
  typed(app).get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      if (health.status === 'down') {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.status(503).send({ data: health });
      }
      return { data: health };
    },
  );
}
