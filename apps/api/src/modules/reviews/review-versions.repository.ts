// Edit history: SQL for the earlier versions of a review.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviewVersions, type reviews } from '../../db/schema.ts';

/** Keeps the current version of a (locked) review before an edit replaces it. */
export async function archiveReviewVersion(
  tx: DbOrTx,
  review: typeof reviews.$inferSelect,
  now: Date,
): Promise<void> {
  await tx.insert(reviewVersions).values({
    reviewId: review.id,
    title: review.title,
    content: review.content,
    contentText: review.contentText,
    rate: review.rate,
    language: review.language,
    signature: review.signature,
    signedMessage: review.signedMessage,
    writtenAt: review.updatedAt,
    replacedAt: now,
  });
}

export function listReviewVersions(db: DbOrTx, reviewId: number) {
  return db
    .select()
    .from(reviewVersions)
    .where(eq(reviewVersions.reviewId, reviewId))
    .orderBy(asc(reviewVersions.writtenAt), asc(reviewVersions.id));
}
