// SQL of moderation on reviews, replies and reports: the rows the admin team locks and moves.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { replies, reports, reviews } from '../../db/schema.ts';

/** A review row locked for update (moderation moves its status). */
export async function lockReviewRow(tx: DbOrTx, id: number, strength: 'update' | 'no key update') {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for(strength);
  return review;
}

export async function lockReplyRow(tx: DbOrTx, id: number) {
  const [reply] = await tx.select().from(replies).where(eq(replies.id, id)).for('update');
  return reply;
}

/** Moves a reply to blocked or back, keeping its review's reply counter equal to the visible. */
export async function moveReplyStatus(
  tx: DbOrTx,
  reply: { id: number; reviewId: number },
  next: 'blocked' | 'active',
): Promise<void> {
  await tx.update(replies).set({ status: next }).where(eq(replies.id, reply.id));
  await tx
    .update(reviews)
    .set({
      repliesCount: sql`${reviews.repliesCount} ${next === 'blocked' ? sql`-` : sql`+`} 1`,
    })
    .where(eq(reviews.id, reply.reviewId));
}

/** Locks the open reports on a target and settles them all; how many there were. */
export async function settleOpenReports(
  tx: DbOrTx,
  targetType: 'review' | 'reply',
  targetId: number,
  status: 'resolved' | 'dismissed',
): Promise<number> {
  const where = () =>
    and(
      eq(reports.targetType, targetType),
      eq(reports.targetId, targetId),
      eq(reports.status, 'open'),
    );
  const open = await tx.select({ id: reports.id }).from(reports).where(where()).for('update');
  if (open.length === 0) return 0;
  await tx.update(reports).set({ status }).where(where());
  return open.length;
}

export async function findReport(db: DbOrTx, id: number) {
  const [report] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return report;
}

export async function lockReport(tx: DbOrTx, id: number) {
  const [report] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
  return report;
}

export async function setReportStatus(
  tx: DbOrTx,
  id: number,
  status: 'resolved' | 'dismissed',
): Promise<void> {
  await tx.update(reports).set({ status }).where(eq(reports.id, id));
}
