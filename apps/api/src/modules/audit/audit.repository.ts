// SQL of the audit trail: one row per decision that changed something (who, what, before and
// after, the rule it applied).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditQuery, AuditTarget, ModerationReason } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { auditLogs, users } from '../../db/schema.ts';

export interface AuditInput {
  actorId: number | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number | string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  /** The rule a removal names (MODERATION_REASONS). */
  reasonCategory?: ModerationReason | null;
  proof?: Record<string, unknown> | null;
  now: Date;
}

export async function insertAuditRow(tx: DbOrTx, input: AuditInput): Promise<void> {
  await tx.insert(auditLogs).values({
    actorId: input.actorId,
    action: input.action,
    targetType: input.targetType,
    targetId: String(input.targetId),
    before: input.before ?? null,
    after: input.after ?? null,
    reason: input.reason || null,
    reasonCategory: input.reasonCategory ?? null,
    proof: input.proof ?? null,
    createdAt: input.now,
  });
}

export async function listAudit(db: DbOrTx, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLogs.action, query.action));
  if (query.targetType) conditions.push(eq(auditLogs.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(auditLogs.targetId, query.targetId));
  if (query.actorId) conditions.push(eq(auditLogs.actorId, Number(query.actorId)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        log: auditLogs,
        actorAddress: users.address,
        actorName: users.displayName,
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.actorId))
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(where),
  ]);
  return { rows, total };
}

/** Audit actions that remove content (a review or a reply) when their `after.status` is blocked. */
const REMOVAL_ACTIONS = sql`('review.block', 'report.uphold')`;

/** The audit rows that removed something: blocked afterwards, not already blocked before. */
export const isRemoval = sql`${auditLogs.action} in ${REMOVAL_ACTIONS}
  and ${auditLogs.after}->>'status' = 'blocked'
  and coalesce(${auditLogs.before}->>'status', '') <> 'blocked'`;

/** The latest decision that removed this review (its audit row), or null. */
export async function latestReviewRemoval(db: DbOrTx, reviewId: number) {
  const [row] = await db
    .select({
      auditId: auditLogs.id,
      createdAt: auditLogs.createdAt,
      reasonCategory: auditLogs.reasonCategory,
      reason: auditLogs.reason,
    })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.targetType, 'review'),
        eq(auditLogs.targetId, String(reviewId)),
        sql`${isRemoval}`,
      ),
    )
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(1);
  return row ?? null;
}
