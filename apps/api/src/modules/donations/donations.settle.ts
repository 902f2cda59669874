// What a donation counts for, written in one short transaction after the chain was read: a
// donation is recorded pending until its transaction has the chain's confirmations, then
// credited once (review and user USD totals, the reviewer's XP, a notification); when a
// reorganisation drops or moves its block, every credit is taken back and the audit trail says
// why. The same event mined again in another block is a new row, credited once in its turn.
import { formatUnits } from 'viem';
import { donationXp } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { lockReviews, lockUsers, transaction } from '../../db/transaction.ts';
import type { DonateEvent } from '../../chain/donation.ts';
import { writeAudit } from '../audit/index.ts';
import { announce, notify } from '../notifications/index.ts';
import { awardXp } from '../reputation/index.ts';
import {
  addDonationTotals,
  deleteDonationNotifications,
  donationXpMoved,
  findDonationByEvent,
  insertDonationOnce,
  liveDonationsOfTransaction,
  lockDonation,
  markConfirmed,
  markReversed,
  setDonationMessage,
  subtractDonationTotals,
  type DonationRow,
} from './donations.repository.ts';

const TOKEN_DECIMALS = 18;

/** A Donate event as the chain showed it, with the review it pays for and its dollar value. */
export interface Sighting {
  event: DonateEvent & { token: 'BNB' | 'BUSD' };
  reviewId: number;
  authorId: number;
  donorId: number | null;
  amountUsd: string;
  message: string | null;
  /** The transaction had the chain's confirmations when it was read. */
  confirmed: boolean;
}

/** Why a credited donation no longer counts, as the audit entry records it. */
export interface Reversal {
  reason: 'transaction_gone' | 'block_replaced';
  /** The hash the chain now has at the donation's block number (null when none). */
  canonicalBlockHash: string | null;
  /** Where the transaction is now, when a reorganisation moved it. */
  movedTo?: { blockNumber: number; blockHash: string } | undefined;
}

export interface Ledger {
  tx: Tx;
  now: Date;
  /** Users whose bell changed (told after the commit). */
  notified: Set<number>;
  /** Something public reads show changed. */
  changed: boolean;
}

/**
 * Runs `work` in one transaction holding the rows it may touch (users, then reviews: the lock
 * order), then tells the users whose notifications changed.
 */
export async function settle<T>(
  deps: Deps,
  locks: { users: Array<number | null>; reviews: Array<number | null> },
  work: (ledger: Ledger) => Promise<T>,
): Promise<{ result: T; changed: boolean }> {
  const now = deps.now();
  const notified = new Set<number>();
  const outcome = await transaction(deps, async (tx) => {
    notified.clear();
    await lockUsers(
      tx,
      locks.users.filter((id): id is number => id !== null),
    );
    await lockReviews(
      tx,
      locks.reviews.filter((id): id is number => id !== null),
    );
    const ledger: Ledger = { tx, now, notified, changed: false };
    const result = await work(ledger);
    return { result, changed: ledger.changed };
  });
  if (notified.size) await announce(deps, [...notified]);
  return outcome;
}

/**
 * Records a sighting: a live row of the same transaction in another block is reversed first
 * (the chain moved it); the event is inserted once (pending, or credited at once when it is
 * confirmed already); a pending row it finds is credited when the sighting is confirmed.
 */
export async function recordSighting(
  ledger: Ledger,
  sighting: Sighting,
): Promise<{ id: number; created: boolean; credited: boolean; reversed: number }> {
  const { tx, now } = ledger;
  const { event } = sighting;
  let reversed = 0;
  for (const row of await liveDonationsOfTransaction(tx, event.chainId, event.transactionHash)) {
    if (
      row.blockHash &&
      row.blockHash.toLowerCase() !== event.blockHash.toLowerCase() &&
      (await reverseDonation(ledger, row, {
        reason: 'block_replaced',
        canonicalBlockHash: null,
        movedTo: { blockNumber: event.blockNumber, blockHash: event.blockHash },
      }))
    )
      reversed++;
  }
  const id = await insertDonationOnce(tx, {
    transactionHash: event.transactionHash.toLowerCase(),
    logIndex: event.logIndex,
    chainId: event.chainId,
    blockNumber: event.blockNumber,
    blockHash: event.blockHash.toLowerCase(),
    fromAddress: event.from,
    toAddress: event.to,
    fromUserId: sighting.donorId,
    toUserId: sighting.authorId,
    reviewId: sighting.reviewId,
    token: event.token,
    amount: event.amount.toString(),
    fee: event.fee.toString(),
    amountUsd: sighting.amountUsd,
    message: sighting.message,
    status: 'pending',
    createdAt: now,
  });
  const row =
    id === null
      ? await findDonationByEvent(tx, event.chainId, event.transactionHash, event.logIndex)
      : await lockDonation(tx, id);
  if (!row) throw new Error('donation conflict without a row');
  if (id === null && sighting.message && row.message === null)
    await setDonationMessage(tx, row.id, sighting.message);
  if (id !== null) ledger.changed = true;
  const credited =
    sighting.confirmed && row.status === 'pending' && (await creditDonation(ledger, row));
  return { id: row.id, created: id !== null, credited, reversed };
}

/** Credits a pending donation: totals, XP and the reviewer's notification, exactly once. */
export async function creditDonation(ledger: Ledger, row: DonationRow): Promise<boolean> {
  const { tx, now } = ledger;
  if (!(await markConfirmed(tx, row.id, now))) return false;
  ledger.changed = true;
  const authorId = row.toUserId;
  if (authorId === null || row.reviewId === null) return true;
  const projectId = await addDonationTotals(tx, row.reviewId, authorId, row.amountUsd);
  const xp = donationXp(Number(row.amountUsd));
  if (xp > 0)
    await awardXp(
      tx,
      authorId,
      xp,
      'donation_received',
      { type: 'donation', id: String(row.id) },
      row.fromUserId,
      now,
    );
  await notify(tx, {
    userId: authorId,
    type: 'donate_for_review',
    action: 'display_donate',
    objectId: String(row.reviewId),
    fromUserId: row.fromUserId,
    projectId,
    message: row.message,
    meta: {
      amount: formatUnits(BigInt(row.amount), TOKEN_DECIMALS),
      donateCurrency: row.token,
      donationId: String(row.id),
      transactionHash: row.transactionHash,
    },
    now,
  });
  ledger.notified.add(authorId);
  return true;
}

/**
 * Takes a donation out of the books. A pending one credited nothing; a confirmed one gives back
 * its dollars, its XP (a donation_reversed ledger row, so the score still equals the ledger)
 * and its notification, and leaves an audit entry. True when credits were reversed.
 */
export async function reverseDonation(
  ledger: Ledger,
  stale: DonationRow,
  cause: Reversal,
): Promise<boolean> {
  const { tx, now } = ledger;
  const row = await lockDonation(tx, stale.id);
  if (!row || row.status === 'reversed') return false;
  await markReversed(tx, row.id, now);
  ledger.changed = true;
  if (row.status === 'pending') return false;
  await subtractDonationTotals(tx, row.reviewId, row.toUserId, row.amountUsd);
  let xp = 0;
  if (row.toUserId !== null) {
    xp = await donationXpMoved(tx, row.toUserId, row.id);
    if (xp > 0)
      await awardXp(
        tx,
        row.toUserId,
        -xp,
        'donation_reversed',
        { type: 'donation', id: String(row.id) },
        null,
        now,
      );
    if ((await deleteDonationNotifications(tx, row.toUserId, row.id)) > 0)
      ledger.notified.add(row.toUserId);
  }
  await writeAudit(tx, {
    actorId: null,
    action: 'donation.reverse',
    targetType: 'donation',
    targetId: row.id,
    before: {
      status: row.status,
      amountUsd: Number(row.amountUsd),
      xp,
      reviewId: row.reviewId === null ? null : String(row.reviewId),
      toUserId: row.toUserId === null ? null : String(row.toUserId),
    },
    after: { status: 'reversed' },
    reason: cause.reason,
    proof: {
      chainId: row.chainId,
      transactionHash: row.transactionHash,
      logIndex: row.logIndex,
      blockNumber: row.blockNumber,
      blockHash: row.blockHash,
      canonicalBlockHash: cause.canonicalBlockHash,
      ...(cause.movedTo ? { movedTo: cause.movedTo } : {}),
    },
    now,
  });
  return true;
}
