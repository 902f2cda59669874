// SQL for login codes and sessions.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
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

export async function findActiveSession(db: DbOrTx, sessionId: string, userId: number, now: Date) {
  // every authenticated request runs this: built once, a named statement on PostgreSQL
  const statement = prepared(db, 'active_session', (root) =>
    root
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          eq(sessions.userId, sql.placeholder('userId')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare('active_session'),
  );
  if (!statement) throw new Error('findActiveSession reads outside transactions');
  const [row] = await statement.execute({ sessionId, userId, now: now.toISOString() });
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}
