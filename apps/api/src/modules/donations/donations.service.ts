// Donations: verified from the chain (the configured RPC's receipt and the contract's Donate
// event, never the client's word), recorded once per event by a database constraint, and
// counted once the transaction has the chain's confirmations (donations.settle.ts): review and
// user totals in USD, the reviewer's XP and a donate_for_review notification.
import { TransactionReceiptNotFoundError, isAddressEqual, type Hash } from 'viem';
import {
  listMeta,
  type DonateLogBody,
  type DonateLogListQuery,
  type Donation,
  type DonateStatistic,
  type PlatformDonateStatistic,
  isId,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { confirmationsFor } from '../../config.ts';
import { donateEventsOf, donationChain, type DonateEvent } from '../../chain/donation.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { getPrices } from '../prices/index.ts';
import { findUser, userIdOfAddress } from '../users/index.ts';
import { recordSighting, settle, type Sighting } from './donations.settle.ts';
import {
  donationTargetRefusal,
  hasConfirmations,
  namesReview,
  toDonation,
  usdOf,
} from './donations.rules.ts';

export { toDonation };
import {
  countPendingDonations,
  findReviewWithAuthor,
  findDonationJoined,
  newestDonations,
  listDonations,
  platformDonationTotals,
  userDonationTotals,
} from './donations.repository.ts';

/** The review a Donate event names, when its author is the event's recipient. */
async function targetOf(db: DbOrTx, event: DonateEvent, options: { activeOnly: boolean }) {
  if (!namesReview(event)) return { review: null, reason: 'can_not_find_review' as const };
  const row = await findReviewWithAuthor(db, Number(event.data));
  const reason = donationTargetRefusal(event, row, options);
  if (reason || !row) return { review: null, reason: reason ?? 'can_not_find_review' };
  return { review: row.review, reason: null };
}

async function usdValue(deps: Deps, token: 'BNB' | 'BUSD', amount: bigint): Promise<number> {
  if (token === 'BUSD') return usdOf(token, amount, 1);
  const prices = await getPrices(deps);
  return usdOf(token, amount, prices.binancecoin?.usd ?? deps.config.donation.fallbackBnbUsd ?? 0);
}

/**
 * What the chain said about a Donate event, ready to write: its review and author, donor, dollar
 * value (the price service is asked here, before any transaction) and whether it has the
 * chain's confirmations at `head`. Null when it pays for no review of its recipient.
 */
export async function sightingOf(
  deps: Deps,
  event: DonateEvent,
  head: number,
  options: { activeOnly: boolean; message: string | null },
): Promise<Sighting | null> {
  const token = event.token;
  if (token === null) return null;
  const target = await targetOf(deps.db, event, { activeOnly: options.activeOnly });
  if (!target.review) return null;
  const amountUsd = await usdValue(deps, token, event.amount);
  return {
    event: { ...event, token },
    reviewId: target.review.id,
    authorId: target.review.userId,
    donorId: await userIdOfAddress(deps.db, event.from),
    amountUsd: amountUsd.toFixed(2),
    message: options.message,
    confirmed: hasConfirmations(
      head,
      event.blockNumber,
      confirmationsFor(deps.config, event.chainId),
    ),
  };
}

/** POST /api/donate-logs: the signed-in donor reports a transaction; the chain decides. */
export async function reportDonation(
  deps: Deps,
  viewer: { id: number; address: string },
  body: DonateLogBody,
): Promise<{ donation: Donation; created: boolean }> {
  const chain = donationChain(deps.config);
  if (!chain) throw badRequest('can_not_find_chain');
  const hash = body.transactionHash.toLowerCase() as Hash;
  let receipt;
  try {
    receipt = await chain.client.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) throw notFound('can_not_find_donate');
    throw new AppError(503, 'can_not_find_chain');
  }
  // reverted, sent elsewhere (a plain transfer, another contract) or without a Donate event
  if (
    receipt.status !== 'success' ||
    !receipt.to ||
    !isAddressEqual(receipt.to, chain.contractAddress)
  )
    throw badRequest('can_not_find_donate');
  const [event] = donateEventsOf(chain, receipt.logs);
  if (!event || event.token === null) throw badRequest('can_not_find_donate');
  if (!isAddressEqual(event.from, viewer.address as `0x${string}`))
    throw forbidden('can_not_find_donate');
  const target = await targetOf(deps.db, event, { activeOnly: true });
  if (!target.review)
    throw target.reason === 'can_not_find_review'
      ? notFound('can_not_find_review')
      : badRequest('can_not_find_donate');
  let head: bigint;
  try {
    head = await chain.client.getBlockNumber({ cacheTime: 0 });
  } catch {
    throw new AppError(503, 'can_not_find_chain');
  }
  const message = body.message?.trim() ? body.message.trim() : null;
  const sighting = await sightingOf(deps, event, Number(head), { activeOnly: true, message });
  if (!sighting) throw badRequest('can_not_find_donate');
  const { result } = await settle(
    deps,
    { users: [sighting.donorId, sighting.authorId], reviews: [sighting.reviewId] },
    (ledger) => recordSighting(ledger, sighting),
  );
  const joined = await findDonationJoined(deps.db, result.id);
  return { donation: toDonation(joined!), created: result.created };
}

/** For the operator's metrics: donations waiting for their confirmations. */
export function pendingDonationCount(deps: Deps): Promise<number> {
  return countPendingDonations(deps.db);
}

export async function donateLogs(deps: Deps, query: DonateLogListQuery) {
  const { rows, total } = await listDonations(deps.db, query, query.limit, query.offset);
  return { data: rows.map(toDonation), meta: listMeta(query.limit, query.offset, total) };
}

export async function userDonateStatistic(deps: Deps, userId: string): Promise<DonateStatistic> {
  if (!isId(userId)) throw notFound('can_not_find_user');
  const user = await findUser(deps.db, Number(userId));
  if (!user) throw notFound('can_not_find_user');
  const { received, donated } = await userDonationTotals(deps.db, user.id);
  return {
    totalAmount: Number(received.total),
    count: received.count,
    donated: { totalAmount: Number(donated.total), count: donated.count },
  };
}

export async function platformDonateStatistic(deps: Deps): Promise<PlatformDonateStatistic> {
  const { totals, tokens } = await platformDonationTotals(deps.db);
  return {
    totalAmount: Number(totals.total),
    count: totals.count,
    donors: totals.donors,
    recipients: totals.recipients,
    tokens: tokens.map((t) => ({
      token: t.token,
      amount: t.amount,
      amountUsd: Number(t.amountUsd),
      count: t.count,
    })),
  };
}

/** The newest confirmed donations with their donors (the activity feed); and how many there are. */
export function latestDonations(db: DbOrTx, limit: number) {
  return newestDonations(db, limit);
}
