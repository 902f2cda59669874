// SQL of removals with a trace: the decision that removed a review (from the audit trail), the
// authors' appeals, and the public monthly moderation figures.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isRemoval } from '../audit/index.ts';
import { auditLogs, projects, reviewAppeals, reviews, users } from '../../db/schema.ts';

export async function findReviewForAppeal(db: DbOrTx, reviewId: number) {
  const [row] = await db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      projectId: reviews.projectId,
      status: reviews.status,
      rate: reviews.rate,
      projectStatus: projects.status,
    })
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .where(eq(reviews.id, reviewId));
  return row ?? null;
}

export async function findAppealOfReview(db: DbOrTx, reviewId: number) {
  const [row] = await db.select().from(reviewAppeals).where(eq(reviewAppeals.reviewId, reviewId));
  return row ?? null;
}

/** Inserts the review's one appeal; null when it already has one (the unique index decides). */
export async function insertAppeal(
  tx: DbOrTx,
  values: { reviewId: number; userId: number; message: string; now: Date },
) {
  const [row] = await tx
    .insert(reviewAppeals)
    .values({
      reviewId: values.reviewId,
      userId: values.userId,
      message: values.message,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: reviewAppeals.reviewId })
    .returning();
  return row ?? null;
}

export async function lockAppeal(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(reviewAppeals).where(eq(reviewAppeals.id, id)).for('update');
  return row ?? null;
}

export async function lockReviewForAppeal(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row ?? null;
}

export async function decideAppealRow(
  tx: DbOrTx,
  id: number,
  values: { status: 'restored' | 'rejected'; decidedBy: number; reason: string | null; now: Date },
) {
  const [row] = await tx
    .update(reviewAppeals)
    .set({
      status: values.status,
      decidedBy: values.decidedBy,
      decisionReason: values.reason,
      decidedAt: values.now,
    })
    .where(eq(reviewAppeals.id, id))
    .returning();
  return row!;
}

/** The admin queue: appeals of one status, oldest first, with the review and its removal. */
export async function appealsPage(
  db: DbOrTx,
  status: 'open' | 'restored' | 'rejected',
  limit: number,
  offset: number,
) {
  const removal = db
    .select({
      createdAt: auditLogs.createdAt,
      reasonCategory: auditLogs.reasonCategory,
      reason: auditLogs.reason,
    })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.targetType, 'review'),
        sql`${auditLogs.targetId} = ${reviewAppeals.reviewId}::text`,
        sql`${isRemoval}`,
      ),
    )
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(1)
    .as('removal');
  const where = eq(reviewAppeals.status, status);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        appeal: reviewAppeals,
        title: reviews.title,
        projectId: reviews.projectId,
        projectName: projects.name,
        authorAddress: users.address,
        authorName: users.displayName,
        removedAt: removal.createdAt,
        reasonCategory: removal.reasonCategory,
        removalReason: removal.reason,
      })
      .from(reviewAppeals)
      .innerJoin(reviews, eq(reviews.id, reviewAppeals.reviewId))
      .innerJoin(projects, eq(projects.id, reviews.projectId))
      .innerJoin(users, eq(users.id, reviewAppeals.userId))
      .leftJoinLateral(removal, sql`true`)
      .where(where)
      .orderBy(asc(reviewAppeals.createdAt), asc(reviewAppeals.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviewAppeals)
      .where(where),
  ]);
  return { rows, total };
}

export async function openAppealsCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewAppeals)
    .where(eq(reviewAppeals.status, 'open'));
  return row?.n ?? 0;
}

/** Reviews of a project the admin team removed (blocked): the project page says how many. */
export async function removedReviewCount(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .where(
      and(
        eq(reviews.projectId, projectId),
        eq(reviews.status, 'blocked'),
        eq(projects.status, 'active'),
      ),
    );
  return row?.n ?? 0;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const month = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/** Reports received per UTC month (of their filing). */
export async function reportsReceivedByMonth(db: DbOrTx, since: Date) {
  return rowsOf<{ month: string; n: number }>(
    await db.execute(sql`
      select ${month(sql`created_at`)} as month, count(*)::int as n
      from reports where created_at >= ${since}
      group by 1`),
  );
}

/**
 * Reports decided per UTC month (of the decision), upheld and dismissed, with the median seconds
 * from filing to decision. A report's decision is the first audit row of its outcome on its
 * target at or after it was filed (the audit trail is append-only: the time cannot move).
 */
export async function reportDecisionsByMonth(db: DbOrTx, since: Date) {
  return rowsOf<{ month: string; upheld: number; dismissed: number; median: number | null }>(
    await db.execute(sql`
      select ${month(sql`d.decided_at`)} as month,
        count(*) filter (where r.status = 'resolved')::int as upheld,
        count(*) filter (where r.status = 'dismissed')::int as dismissed,
        percentile_cont(0.5) within group (
          order by extract(epoch from d.decided_at - r.created_at)
        )::float8 as median
      from reports r
      cross join lateral (
        select a.created_at as decided_at from audit_logs a
        where a.target_type = r.target_type and a.target_id = r.target_id::text
          and a.action = case r.status when 'resolved' then 'report.uphold' else 'report.dismiss' end
          and a.created_at >= r.created_at
        order by a.created_at, a.id
        limit 1
      ) d
      where r.status in ('resolved', 'dismissed') and d.decided_at >= ${since}
      group by 1`),
  );
}

/** Content removed per UTC month and rule (removals before rules were recorded count as other). */
export async function removalsByMonth(db: DbOrTx, since: Date) {
  return rowsOf<{ month: string; reason: string; n: number }>(
    await db.execute(sql`
      select ${month(auditLogs.createdAt)} as month,
        coalesce(${auditLogs.reasonCategory}, 'other') as reason, count(*)::int as n
      from ${auditLogs}
      where ${isRemoval} and ${auditLogs.createdAt} >= ${since}
      group by 1, 2`),
  );
}

/** Reviews restored after an appeal, and appeals filed, per UTC month. */
export async function appealsByMonth(db: DbOrTx, since: Date) {
  return rowsOf<{ month: string; restored: number; filed: number }>(
    await db.execute(sql`
      select month, sum(restored)::int as restored, sum(filed)::int as filed from (
        select ${month(auditLogs.createdAt)} as month, 1 as restored, 0 as filed
        from ${auditLogs}
        where ${auditLogs.action} = 'appeal.restore' and ${auditLogs.createdAt} >= ${since}
        union all
        select ${month(reviewAppeals.createdAt)}, 0, 1
        from ${reviewAppeals} where ${reviewAppeals.createdAt} >= ${since}
      ) m
      group by month`),
  );
}
