// SQL for login codes and sessions.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { Batcher, batcherOf } from '../../lib/batcher.ts';
import { loginCodes, sessions, users } from '../../db/schema.ts';

export async function insertLoginCode(
  db: DbOrTx,
  values: typeof loginCodes.$inferInsert,
): Promise<void> {
  await db.insert(loginCodes).values(values);
}

/** Unused, unexpired codes of an address, newest first. */
export async function pendingLoginCodes(db: DbOrTx, address: string, now: Date, limit = 5) {
  return db
    .select()
    .from(loginCodes)
    .where(
      and(
        sql`lower(${loginCodes.address}) = ${address.toLowerCase()}`,
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(loginCodes.id))
    .limit(limit);
}

/** Marks a code used; false when another request used it first (a replay). */
export async function consumeLoginCode(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.usedAt)))
    .returning({ id: loginCodes.id });
  return rows.length === 1;
}

export async function deleteExpiredLoginCodes(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(loginCodes)
    .where(sql`${loginCodes.expiresAt} < ${now} or ${loginCodes.usedAt} is not null`);
}

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

type SessionRow = { session: typeof sessions.$inferSelect; user: typeof users.$inferSelect };
interface SessionLookup {
  sessionId: string;
  userId: number;
  now: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Session checks in flight together: at most this many in one read. */
const SESSION_BATCH_MAX = 256;
const sessionBatchers = new WeakMap<object, Batcher<SessionLookup, SessionRow | undefined>>();

/**
 * The session, if it is the user's, not revoked and not expired, with its user. Every
 * authenticated request runs this: checks that arrive together are one read (lib/batcher.ts),
 * a statement built once and, on PostgreSQL, a named statement of each connection.
 */
export async function findActiveSession(
  db: DbOrTx,
  sessionId: string,
  userId: number,
  now: Date,
): Promise<SessionRow | undefined> {
  if (!UUID.test(sessionId)) return undefined;
  const statement = prepared(db, 'active_sessions', (root) =>
    root
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          sql`${sessions.id} = any(${sql.placeholder('sessionIds')}::uuid[])`,
          isNull(sessions.revokedAt),
        ),
      )
      .prepare('active_sessions'),
  );
  if (!statement) throw new Error('findActiveSession reads outside transactions');
  const batcher = batcherOf(
    sessionBatchers,
    db,
    () =>
      new Batcher<SessionLookup, SessionRow | undefined>({
        max: SESSION_BATCH_MAX,
        async run(lookups, release) {
          // a read holds nothing: the next batch need not wait for this one
          release();
          const ids = [...new Set(lookups.map((lookup) => lookup.sessionId))];
          const rows = await statement.execute({ sessionIds: ids });
          const byId = new Map(rows.map((row) => [row.session.id, row]));
          return lookups.map((lookup) => {
            const row = byId.get(lookup.sessionId);
            const live =
              row &&
              row.session.userId === lookup.userId &&
              row.session.expiresAt.getTime() > lookup.now.getTime();
            return { ok: true, value: live ? row : undefined };
          });
        },
      }),
  );
  return batcher.add({ sessionId: sessionId.toLowerCase(), userId, now });
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}
