// SQL of reports: the reporter's standing, open weights of a target, daily counts.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { replies, reports, reviews, users } from '../../db/schema.ts';

export type ReportRow = typeof reports.$inferSelect;
export type ReportTarget = 'review' | 'reply';

/** What a report's weight is made of, read from the reporter's rows. */
export async function reporterRecord(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ score: users.score, createdAt: users.createdAt, reviewsCount: users.reviewsCount })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [record] = await db
    .select({
      upheld: sql<number>`count(*) filter (where ${reports.status} = 'resolved')::int`,
      dismissed: sql<number>`count(*) filter (where ${reports.status} = 'dismissed')::int`,
    })
    .from(reports)
    .where(eq(reports.reporterId, userId));
  return { user, upheld: record?.upheld ?? 0, dismissed: record?.dismissed ?? 0 };
}

export async function reportsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(eq(reports.reporterId, userId), gt(reports.createdAt, since)));
  return row?.n ?? 0;
}

/** The weights of the open reports on one target. */
export async function openReportWeights(
  db: DbOrTx,
  targetType: ReportTarget,
  targetId: number,
): Promise<number[]> {
  const rows = await db
    .select({ weight: reports.weight })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, targetType),
        eq(reports.targetId, targetId),
        eq(reports.status, 'open'),
      ),
    );
  return rows.map((r) => r.weight);
}

export async function insertReport(
  db: DbOrTx,
  values: {
    reporterId: number;
    targetType: ReportTarget;
    targetId: number;
    reason: string;
    note: string;
    weight: number;
    createdAt: Date;
  },
): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  return row!;
}

export async function findReplyRow(db: DbOrTx, id: number) {
  const [reply] = await db.select().from(replies).where(eq(replies.id, id)).limit(1);
  return reply;
}

export async function findReviewRow(db: DbOrTx, id: number) {
  const [review] = await db.select().from(reviews).where(eq(reviews.id, id));
  return review;
}
