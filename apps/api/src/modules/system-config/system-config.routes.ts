import type { FastifyInstance } from 'fastify';
import { systemConfigSchema } from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { buildSystemConfig, type DonationRuntime } from './system-config.service.ts';

export interface SystemConfigOptions {
  deps: Deps;
  demo: boolean;
  donation: () => DonationRuntime | null;
}

export async function systemConfigRoutes(app: FastifyInstance, options: SystemConfigOptions) {
  typed(app).get(
    '/api/public/system-configs',
    { schema: { tags: ['system'], response: { 200: z.object({ data: systemConfigSchema }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return {
        data: buildSystemConfig(options.deps, { demo: options.demo, donation: options.donation() }),
      };
    },
  );
}
