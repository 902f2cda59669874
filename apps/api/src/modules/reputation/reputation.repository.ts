// SQL for reputation: the user row locked for energy and XP, the XP ledger, level-up popups.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { popups, users, xpLedger } from '../../db/schema.ts';

/** The user row, locked (no key update) until the transaction ends. */
export async function lockUserRow(tx: DbOrTx, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  return row;
}

export async function setEnergy(
  tx: DbOrTx,
  userId: number,
  lastEnergy: number,
  lastResetEnergy: Date,
): Promise<void> {
  await tx.update(users).set({ lastEnergy, lastResetEnergy }).where(eq(users.id, userId));
}

export async function insertLedgerEntry(
  tx: DbOrTx,
  entry: typeof xpLedger.$inferInsert,
): Promise<void> {
  await tx.insert(xpLedger).values(entry);
}

export async function setScore(
  tx: DbOrTx,
  userId: number,
  score: number,
  level: number,
): Promise<void> {
  await tx.update(users).set({ score, level }).where(eq(users.id, userId));
}

export async function insertPopup(tx: DbOrTx, popup: typeof popups.$inferInsert): Promise<void> {
  await tx.insert(popups).values(popup);
}

export async function sumLedger(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${xpLedger.amount}), 0)::int` })
    .from(xpLedger)
    .where(eq(xpLedger.userId, userId));
  return row?.sum ?? 0;
}
