// The donation rules without a database or a chain: the answer a donation row makes, which
// review a Donate event may pay for, its dollar value (cents rounded down) and when it has the
// chain's confirmations.
import { formatUnits, isAddressEqual } from 'viem';
import { DONATE_TYPE_REVIEW, isId, type Donation } from '@chainreview/shared';
import type { DonationJoined } from './donations.repository.ts';

const TOKEN_DECIMALS = 18;

function userRef(user: DonationJoined['from']) {
  if (!user) return null;
  return {
    id: String(user.id),
    address: user.address,
    displayName: user.displayName,
    avatar: user.avatarUrl
      ? { url: user.avatarUrl, type: user.avatarType ?? ('normal' as const) }
      : null,
  };
}

export function toDonation({ donation, from, to, review, project }: DonationJoined): Donation {
  return {
    id: String(donation.id),
    chainId: donation.chainId,
    transactionHash: donation.transactionHash,
    logIndex: donation.logIndex,
    blockNumber: donation.blockNumber,
    fromAddress: donation.fromAddress,
    toAddress: donation.toAddress,
    from: userRef(from),
    to: userRef(to),
    type: 'review',
    reviewId: donation.reviewId === null ? null : String(donation.reviewId),
    review:
      review && project
        ? {
            id: String(review.id),
            title: review.title,
            project: {
              id: String(project.id),
              name: project.name,
              symbol: project.symbol,
              chain: project.chain,
              contractAddress: project.contractAddress,
            },
          }
        : null,
    token: donation.token,
    amount: donation.amount,
    amountFormatted: formatUnits(BigInt(donation.amount), TOKEN_DECIMALS),
    fee: donation.fee,
    amountUsd: Number(donation.amountUsd),
    message: donation.message,
    status: donation.status,
    confirmedAt: donation.confirmedAt?.toISOString() ?? null,
    createdAt: donation.createdAt.toISOString(),
  };
}

/** Why a Donate event pays for no review: not a review id, not shown, or another recipient. */
export function donationTargetRefusal(
  event: { dType: number; data: string; to: `0x${string}` },
  row: { review: { status: string }; author: { address: string } } | null | undefined,
  options: { activeOnly: boolean },
): 'can_not_find_review' | 'can_not_find_donate' | null {
  if (!row || (options.activeOnly && row.review.status !== 'active')) return 'can_not_find_review';
  if (!isAddressEqual(row.author.address as `0x${string}`, event.to)) return 'can_not_find_donate';
  return null;
}

/** Whether a Donate event names a review by its id at all. */
export function namesReview(event: { dType: number; data: string }): boolean {
  return event.dType === DONATE_TYPE_REVIEW && isId(event.data);
}

/** Dollars of an amount (18 decimals): BUSD at par, BNB at its price; cents rounded down. */
export function usdOf(token: 'BNB' | 'BUSD', amount: bigint, bnbUsd: number): number {
  const units = Number(formatUnits(amount, TOKEN_DECIMALS));
  const rate = token === 'BUSD' ? 1 : bnbUsd;
  return Math.floor(units * rate * 100) / 100;
}

/** A transaction in block `blockNumber` has its confirmations once `head` is needed-1 blocks on. */
export function hasConfirmations(head: number, blockNumber: number, needed: number): boolean {
  return head - blockNumber + 1 >= needed;
}
