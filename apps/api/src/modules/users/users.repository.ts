// SQL for users.
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projects, reviews, userFollows, users, xpLedger } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByAddress(db: DbOrTx, address: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.address}) = ${address.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Creates the user on first sign-in; concurrent first sign-ins end with one row. */
export async function upsertUserByAddress(
  db: DbOrTx,
  address: string,
  role: 'admin' | 'normal',
): Promise<UserRow> {
  await db.insert(users).values({ address, role }).onConflictDoNothing();
  const row = await findUserByAddress(db, address);
  if (!row) throw new Error('user upsert failed');
  if (row.role !== role && role === 'admin') {
    const [updated] = await db.update(users).set({ role }).where(eq(users.id, row.id)).returning();
    return updated!;
  }
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user not found');
  return row;
}

export async function isFollowingUser(
  db: DbOrTx,
  followerId: number,
  followeeId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)))
    .limit(1);
  return Boolean(row);
}

/** Reviewers ranked by reviews written in the window, then by XP. */
export async function topReviewers(db: DbOrTx, since: Date, limit: number, offset: number) {
  const windowReviews = sql<number>`count(${reviews.id})::int`;
  // reviews the public sees: active, by an active user, of an active project
  const where = sql`${reviews.createdAt} >= ${since} and ${reviews.status} = 'active' and ${users.status} = 'active' and ${projects.status} = 'active'`;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ user: users, windowReviews })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(projects, eq(projects.id, reviews.projectId))
      .where(where)
      .groupBy(users.id)
      .orderBy(sql`${windowReviews} desc`, sql`${users.score} desc`, users.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(distinct ${reviews.userId})::int` })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(projects, eq(projects.id, reviews.projectId))
      .where(where),
  ]);
  return { rows, total };
}

/** What donations moved: received, and taken back when a reorganisation dropped one. */
const DONATION_REASONS = ['donation_received', 'donation_reversed'];

/** A page of a user's XP ledger (all, donations only, or all but donations), newest first. */
export async function ledgerPage(
  db: DbOrTx,
  userId: number,
  type: 'review_reward' | 'reward_received' | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(xpLedger.userId, userId),
    type === 'reward_received'
      ? inArray(xpLedger.reason, DONATION_REASONS)
      : type === 'review_reward'
        ? notInArray(xpLedger.reason, DONATION_REASONS)
        : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(xpLedger)
      .where(where)
      .orderBy(desc(xpLedger.createdAt), desc(xpLedger.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(xpLedger)
      .where(where),
  ]);
  return { rows, total };
}

export async function findUsersByIds(db: DbOrTx, ids: number[]): Promise<UserRow[]> {
  return ids.length ? db.select().from(users).where(inArray(users.id, ids)) : [];
}

export async function findUserIdByAddress(db: DbOrTx, address: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.address}) = ${address.toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}

export async function findModerationTarget(tx: DbOrTx, id: number) {
  const [target] = await tx
    .select({ id: users.id, role: users.role, address: users.address, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return target;
}

export async function updateUserStatus(tx: DbOrTx, id: number, status: 'active' | 'blocked') {
  const [row] = await tx
    .update(users)
    .set({ status })
    .where(eq(users.id, id))
    .returning({ id: users.id, status: users.status });
  return row!;
}
