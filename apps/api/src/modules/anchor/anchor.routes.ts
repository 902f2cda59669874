// The log's anchors on chain, public and CORS-readable like the rest of the log.
import type { FastifyInstance } from 'fastify';
import { TLOG_PUBLIC_PREFIX, logAnchorsResponseSchema } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { listAnchors } from './anchor.service.ts';

export async function anchorRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  typed(app).get(
    `${TLOG_PUBLIC_PREFIX}/anchors`,
    {
      schema: {
        tags: ['transparency log'],
        summary:
          "The log's checkpoints anchored on chain (newest first): the contract, its chain, each transaction and its status",
        response: { 200: logAnchorsResponseSchema },
      },
    },
    async () => listAnchors(deps),
  );
}
