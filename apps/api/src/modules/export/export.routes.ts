// GET /api/public/export/reviews.ndjson: the bulk export, streamed (public, CORS-readable).
import type { FastifyInstance } from 'fastify';
import { REVIEW_EXPORT } from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { documented } from '../../plugins/openapi.ts';
import { exportStream } from './export.service.ts';

export async function exportRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  typed(app).get(
    REVIEW_EXPORT.path,
    {
      schema: {
        tags: ['transparency log'],
        summary:
          'Every public review version as NDJSON in leaf order (signature, typed data, content, leafIndex); resume after a cut with ?after=<last leafIndex>',
        produces: ['application/x-ndjson'],
        ...documented({
          docResponses: {
            200: {
              description: 'One JSON object per line, one line per public review version',
              content: { 'application/x-ndjson': { schema: { type: 'string' } } },
            },
          },
        }),
        querystring: z.object({
          after: z
            .string()
            .regex(/^(0|[1-9]\d{0,14})$/, 'log_range_invalid')
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const after = request.query.after === undefined ? -1 : Number(request.query.after);
      return reply
        .type('application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(exportStream(deps, after));
    },
  );
}
