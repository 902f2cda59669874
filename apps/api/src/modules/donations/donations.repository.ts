// SQL for donations: the joined rows a donation card needs, lists and statistics.
import { and, asc, desc, eq, gte, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { donations, notifications, projects, reviews, users, xpLedger } from '../../db/schema.ts';

const fromUser = alias(users, 'from_user');

/** Donations that count in totals, statistics and feeds. */
const counted = eq(donations.status, 'confirmed');
/** Donations a list shows: counted and pending (a reversed one is history). */
const live = ne(donations.status, 'reversed');
const toUser = alias(users, 'to_user');

export type DonationRow = typeof donations.$inferSelect;
export interface DonationJoined {
  donation: DonationRow;
  from: typeof users.$inferSelect | null;
  to: typeof users.$inferSelect | null;
  review: typeof reviews.$inferSelect | null;
  project: typeof projects.$inferSelect | null;
}

function selectJoined(db: DbOrTx) {
  return db
    .select({ donation: donations, from: fromUser, to: toUser, review: reviews, project: projects })
    .from(donations)
    .leftJoin(fromUser, eq(fromUser.id, donations.fromUserId))
    .leftJoin(toUser, eq(toUser.id, donations.toUserId))
    .leftJoin(reviews, eq(reviews.id, donations.reviewId))
    .leftJoin(projects, eq(projects.id, reviews.projectId));
}

/** Donations seen on chain but not yet at their confirmation depth. */
export async function countPendingDonations(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(donations)
    .where(eq(donations.status, 'pending'));
  return row?.count ?? 0;
}

export async function findDonationJoined(
  db: DbOrTx,
  id: number,
): Promise<DonationJoined | undefined> {
  const [row] = await selectJoined(db).where(eq(donations.id, id)).limit(1);
  return row;
}

export async function findDonationByEvent(
  db: DbOrTx,
  chainId: number,
  transactionHash: string,
  logIndex: number,
): Promise<DonationRow | undefined> {
  const [row] = await db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.chainId, chainId),
        sql`lower(${donations.transactionHash}) = ${transactionHash.toLowerCase()}`,
        eq(donations.logIndex, logIndex),
        live,
      ),
    )
    .limit(1);
  return row;
}

export async function listDonations(
  db: DbOrTx,
  filter: { fromAddress?: string | undefined; toAddress?: string | undefined },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [live];
  if (filter.fromAddress)
    conditions.push(sql`lower(${donations.fromAddress}) = ${filter.fromAddress.toLowerCase()}`);
  if (filter.toAddress)
    conditions.push(sql`lower(${donations.toAddress}) = ${filter.toAddress.toLowerCase()}`);
  const where = and(...conditions);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    limit > 0
      ? selectJoined(db)
          .where(where)
          .orderBy(desc(donations.createdAt), desc(donations.id))
          .limit(limit)
          .offset(offset)
      : Promise.resolve([]),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(donations)
      .where(where),
  ]);
  return { rows, total };
}

export async function userDonationTotals(db: DbOrTx, userId: number) {
  const [received, donated] = await Promise.all([
    db
      .select({
        total: sql<string>`coalesce(sum(${donations.amountUsd}), 0)::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(donations)
      .where(and(eq(donations.toUserId, userId), counted)),
    db
      .select({
        total: sql<string>`coalesce(sum(${donations.amountUsd}), 0)::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(donations)
      .where(and(eq(donations.fromUserId, userId), counted)),
  ]);
  return { received: received[0]!, donated: donated[0]! };
}

export async function platformDonationTotals(db: DbOrTx) {
  const [totals] = await db
    .select({
      total: sql<string>`coalesce(sum(${donations.amountUsd}), 0)::text`,
      count: sql<number>`count(*)::int`,
      donors: sql<number>`count(distinct lower(${donations.fromAddress}))::int`,
      recipients: sql<number>`count(distinct lower(${donations.toAddress}))::int`,
    })
    .from(donations)
    .where(counted);
  const tokens = await db
    .select({
      token: donations.token,
      amount: sql<string>`coalesce(sum(${donations.amount}), 0)::text`,
      amountUsd: sql<string>`coalesce(sum(${donations.amountUsd}), 0)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(donations)
    .where(counted)
    .groupBy(donations.token)
    .orderBy(donations.token);
  return { totals: totals!, tokens };
}

/** The newest donations with their senders (the activity feed), and how many there are. */
export async function newestDonations(db: DbOrTx, limit: number) {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ donation: donations, from: users })
      .from(donations)
      .leftJoin(users, eq(users.id, donations.fromUserId))
      .where(counted)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(donations)
      .where(counted),
  ]);
  return { rows, total };
}

/** A review with its author (the target a Donate event names). */
export async function findReviewWithAuthor(db: DbOrTx, reviewId: number) {
  const [row] = await db
    .select({ review: reviews, author: users })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row;
}

/** Inserts a donation unless its (chain, tx, log) is live already; its id, or null. */
export async function insertDonationOnce(
  tx: DbOrTx,
  values: typeof donations.$inferInsert,
): Promise<number | null> {
  const [row] = await tx
    .insert(donations)
    .values(values)
    // no conflict target: the unique index is partial (live rows) and on an expression
    .onConflictDoNothing()
    .returning({ id: donations.id });
  return row?.id ?? null;
}

export async function setDonationMessage(tx: DbOrTx, id: number, message: string): Promise<void> {
  await tx.update(donations).set({ message }).where(eq(donations.id, id));
}

/** Adds a donation's dollars to the review's and its author's totals; the review's project. */
export async function addDonationTotals(
  tx: DbOrTx,
  reviewId: number,
  authorId: number,
  usd: string,
): Promise<number | null> {
  const [review] = await tx
    .update(reviews)
    .set({ donateTotalUsd: sql`${reviews.donateTotalUsd} + ${usd}` })
    .where(eq(reviews.id, reviewId))
    .returning({ projectId: reviews.projectId });
  await tx
    .update(users)
    .set({ donateReceivedUsd: sql`${users.donateReceivedUsd} + ${usd}` })
    .where(eq(users.id, authorId));
  return review?.projectId ?? null;
}

/** Takes a donation's dollars back from the review's and its author's totals. */
export async function subtractDonationTotals(
  tx: DbOrTx,
  reviewId: number | null,
  authorId: number | null,
  usd: string,
): Promise<void> {
  if (reviewId !== null)
    await tx
      .update(reviews)
      .set({ donateTotalUsd: sql`${reviews.donateTotalUsd} - ${usd}` })
      .where(eq(reviews.id, reviewId));
  if (authorId !== null)
    await tx
      .update(users)
      .set({ donateReceivedUsd: sql`${users.donateReceivedUsd} - ${usd}` })
      .where(eq(users.id, authorId));
}

/** Live donations of a transaction (a reorganisation may have moved it to another block). */
export async function liveDonationsOfTransaction(
  tx: DbOrTx,
  chainId: number,
  transactionHash: string,
): Promise<DonationRow[]> {
  return tx
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.chainId, chainId),
        sql`lower(${donations.transactionHash}) = ${transactionHash.toLowerCase()}`,
        live,
      ),
    )
    .orderBy(asc(donations.id))
    .for('update');
}

/** Locks one donation row and reads it. */
export async function lockDonation(tx: DbOrTx, id: number): Promise<DonationRow | undefined> {
  const [row] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
  return row;
}

/**
 * What the indexer re-checks on a chain: every pending donation, and confirmed ones from
 * `fromBlock` on (a reorganisation deeper than that is not looked for). Rows recorded before
 * block hashes were kept have none to compare and are left alone.
 */
export async function donationsToRecheck(
  db: DbOrTx,
  chainId: number,
  fromBlock: number,
): Promise<DonationRow[]> {
  return db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.chainId, chainId),
        isNotNull(donations.blockHash),
        or(eq(donations.status, 'pending'), and(counted, gte(donations.blockNumber, fromBlock))),
      ),
    )
    .orderBy(asc(donations.blockNumber), asc(donations.id));
}

/** Marks a pending donation confirmed; false when it was not pending any more. */
export async function markConfirmed(tx: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(donations)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(donations.id, id), eq(donations.status, 'pending')))
    .returning({ id: donations.id });
  return rows.length > 0;
}

export async function markReversed(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx
    .update(donations)
    .set({ status: 'reversed', reversedAt: now })
    .where(eq(donations.id, id));
}

/** The XP a donation has moved for its recipient so far (credits less reversals). */
export async function donationXpMoved(tx: DbOrTx, userId: number, donationId: number) {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${xpLedger.amount}), 0)::int` })
    .from(xpLedger)
    .where(
      and(
        eq(xpLedger.userId, userId),
        eq(xpLedger.sourceType, 'donation'),
        eq(xpLedger.sourceId, String(donationId)),
      ),
    );
  return row?.total ?? 0;
}

/** Removes the notification that told the recipient about a donation; how many went. */
export async function deleteDonationNotifications(
  tx: DbOrTx,
  userId: number,
  donationId: number,
): Promise<number> {
  const rows = await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'donate_for_review'),
        sql`${notifications.meta}->>'donationId' = ${String(donationId)}`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
