// Issue 16: the public signed payload of a review and its edit history.
import {
  isId,
  REVIEW_SIGNATURE_DOMAIN,
  REVIEW_SIGNATURE_PRIMARY_TYPE,
  REVIEW_SIGNATURE_TYPES,
  type ReviewSignaturePayload,
  type ReviewVersion,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { findReviewJoined } from './reviews.repository.ts';
import { listReviewVersions } from './review-versions.repository.ts';
import { reviewVersionLeaves } from '../tlog/index.ts';

function payload(
  signature: string | null,
  signedMessage: Record<string, unknown> | null,
): ReviewSignaturePayload {
  if (!signature || !signedMessage) return { signed: false, signature: null, typedData: null };
  return {
    signed: true,
    signature,
    typedData: {
      domain: REVIEW_SIGNATURE_DOMAIN,
      types: REVIEW_SIGNATURE_TYPES as unknown as Record<
        string,
        Array<{ name: string; type: string }>
      >,
      primaryType: REVIEW_SIGNATURE_PRIMARY_TYPE,
      message: signedMessage,
    },
  };
}

/** Visible reviews to everyone; blocked or hidden ones (with their history) to admins only. */
async function findReadable(deps: Deps, reviewId: string, isAdmin: boolean) {
  if (!isId(reviewId)) throw notFound('can_not_find_review');
  const row = await findReviewJoined(deps.db, Number(reviewId));
  const visible = row && row.review.status === 'active' && row.project.status === 'active';
  if (!row || (!visible && !isAdmin)) throw notFound('can_not_find_review');
  return row;
}

export async function reviewSignature(deps: Deps, reviewId: string) {
  const row = await findReadable(deps, reviewId, false);
  return {
    reviewId: String(row.review.id),
    author: row.user.address,
    ...payload(row.review.signature, row.review.signedMessage),
  };
}

export async function reviewVersions(
  deps: Deps,
  reviewId: string,
  isAdmin: boolean,
): Promise<ReviewVersion[]> {
  const row = await findReadable(deps, reviewId, isAdmin);
  const [earlier, leaves] = await Promise.all([
    listReviewVersions(deps.db, row.review.id),
    reviewVersionLeaves(deps.db, row.review.id),
  ]);
  const versions: ReviewVersion[] = earlier.map((v, i) => ({
    version: i + 1,
    current: false,
    title: v.title,
    content: v.content,
    contentText: v.contentText,
    rate: v.rate,
    language: v.language,
    writtenAt: v.writtenAt.toISOString(),
    replacedAt: v.replacedAt.toISOString(),
    ...payload(v.signature, v.signedMessage),
    leafIndex: leaves.get(i + 1) ?? null,
  }));
  const r = row.review;
  versions.push({
    version: versions.length + 1,
    current: true,
    title: r.title,
    content: r.content,
    contentText: r.contentText,
    rate: r.rate,
    language: r.language,
    writtenAt: r.updatedAt.toISOString(),
    replacedAt: null,
    ...payload(r.signature, r.signedMessage),
    leafIndex: leaves.get(versions.length + 1) ?? null,
  });
  return versions;
}
