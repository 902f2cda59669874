// The embedded database's online backup: `npm run db:backup` asks the running server, the
// only process that may open DATA_DIR's database, for an archive. Loopback only, with a token
// derived from the JWT secret (whoever can read that secret can read DATA_DIR anyway).
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type { Deps } from '../../deps.ts';
import { embeddedArchive, tokenMatches } from '../../db/backup.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export async function backupRoutes(
  app: FastifyInstance,
  { deps, client }: { deps: Deps; client: PGlite },
) {
  app.post('/api/internal/backup', { schema: { hide: true } as never }, async (request, reply) => {
    // the peer itself, not a header: and nothing relayed by a proxy on this machine
    if (!LOOPBACK.test(request.socket.remoteAddress ?? '') || request.headers['x-forwarded-for'])
      throw notFound();
    const token = request.headers['x-backup-token'];
    if (!tokenMatches(deps.config.jwtSecret, typeof token === 'string' ? token : undefined))
      throw forbidden();
    const archive = await embeddedArchive(client, deps.config.dataDir);
    reply.header('cache-control', 'no-store');
    return reply.type('application/x-tar').send(archive);
  });
}
