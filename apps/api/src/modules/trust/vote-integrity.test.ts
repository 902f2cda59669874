// The vote-integrity job on a real migrated database: a serial voter's votes are
// reversed with their XP and counters stay equal to rows; a reciprocal ring is flagged, its
// in-ring votes stop counting in the Popular score, and clearing it restores the score. The
// detector's precision and recall on the planted synthetic population are at least 0.9.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  VOTE_INTEGRITY,
  detectSerialVotes,
  detectVoteRings,
  precisionRecall,
  voteWeight,
  wilsonLowerBound,
} from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import { reviews, users, voteReversals, votes, xpLedger } from '../../db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  newWallet,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject, insertReview, insertUser } from '../../../test/fixtures.ts';
import { generatePopulation } from '../../../test/vote-population.ts';
import { withJobLock } from '../../db/job-lock.ts';
import { VOTE_INTEGRITY_LOCK_KEY } from './vote-integrity.service.ts';

let testDb: TestDatabase;
let built: BuiltApp;
const admin = newWallet();
beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, { env: { ADMIN_ADDRESSES: admin.address } });
});
afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

const db = () => built.deps.db;
/** The weight of a vote by a wallet that signed in for the first time a moment ago. */
const newWalletVote = voteWeight({ level: 1, accountAgeDays: 0 });

async function reviewsBy(userId: number, n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const project = await insertProject(db(), {});
    ids.push((await insertReview(db(), { projectId: project.id, userId })).id);
  }
  return ids;
}

/** Every review's counters equal its vote rows. */
async function countersMatchRows() {
  const result = await db().execute(sql`
    select r.id from reviews r
    where r.up_vote_count <> (select count(*) from votes v where v.review_id = r.id and v.vote = 1)
       or r.down_vote_count <> (select count(*) from votes v where v.review_id = r.id and v.vote = -1)`);
  return (result as unknown as { rows: unknown[] }).rows.length === 0;
}

async function score(userId: number) {
  const [row] = await db().select({ score: users.score }).from(users).where(eq(users.id, userId));
  return row!.score;
}

describe('vote-integrity job', () => {
  it('reverses a serial voter with the XP, keeps counters equal to rows, spares an organic voter', async () => {
    const author = await insertUser(db(), {});
    const reviewIds = await reviewsBy(author.id, 7);
    const serial = newWallet();
    const organic = newWallet();
    const { auth: serialAuth } = await signIn(built.app, serial);
    const { auth: organicAuth } = await signIn(built.app, organic);
    for (const id of reviewIds.slice(0, 6)) {
      const res = await built.app.inject({
        method: 'POST',
        url: `/api/review/${id}/vote`,
        payload: { vote: 'up' },
        headers: serialAuth,
      });
      expect(res.statusCode).toBe(200);
    }
    for (const id of reviewIds.slice(5, 7))
      await built.app.inject({
        method: 'POST',
        url: `/api/review/${id}/vote`,
        payload: { vote: 'up' },
        headers: organicAuth,
      });
    expect(await score(author.id)).toBe(16);

    const { auth: adminAuth, user: adminUser } = await signIn(built.app, admin);
    const forbidden = await built.app.inject({
      method: 'POST',
      url: '/api/admin/vote-integrity/run',
      headers: organicAuth,
    });
    expect(forbidden.statusCode).toBe(403);
    const run = await built.app.inject({
      method: 'POST',
      url: '/api/admin/vote-integrity/run',
      headers: adminAuth,
    });
    expect(run.statusCode).toBe(200);
    expect(run.json().data.serialVotesReversed).toBe(6);

    // the 6 serial upvotes are gone with their 12 XP; the organic voter's 2 stay
    expect(await score(author.id)).toBe(4);
    const rows = await db()
      .select()
      .from(votes)
      .where(sql`${votes.reviewId} in ${reviewIds}`);
    expect(rows.filter((v) => v.vote === 1)).toHaveLength(2);
    expect(await countersMatchRows()).toBe(true);
    const [sixth] = await db().select().from(reviews).where(eq(reviews.id, reviewIds[5]!));
    // the organic voter's wallet is new: its vote counts in the tally, weighs little in Popular
    expect(sixth).toMatchObject({
      upVoteCount: 1,
      popularScore: wilsonLowerBound(newWalletVote, 0),
    });
    const reversals = await db()
      .select()
      .from(voteReversals)
      .where(eq(voteReversals.authorId, author.id));
    expect(reversals).toHaveLength(6);
    const ledger = await db()
      .select({ sum: sql<number>`sum(${xpLedger.amount})::int` })
      .from(xpLedger)
      .where(eq(xpLedger.userId, author.id));
    expect(ledger[0]!.sum).toBe(4);
    // the admin team is told, the voter and the author are not
    const bells = await db().execute(
      sql`select user_id::int as "userId", type, meta->>'event' as event from notifications
          where type not in ('upvote', 'downvote')`,
    );
    expect((bells as unknown as { rows: unknown[] }).rows).toEqual([
      { userId: Number(adminUser.id), type: 'moderation', event: 'serial_votes_reversed' },
    ]);
    const adminBell = await built.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: adminAuth,
    });
    expect(adminBell.json().data[0]).toMatchObject({
      type: 'moderation',
      event: 'serial_votes_reversed',
    });
    for (const auth of [serialAuth, organicAuth]) {
      const list = await built.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: auth,
      });
      expect(list.json().data).toEqual([]);
    }

    // a second run finds nothing more to reverse
    const again = await built.app.inject({
      method: 'POST',
      url: '/api/admin/vote-integrity/run',
      headers: adminAuth,
    });
    expect(again.json().data.serialVotesReversed).toBe(0);
    expect(await score(author.id)).toBe(4);
  });

  it('flags a reciprocal ring, zeroes its weight in Popular, and clearing it restores it', async () => {
    // organic background: 60 voters upvote 3 reviews of 3 different authors each
    const organicAuthors = await Promise.all(
      Array.from({ length: 20 }, () => insertUser(db(), {})),
    );
    const organicReviews: number[] = [];
    for (const a of organicAuthors) organicReviews.push(...(await reviewsBy(a.id, 2)));
    const past = new Date(built.deps.now().getTime() - 5 * 24 * 3600_000);
    for (let v = 0; v < 60; v++) {
      const voter = await insertUser(db(), {});
      for (let k = 0; k < 3; k++) {
        const reviewId = organicReviews[(v * 7 + k * 13) % organicReviews.length]!;
        await db()
          .insert(votes)
          .values({ reviewId, userId: voter.id, vote: 1, createdAt: past, updatedAt: past });
      }
    }
    // the ring: three accounts upvoting all of each other's reviews
    const ring = await Promise.all([
      insertUser(db(), {}),
      insertUser(db(), {}),
      insertUser(db(), {}),
    ]);
    const ringReviews = new Map<number, number[]>();
    for (const m of ring) ringReviews.set(m.id, await reviewsBy(m.id, 4));
    for (const a of ring)
      for (const b of ring)
        if (a.id !== b.id)
          for (const reviewId of ringReviews.get(b.id)!)
            await db()
              .insert(votes)
              .values({ reviewId, userId: a.id, vote: 1, createdAt: past, updatedAt: past });
    // counters equal to rows, as the vote endpoint would have left them
    await db().execute(sql`update reviews r set
      up_vote_count = (select count(*) from votes v where v.review_id = r.id and v.vote = 1),
      popular_score = 0`);

    const { auth: adminAuth } = await signIn(built.app, admin);
    const run = await built.app.inject({
      method: 'POST',
      url: '/api/admin/vote-integrity/run',
      headers: adminAuth,
    });
    expect(run.json().data.ringsFlagged).toBe(1);
    // the admin team is told of the new ring (and nobody in it)
    const told = await db().execute(
      sql`select user_id::int as "userId" from notifications where meta->>'event' = 'vote_ring_flagged'`,
    );
    const adminId = (await signIn(built.app, admin)).user.id;
    expect((told as unknown as { rows: unknown[] }).rows).toEqual([{ userId: Number(adminId) }]);
    const listed = await built.app.inject({
      method: 'GET',
      url: '/api/admin/vote-rings?status=flagged',
      headers: adminAuth,
    });
    const [flagged] = listed.json().data;
    expect(flagged.memberIds).toEqual(
      ring.map((m) => String(m.id)).sort((a, b) => Number(a) - Number(b)),
    );
    expect(flagged.lift).toBeGreaterThanOrEqual(VOTE_INTEGRITY.ringMinLift);
    // tallies keep the ring votes; Popular gives them no weight
    const ringReview = ringReviews.get(ring[0]!.id)![0]!;
    const [before] = await db().select().from(reviews).where(eq(reviews.id, ringReview));
    expect(before!.upVoteCount).toBe(2);
    expect(before!.popularScore).toBe(0);
    expect(await countersMatchRows()).toBe(true);
    // an outsider's new vote on it counts, the ring's still do not
    const outsider = newWallet();
    const { auth } = await signIn(built.app, outsider);
    await built.app.inject({
      method: 'POST',
      url: `/api/review/${ringReview}/vote`,
      payload: { vote: 'up' },
      headers: auth,
    });
    const [voted] = await db().select().from(reviews).where(eq(reviews.id, ringReview));
    expect(voted).toMatchObject({
      upVoteCount: 3,
      popularScore: wilsonLowerBound(newWalletVote, 0),
    });

    // the admin team clears it: plain score back, and the next run does not flag it again
    // the admin console lists the members by address; only 'cleared' is a status to set
    expect(flagged.members.map((m: { address: string }) => m.address.toLowerCase())).toEqual(
      [...ring].sort((a, b) => a.id - b.id).map((m) => m.address.toLowerCase()),
    );
    const wrong = await built.app.inject({
      method: 'PUT',
      url: `/api/admin/vote-rings/${flagged.id}/status`,
      payload: { status: 'flagged' },
      headers: adminAuth,
    });
    expect(wrong.statusCode).toBe(400);
    const cleared = await built.app.inject({
      method: 'PUT',
      url: `/api/admin/vote-rings/${flagged.id}/status`,
      payload: { status: 'cleared', reason: 'Three colleagues, checked' },
      headers: adminAuth,
    });
    expect(cleared.json().data.status).toBe('cleared');
    // the decision is in the audit trail
    const audit = await built.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=vote_ring.clear',
      headers: adminAuth,
    });
    expect(audit.json().data).toHaveLength(1);
    expect(audit.json().data[0]).toMatchObject({
      action: 'vote_ring.clear',
      targetType: 'vote_ring',
      targetId: flagged.id,
      reason: 'Three colleagues, checked',
    });
    const [after] = await db().select().from(reviews).where(eq(reviews.id, ringReview));
    expect(after!.popularScore).toBeCloseTo(wilsonLowerBound(2 + newWalletVote, 0), 12);
    const rerun = await built.app.inject({
      method: 'POST',
      url: '/api/admin/vote-integrity/run',
      headers: adminAuth,
    });
    expect(rerun.json().data.ringsFlagged).toBe(0);
    const twice = await built.app.inject({
      method: 'POST',
      url: `/api/admin/vote-rings/${flagged.id}/clear`,
      headers: adminAuth,
    });
    expect(twice.statusCode).toBe(404);

    const trust = await built.app.inject({ method: 'GET', url: '/api/public/trust' });
    expect(trust.json().data).toMatchObject({ votesReversed: 6, ringsFound: 1, ringsFlagged: 0 });
  });
});

describe('the detector on a planted synthetic population', () => {
  it('finds serial voters and rings with precision and recall of at least 0.9', () => {
    const seed = 16;
    const population = generatePopulation({ seed });
    expect(population.users).toBeGreaterThan(4000);
    const serial = precisionRecall(
      detectSerialVotes(population.events).map((f) => `${f.voterId}:${f.authorId}`),
      population.serialPairs,
    );
    const rings = precisionRecall(
      detectVoteRings(population.events).flatMap((r) => r.memberIds),
      population.ringMembers,
    );
    console.log(`vote-integrity seed ${seed}:`, { serial, rings });
    for (const x of [serial.precision, serial.recall, rings.precision, rings.recall])
      expect(x).toBeGreaterThanOrEqual(0.9);
  });
});

describe('edit history of blocked content', () => {
  it('keeps every version of a review the admin team blocked, for the admin team only', async () => {
    const project = await insertProject(db(), {});
    const { auth } = await signIn(built.app, newWallet());
    const doc = (text: string) =>
      JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
      });
    const first = {
      title: 'First version of the review',
      content: doc('The first text: the team answered every question in the forum quickly.'),
      rate: 4,
      language: 'en',
    };
    const created = await built.app.inject({
      method: 'POST',
      url: `/api/project/${project.id}/reviews`,
      payload: first,
      headers: auth,
    });
    expect(created.statusCode, created.body).toBe(200);
    const reviewId = created.json().data.id as string;
    const edited = await built.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}`,
      payload: { ...first, title: 'Second version of the review', rate: 1 },
      headers: auth,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const { auth: adminAuth } = await signIn(built.app, admin);
    const blocked = await built.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${reviewId}/status`,
      payload: { status: 'blocked', reason: 'Spam links', reasonCategory: 'spam' },
      headers: adminAuth,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);

    const anonymous = await built.app.inject({
      method: 'GET',
      url: `/api/public/reviews/${reviewId}/versions`,
    });
    expect(anonymous.statusCode).toBe(404);
    for (const viewer of [auth, (await signIn(built.app, newWallet())).auth]) {
      const res = await built.app.inject({
        method: 'GET',
        url: `/api/reviews/${reviewId}/versions`,
        headers: viewer,
      });
      expect(res.statusCode).toBe(404);
    }
    const res = await built.app.inject({
      method: 'GET',
      url: `/api/reviews/${reviewId}/versions`,
      headers: adminAuth,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((v: { version: number; title: string; rate: number; current: boolean }) => [
          v.version,
          v.title,
          v.rate,
          v.current,
        ]),
    ).toEqual([
      [1, 'First version of the review', 4, false],
      [2, 'Second version of the review', 1, true],
    ]);
  });
});

describe("on-demand runs share the daily job's advisory lock", () => {
  it('refuses a run while the job holds the lock, and runs once it is free', async () => {
    const { auth } = await signIn(built.app, admin);
    const run = () =>
      built.app.inject({ method: 'POST', url: '/api/admin/vote-integrity/run', headers: auth });
    const busy = await withJobLock(built.deps, VOTE_INTEGRITY_LOCK_KEY, () => run());
    expect(busy).not.toBeNull();
    expect(busy!.result.statusCode).toBe(409);
    expect(busy!.result.json().message).toEqual(['vote_integrity_running']);
    const free = await run();
    expect(free.statusCode, free.body).toBe(200);
  });
});
