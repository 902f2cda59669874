// SQL for login codes and sessions.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}
