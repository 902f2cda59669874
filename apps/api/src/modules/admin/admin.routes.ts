// The admin module's routes, registered from here one file a console tab (in the order the
// OpenAPI document lists them), then the on-chain ownership routes this module serves.
import type { FastifyInstance } from 'fastify';
import { adminCountsSchema } from '@chainreview/shared';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { typed } from '../../lib/routes.ts';
import { adminEditRequestRoutes } from './admin.edit-requests.routes.ts';
import { adminProjectRoutes } from './admin.projects.routes.ts';
import { adminReportRoutes } from './admin.reports.routes.ts';
import { guard, tags } from './admin.route-kit.ts';
import { adminCounts } from './admin.service.ts';
import { adminUserRoutes } from './admin.users.routes.ts';
import { ownershipRoutes } from './ownership.routes.ts';

export async function adminRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const t = typed(app);
  t.get(
    '/api/admin/counts',
    { ...guard, schema: { tags, response: { 200: z.object({ data: adminCountsSchema }) } } },
    async () => ({
      data: await adminCounts(deps),
    }),
  );

  await app.register(adminProjectRoutes, { deps });
  await app.register(adminReportRoutes, { deps });
  await app.register(adminEditRequestRoutes, { deps });
  await app.register(adminUserRoutes, { deps });
  await app.register(ownershipRoutes, { deps });
}
