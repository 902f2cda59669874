// Demo mode: DEMO=1 seeds demo data into an empty database; DEMO unset does so only for the
// embedded database, and remembers it so that later starts keep the demo features.
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appMeta, projects } from '../db/schema.ts';
import { seedDemo, type SeedSummary } from './seed.ts';
import { seedModerationQueues } from './seed-moderation.ts';
import { seedRemovals } from './seed-removals.ts';
import { backfillLog, makeCheckpoint } from '../modules/tlog/index.ts';

export async function resolveDemoMode(
  database: Database,
  config: Config,
): Promise<{ enabled: boolean; seeded: SeedSummary | null }> {
  const { db } = database;
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo')).limit(1);
  const wanted = config.demo === 'auto' ? database.kind === 'pglite' : config.demo;
  if (!wanted) return { enabled: false, seeded: null };
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(projects);
  if (count > 0) return { enabled: Boolean(marker) || config.demo === true, seeded: null };
  const seeded = await seedDemo(db, { now: new Date(), site: config.publicOrigin.uri });
  await seedModerationQueues(db, new Date());
  // the seed writes rows directly: its reviews, replies and decisions join the log afterwards
  // (the backfill runs only on an empty log, so before anything that appends through the hooks)
  await db.transaction((tx) => backfillLog(tx));
  // the removals are decided through the audit writer, which logs them as they happen
  await seedRemovals(db, new Date());
  await makeCheckpoint({ db, config });
  await db.insert(appMeta).values({ key: 'demo', value: '1' }).onConflictDoNothing();
  return { enabled: true, seeded };
}
