// A removed review's tombstone (the body of its 410), on its own: the review page reads it
// from every failed load, without the appeal and transparency calls of removal-api.ts.
import type { ReviewTombstone } from '@chainreview/shared/moderation';
import { ApiError } from '@/lib/api-client';

/** The tombstone a 410 carries, or null for any other error. */
export function tombstoneOf(error: unknown): ReviewTombstone | null {
  if (!(error instanceof ApiError) || error.status !== 410) return null;
  const body = error.body as { tombstone?: ReviewTombstone } | undefined;
  return body?.tombstone ?? null;
}
