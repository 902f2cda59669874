import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { pingDatabase } from './health.repository.ts';

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
  // Readiness: the database answers too.
  typed(app).get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        response: {
          200: z.object({
            data: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
          }),
        },
      },
    },
    async () => {
      await pingDatabase(deps.db);
      return { data: { status: 'ok' as const, db: deps.dbKind } };
    },
  );
}
