// Transactions that do not deadlock, and survive the ones PostgreSQL still detects.
//
// THE LOCK ORDER (every transaction that locks rows of several kinds or several rows of one
// kind takes them in this order, before it writes):
//   1. users, by ascending id
//   2. reviews, by ascending id
//   3. projects, by ascending id
//   4. last of all, the transparency log's counter row (modules/tlog appendEntry): every
//      transaction that records a change in the log takes it after its other locks, so
//      appends queue behind one another without holding anything else up
// A vote locks the voter and the author (ascending), then the review; a follow locks both
// users; a reply the replier and the author, then the review. Two transactions can then only
// wait for each other in one direction. What remains (a lock taken implicitly by a foreign key
// or a unique index) is retried: 40P01 (deadlock) and 40001 (serialization) roll the whole
// transaction back, so running it again is safe.
import { asc, inArray } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { sqlState, type Tx } from './client.ts';
import { projects, reviews, users } from './schema.ts';

const RETRYABLE = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` in a transaction, again (up to 5 times, with jitter) on deadlock or serialization failure. */
export function transaction<T>(
  deps: Pick<Deps, 'db'>,
  work: (tx: Tx) => Promise<T>,
  attempts: number = TRANSACTION_ATTEMPTS,
): Promise<T> {
  return withRetries(() => deps.db.transaction(work), attempts);
}

/** Runs `run` again (up to `attempts` times, with jitter) while it fails with a retryable state. */
export async function withRetries<T>(run: () => Promise<T>, attempts: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const state = sqlState(error);
      if (!state || !RETRYABLE.has(state) || attempt >= attempts) throw error;
      // 5-20 ms, then 10-40, 20-80...: the losers spread out instead of colliding again
      const base = 5 * 2 ** (attempt - 1);
      await sleep(base + Math.random() * base * 3);
    }
  }
}

const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** Step 1 of the lock order: these users' rows, ascending. */
export async function lockUsers(tx: Tx, ids: number[]): Promise<void> {
  const list = unique(ids);
  if (list.length === 0) return;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, list))
    .orderBy(asc(users.id))
    .for('no key update');
}

/** Step 2 of the lock order: these reviews' rows, ascending. */
export async function lockReviews(tx: Tx, ids: number[]): Promise<void> {
  const list = unique(ids);
  if (list.length === 0) return;
  await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(inArray(reviews.id, list))
    .orderBy(asc(reviews.id))
    .for('no key update');
}

/** Step 3 of the lock order: these projects' rows, ascending. */
export async function lockProjects(tx: Tx, ids: number[]): Promise<void> {
  const list = unique(ids);
  if (list.length === 0) return;
  await tx
    .select({ id: projects.id })
    .from(projects)
    .where(inArray(projects.id, list))
    .orderBy(asc(projects.id))
    .for('no key update');
}
