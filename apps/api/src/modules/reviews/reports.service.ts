// Reports on reviews and replies: not on one's own content, one per person and item. Enough
// open reports hide a review until the admin team looks at it.
import { and, eq, sql } from 'drizzle-orm';
import type { ReportBody } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../db/client.ts';
import { replies, reports, reviews } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ViewerRef } from '../projects/projects.service.ts';
import { findVisibleReview } from './reviews.service.ts';

/** Open reports from different people that hide a review pending admin review. */
export const REPORT_HIDE_THRESHOLD = 3;

export async function report(deps: Deps, viewer: ViewerRef, targetType: 'review' | 'reply', targetId: string, body: ReportBody) {
  let ownerId: number;
  let id: number;
  if (targetType === 'review') {
    const found = await findVisibleReview(deps, targetId);
    ownerId = found.review.userId;
    id = found.review.id;
  } else {
    if (!/^\d{1,15}$/.test(targetId)) throw notFound('can_not_find_data');
    const [reply] = await deps.db.select().from(replies).where(eq(replies.id, Number(targetId))).limit(1);
    if (!reply || reply.status !== 'active') throw notFound('can_not_find_data');
    ownerId = reply.userId;
    id = reply.id;
  }
  if (ownerId === viewer.id) throw forbidden('Forbidden');
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reports)
        .values({ reporterId: viewer.id, targetType, targetId: id, reason: body.reason, note: body.note.trim(), createdAt: deps.now() })
        .returning();
      if (targetType === 'review') {
        const [{ open } = { open: 0 }] = await tx
          .select({ open: sql<number>`count(*)::int` })
          .from(reports)
          .where(and(eq(reports.targetType, 'review'), eq(reports.targetId, id), eq(reports.status, 'open')));
        if (open >= REPORT_HIDE_THRESHOLD) {
          await tx.update(reviews).set({ status: 'hidden' }).where(and(eq(reviews.id, id), eq(reviews.status, 'active')));
        }
      }
      return { id: String(row!.id), targetType, targetId: String(id), reason: row!.reason, status: row!.status, createdAt: row!.createdAt.toISOString() };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('already_add');
    throw error;
  }
}
