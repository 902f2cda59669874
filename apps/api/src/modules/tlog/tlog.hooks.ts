// What the rest of the API calls, one line each, in the transaction of the change it records:
// a review version published, a reply written, a moderation decision taken. Each reads the
// row as the transaction now sees it and appends its leaf.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { keccak256, stringToHex } from 'viem';
import {
  moderationEntry,
  replyEntry,
  reviewContentHash,
  reviewMessageFromJson,
  reviewTypedDataJson,
  reviewVersionEntry,
  REPORT_REASON_RULE,
  type AuditAction,
  type ReportReason,
  type TlogEntry,
  type TlogModerationAction,
  type TlogTargetType,
} from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import { replies, reports, reviewVersions, reviews, users } from '../../db/schema.ts';
import { appendEntries, appendEntry } from './tlog.service.ts';
import { reserveIndexes } from './tlog.repository.ts';

type VersionRow = {
  title: string;
  content: string;
  rate: number;
  language: string;
  signature: string | null;
  signedMessage: Record<string, unknown> | null;
};

function versionEntry(
  review: { id: number; projectId: number },
  author: string,
  version: number,
  row: VersionRow,
  publishedAt: Date,
) {
  return reviewVersionEntry({
    reviewId: review.id,
    version,
    projectId: review.projectId,
    author,
    rate: row.rate,
    title: row.title,
    contentHash: reviewContentHash(row.content),
    language: row.language,
    publishedAt,
    signature: row.signature,
    typedData:
      row.signature && row.signedMessage
        ? (reviewTypedDataJson(reviewMessageFromJson(row.signedMessage)) as never)
        : null,
  });
}

/** The review's current version (just created or edited) as a leaf. */
export async function logReviewVersion(tx: DbOrTx, reviewId: number): Promise<number> {
  const [row] = await tx
    .select({ review: reviews, author: users.address })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw new Error(`tlog: review ${reviewId} not found`);
  const [{ archived } = { archived: 0 }] = await tx
    .select({ archived: count() })
    .from(reviewVersions)
    .where(eq(reviewVersions.reviewId, reviewId));
  const { review } = row;
  return appendEntry(
    tx,
    versionEntry(review, row.author, Number(archived) + 1, review, review.updatedAt),
  );
}

const replyContentHash = (text: string) => keccak256(stringToHex(text));

/** A reply as written now (created, or its text edited: the later leaf of a replyId wins). */
export async function logReply(tx: DbOrTx, replyId: number): Promise<number> {
  const [row] = await tx
    .select({ reply: replies, author: users.address })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.userId))
    .where(eq(replies.id, replyId));
  if (!row) throw new Error(`tlog: reply ${replyId} not found`);
  const { reply } = row;
  return appendEntry(
    tx,
    replyEntry({
      replyId: reply.id,
      reviewId: reply.reviewId,
      author: row.author,
      contentHash: replyContentHash(reply.content),
      createdAt: reply.isEdited ? reply.updatedAt : reply.createdAt,
    }),
  );
}

export interface ModerationInput {
  action: TlogModerationAction;
  targetType: TlogTargetType;
  targetId: string | number;
  reasonCategory?: string | null;
  decidedAt: Date;
}

export function logModeration(tx: DbOrTx, input: ModerationInput): Promise<number> {
  return appendEntry(tx, moderationEntry(input));
}

/** Audit actions that are moderation decisions, and what the log calls them. */
const AUDIT_TO_LOG: Record<string, TlogModerationAction | undefined> = {
  'submission.approve': 'approve',
  'submission.reject': 'reject',
  'report.uphold': 'uphold',
  'report.dismiss': 'dismiss',
  'project.block': 'block',
  'project.unblock': 'unblock',
  'review.block': 'block',
  'review.restore': 'restore',
  'user.block': 'block',
  'user.unblock': 'unblock',
  // an appeal decides again: the content comes back, or the removal stands
  'appeal.restore': 'restore',
  'appeal.reject': 'uphold',
};
const LOGGED_TARGETS = new Set<string>(['review', 'reply', 'user', 'project', 'report']);

/** The rule the heaviest report on a target points at (MODERATION_REASONS, as admins name). */
async function reportCategory(tx: DbOrTx, targetType: string, targetId: number) {
  const [row] = await tx
    .select({ reason: reports.reason })
    .from(reports)
    .where(and(eq(reports.targetType, targetType as 'review'), eq(reports.targetId, targetId)))
    .orderBy(desc(reports.weight), asc(reports.id))
    .limit(1);
  return row ? REPORT_REASON_RULE[row.reason as ReportReason] : null;
}

/**
 * Called by writeAudit: an audit row that records a moderation decision is also a leaf (the
 * audit row keeps who and the free-text reason; the log keeps what, on what, and when).
 */
export async function logAuditDecision(
  tx: DbOrTx,
  audit: {
    action: string;
    targetType: string;
    targetId: number | string;
    now: Date;
    reasonCategory?: string | null;
  },
): Promise<void> {
  const action = AUDIT_TO_LOG[audit.action as AuditAction];
  if (!action || !LOGGED_TARGETS.has(audit.targetType)) return;
  const fromReports =
    (action === 'uphold' || action === 'dismiss') && /^\d+$/.test(String(audit.targetId))
      ? await reportCategory(tx, audit.targetType, Number(audit.targetId))
      : null;
  await logModeration(tx, {
    action,
    targetType: audit.targetType as TlogTargetType,
    targetId: audit.targetId,
    reasonCategory: audit.reasonCategory ?? fromReports,
    decidedAt: audit.now,
  });
}

// ---- backfill (the demo seed, or a database that predates the log) ----------------------------

interface Pending {
  at: number;
  order: number;
  entry: TlogEntry;
}

/**
 * Appends everything already published when the log is still empty: every review version,
 * reply and audited moderation decision, oldest first. Does nothing once the log has a leaf.
 */
export async function backfillLog(tx: DbOrTx): Promise<number> {
  // the counter row's lock first: a write meanwhile waits, and so does a second backfill
  if ((await reserveIndexes(tx, 0)) > 0) return 0;
  const pending: Pending[] = [];
  const reviewRows = await tx
    .select({ review: reviews, author: users.address })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .orderBy(asc(reviews.id));
  const ids = reviewRows.map((r) => r.review.id);
  const versions = ids.length
    ? await tx
        .select()
        .from(reviewVersions)
        .where(inArray(reviewVersions.reviewId, ids))
        .orderBy(
          asc(reviewVersions.reviewId),
          asc(reviewVersions.writtenAt),
          asc(reviewVersions.id),
        )
    : [];
  const byReview = new Map<number, (typeof versions)[number][]>();
  for (const v of versions) byReview.set(v.reviewId, [...(byReview.get(v.reviewId) ?? []), v]);
  for (const { review, author } of reviewRows) {
    const older = byReview.get(review.id) ?? [];
    older.forEach((v, i) =>
      pending.push({
        at: v.writtenAt.getTime(),
        order: 0,
        entry: versionEntry(review, author, i + 1, v, v.writtenAt),
      }),
    );
    pending.push({
      at: review.updatedAt.getTime(),
      order: 0,
      entry: versionEntry(review, author, older.length + 1, review, review.updatedAt),
    });
  }
  const replyRows = await tx
    .select({ reply: replies, author: users.address })
    .from(replies)
    .innerJoin(users, eq(users.id, replies.userId))
    .orderBy(asc(replies.id));
  for (const { reply, author } of replyRows)
    pending.push({
      at: reply.createdAt.getTime(),
      order: 1,
      entry: replyEntry({
        replyId: reply.id,
        reviewId: reply.reviewId,
        author,
        contentHash: replyContentHash(reply.content),
        createdAt: reply.createdAt,
      }),
    });
  const audits = await tx.execute(
    sql`select action, target_type, target_id, reason_category, created_at from audit_logs
        order by created_at, id`,
  );
  const auditRows = ((audits as unknown as { rows?: unknown[] }).rows ??
    (audits as unknown as unknown[])) as Array<{
    action: string;
    target_type: string;
    target_id: string;
    reason_category: string | null;
    created_at: string | Date;
  }>;
  for (const a of auditRows) {
    const action = AUDIT_TO_LOG[a.action as AuditAction];
    if (!action || !LOGGED_TARGETS.has(a.target_type)) continue;
    const decidedAt = new Date(a.created_at);
    pending.push({
      at: decidedAt.getTime(),
      order: 2,
      entry: moderationEntry({
        action,
        targetType: a.target_type as TlogTargetType,
        targetId: a.target_id,
        reasonCategory:
          a.reason_category ??
          ((action === 'uphold' || action === 'dismiss') && /^\d+$/.test(a.target_id)
            ? await reportCategory(tx, a.target_type, Number(a.target_id))
            : null),
        decidedAt,
      }),
    });
  }
  // content out of sight with no audited decision (written before the log, or by the seed):
  // its state is logged as a decision at its last change, so the log explains every absence
  const decided = new Set(
    auditRows
      .filter((a) => AUDIT_TO_LOG[a.action as AuditAction])
      .map((a) => `${a.target_type}:${a.target_id}`),
  );
  const unexplained = await tx.execute(sql`
    select 'review' as target_type, id::text as target_id, status, updated_at as at
      from reviews where status in ('hidden', 'blocked')
    union all
    select 'reply', id::text, status, updated_at from replies where status = 'blocked'
    union all
    select 'project', id::text, status, updated_at from projects where status = 'blocked'
    union all
    select 'user', id::text, status, updated_at from users where status = 'blocked'
  `);
  const stateRows = ((unexplained as unknown as { rows?: unknown[] }).rows ??
    (unexplained as unknown as unknown[])) as Array<{
    target_type: TlogTargetType;
    target_id: string;
    status: string;
    at: string | Date;
  }>;
  for (const row of stateRows) {
    if (decided.has(`${row.target_type}:${row.target_id}`)) continue;
    const decidedAt = new Date(row.at);
    pending.push({
      at: decidedAt.getTime(),
      order: 2,
      entry: moderationEntry({
        action: row.status === 'hidden' ? 'hide' : 'block',
        targetType: row.target_type,
        targetId: row.target_id,
        decidedAt,
      }),
    });
  }
  // oldest first; at one instant, versions before replies before decisions
  pending.sort((a, b) => a.at - b.at || a.order - b.order);
  await appendEntries(
    tx,
    pending.map((p) => p.entry),
  );
  return pending.length;
}
