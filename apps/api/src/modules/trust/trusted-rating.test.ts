// The trusted rating on a real migrated database. A fresh wallet's review moves a
// project's trusted rating far less than an established member's; votes from a vote ring the
// admin team has not cleared do not move the review Popular order; the Good Rating list follows
// the trusted value, both as refreshed on each review and as the score job stores it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PrivateKeyAccount } from 'viem/accounts';
import {
  TRUSTED_RATING,
  reviewWeight,
  trustedRating,
  voteWeight,
  wilsonLowerBound,
} from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import { reviews, users, voteRings, votes } from '../../db/schema.ts';
import { refreshProjectScores } from '../../jobs/scores.ts';
import { refreshTrustedRating } from '../reviews/reviews.repository.ts';
import {
  createTestApp,
  createTestDatabase,
  newWallet,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject, insertReview, insertUser } from '../../../test/fixtures.ts';

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

type Auth = Record<string, string>;
const db = () => built.deps.db;
const DAY_MS = 86_400_000;

const doc = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
let seq = 0;
const draft = (rate: number) => {
  const n = ++seq;
  return {
    title: `Trusted rating review ${n}`,
    content: doc(
      `Review number ${n}: the contracts are audited, the team answers questions and the token does what the docs say.`,
    ),
    rate,
    language: 'en',
  };
};

interface Person {
  auth: Auth;
  id: number;
}

/** A wallet that signed in a moment ago: level 1, no history. */
async function freshWallet(wallet: PrivateKeyAccount = newWallet()): Promise<Person> {
  const { auth, user } = await signIn(built.app, wallet);
  return { auth, id: Number(user.id) };
}

/** A member for 200 days, level 5, twelve reviews written: a full weight of 1. */
async function trustedMember(): Promise<Person> {
  const person = await freshWallet();
  await db()
    .update(users)
    .set({
      score: 1_000,
      level: 5,
      reviewsCount: 12,
      lastEnergy: 70,
      createdAt: new Date(built.deps.now().getTime() - 200 * DAY_MS),
    })
    .where(eq(users.id, person.id));
  return person;
}

async function review(projectId: number, who: Person, rate: number) {
  const res = await built.app.inject({
    method: 'POST',
    url: `/api/project/${projectId}/reviews`,
    payload: draft(rate),
    headers: who.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string };
}

async function project(id: number) {
  const res = await built.app.inject({ method: 'GET', url: `/api/public/projects/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as { avgStar: number; trustedRating: number | null; reviewCount: number };
}

async function vote(reviewId: number | string, who: Person, to: 'up' | 'down') {
  const res = await built.app.inject({
    method: 'POST',
    url: `/api/review/${reviewId}/vote`,
    payload: { vote: to },
    headers: who.auth,
  });
  expect(res.statusCode).toBe(200);
}

async function popularOrder(projectId: number): Promise<string[]> {
  const res = await built.app.inject({
    method: 'GET',
    url: `/api/public/project/${projectId}/reviews?sort=popular&limit=10`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((r: { id: string }) => r.id);
}

describe('trusted rating of a project', () => {
  it("moves less for a fresh wallet's review than for a trusted member's", async () => {
    const members = [await trustedMember(), await trustedMember(), await trustedMember()];
    const first = await insertProject(db(), {});
    const second = await insertProject(db(), {});
    for (const p of [first, second]) for (const m of members) await review(p.id, m, 5);
    const before = [await project(first.id), await project(second.id)];
    expect(before[0]).toMatchObject({ avgStar: 5, reviewCount: 3 });
    expect(before[0]!.trustedRating).toBeCloseTo(before[1]!.trustedRating!, 6);

    const fresh = await freshWallet();
    const member = await trustedMember();
    const byFresh = await review(first.id, fresh, 1);
    const byMember = await review(second.id, member, 1);
    const [afterFresh, afterMember] = [await project(first.id), await project(second.id)];

    // the plain average moves the same for both
    expect(afterFresh.avgStar).toBe(4);
    expect(afterMember.avgStar).toBe(4);
    // the trusted rating barely moves for the fresh wallet
    const freshDrop = before[0]!.trustedRating! - afterFresh.trustedRating!;
    const memberDrop = before[1]!.trustedRating! - afterMember.trustedRating!;
    expect(freshDrop).toBeGreaterThan(0);
    expect(freshDrop).toBeLessThan(memberDrop / 10);

    // the stored weights are the shared formula's, read at review time
    const rows = await db()
      .select({ id: reviews.id, trustWeight: reviews.trustWeight })
      .from(reviews)
      .where(inArray(reviews.id, [Number(byFresh.id), Number(byMember.id)]));
    const weightOf = (id: string) => rows.find((r) => r.id === Number(id))!.trustWeight;
    expect(weightOf(byFresh.id)).toBe(
      reviewWeight({
        level: 1,
        accountAgeDays: 0,
        reviewsBefore: 0,
        upheldAgainst: 0,
        holderBadge: null,
      }),
    );
    expect(weightOf(byFresh.id)).toBe(TRUSTED_RATING.minWeight);
    expect(weightOf(byMember.id)).toBe(1);

    // and the stored rating is the shared formula over the site-wide weighted mean
    const all = await db()
      .select({ projectId: reviews.projectId, rate: reviews.rate, weight: reviews.trustWeight })
      .from(reviews)
      .where(eq(reviews.status, 'active'));
    let sum = 0;
    let weights = 0;
    for (const r of all) {
      sum += r.rate * r.weight;
      weights += r.weight;
    }
    expect(afterMember.trustedRating).toBeCloseTo(
      trustedRating(
        all.filter((r) => r.projectId === second.id),
        sum / weights,
      ),
      2,
    );
  });

  it("weighs a member's next review less after the admin team upheld a report against them", async () => {
    const member = await trustedMember();
    const first = await insertProject(db(), {});
    const reported = await review(first.id, member, 5);
    const reporter = await freshWallet();
    const filed = await built.app.inject({
      method: 'POST',
      url: `/api/reports/review/${reported.id}`,
      payload: { reason: 'do_not_spam', note: 'Copied from another project word for word.' },
      headers: reporter.auth,
    });
    expect(filed.statusCode).toBe(200);
    const { auth: adminAuth } = await signIn(built.app, admin);
    const upheld = await built.app.inject({
      method: 'PUT',
      url: `/api/admin/reports/review/${reported.id}`,
      payload: { decision: 'uphold', reason: 'Spam', reasonCategory: 'spam' },
      headers: adminAuth,
    });
    expect(upheld.statusCode).toBe(200);
    const next = await review((await insertProject(db(), {})).id, member, 4);
    const [row] = await db()
      .select({ trustWeight: reviews.trustWeight })
      .from(reviews)
      .where(eq(reviews.id, Number(next.id)));
    expect(row!.trustWeight).toBe(1 - TRUSTED_RATING.upheldAgainstPenalty);
  });

  it('is null without reviews, and the plain average stays beside it', async () => {
    const empty = await insertProject(db(), {});
    expect(await project(empty.id)).toMatchObject({ avgStar: 0, trustedRating: null });
  });
});

describe('review Popular sort', () => {
  it('does not move for votes from a flagged ring until the admin team clears it', async () => {
    const p = await insertProject(db(), {});
    const [x, y] = [await insertUser(db()), await insertUser(db())];
    const a = await insertReview(db(), { projectId: p.id, userId: x.id, rate: 5 });
    const b = await insertReview(db(), { projectId: p.id, userId: y.id, rate: 5 });
    const voter = await trustedMember();
    await vote(a.id, voter, 'up');
    expect(await popularOrder(p.id)).toEqual([String(a.id), String(b.id)]);

    // three established accounts the detector flagged as a ring upvote the other review
    const ring = [await trustedMember(), await trustedMember(), await trustedMember()];
    const [flagged] = await db()
      .insert(voteRings)
      .values({ memberIds: ring.map((m) => m.id).sort((m, n) => m - n), lift: 20 })
      .returning();
    for (const m of ring) await vote(b.id, m, 'up');
    const [counted] = await db().select().from(reviews).where(eq(reviews.id, b.id));
    expect(counted).toMatchObject({ upVoteCount: 3, popularScore: 0 });
    expect(await popularOrder(p.id)).toEqual([String(a.id), String(b.id)]);

    const { auth: adminAuth } = await signIn(built.app, admin);
    const cleared = await built.app.inject({
      method: 'POST',
      url: `/api/admin/vote-rings/${flagged!.id}/clear`,
      headers: adminAuth,
    });
    expect(cleared.statusCode).toBe(200);
    const [after] = await db().select().from(reviews).where(eq(reviews.id, b.id));
    expect(after!.popularScore).toBeCloseTo(wilsonLowerBound(3, 0), 12);
    expect(await popularOrder(p.id)).toEqual([String(b.id), String(a.id)]);
  });

  it('ranks one established upvote above several from new wallets, who still count in the tally', async () => {
    const p = await insertProject(db(), {});
    const [x, y] = [await insertUser(db()), await insertUser(db())];
    const a = await insertReview(db(), { projectId: p.id, userId: x.id });
    const b = await insertReview(db(), { projectId: p.id, userId: y.id });
    await vote(a.id, await trustedMember(), 'up');
    for (let i = 0; i < 4; i++) await vote(b.id, await freshWallet(), 'up');
    const rows = await db()
      .select()
      .from(reviews)
      .where(inArray(reviews.id, [a.id, b.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(b.id)!.upVoteCount).toBe(4);
    expect(byId.get(a.id)!.upVoteCount).toBe(1);
    const newWallet = voteWeight({ level: 1, accountAgeDays: 0 });
    expect(byId.get(b.id)!.popularScore).toBeCloseTo(wilsonLowerBound(4 * newWallet, 0), 12);
    const weights = await db()
      .select({ weight: votes.weight })
      .from(votes)
      .where(eq(votes.reviewId, b.id));
    expect(weights.map((w) => w.weight)).toEqual([newWallet, newWallet, newWallet, newWallet]);
    expect(await popularOrder(p.id)).toEqual([String(a.id), String(b.id)]);
  });
});

describe('Good Rating list', () => {
  async function goodRatingList() {
    const res = await built.app.inject({
      method: 'GET',
      url: '/api/public/projects?sort=goodRatingScore&order=desc&limit=100',
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Array<{
      id: string;
      avgStar: number;
      trustedRating: number | null;
      goodRatingScore: number;
    }>;
  }

  it('follows the trusted value, not the plain average, on each review and after the score job', async () => {
    // the rest of the site: a hundred established members' 3-star reviews set the mean near 3
    const filler = await insertProject(db(), { name: 'The rest of the site' });
    const crowd = await db()
      .insert(users)
      .values(Array.from({ length: 100 }, (_, i) => ({ address: `0x${'c'.repeat(37)}${100 + i}` })))
      .returning({ id: users.id });
    await db()
      .insert(reviews)
      .values(
        crowd.map((u) => ({
          projectId: filler.id,
          userId: u.id,
          title: 'A fair review title',
          content: 'x'.repeat(60),
          contentText: 'x'.repeat(60),
          rate: 3,
        })),
      );
    await refreshProjectScores(db(), built.deps.now());

    const hyped = await insertProject(db(), { name: 'Hyped by new wallets' });
    const solid = await insertProject(db(), { name: 'Solid with members' });
    for (let i = 0; i < 3; i++) await review(hyped.id, await freshWallet(), 5);
    for (let i = 0; i < 3; i++) await review(solid.id, await trustedMember(), 4);

    const check = async () => {
      const list = await goodRatingList();
      const ids = list.map((p) => p.id);
      const h = list.find((p) => p.id === String(hyped.id))!;
      const s = list.find((p) => p.id === String(solid.id))!;
      expect(h.avgStar).toBe(5);
      expect(s.avgStar).toBe(4);
      expect(s.trustedRating!).toBeGreaterThan(h.trustedRating!);
      expect(ids.indexOf(String(solid.id))).toBeLessThan(ids.indexOf(String(hyped.id)));
      // the whole list is in trusted order
      const reviewed = list.filter((p) => p.trustedRating !== null);
      for (const p of reviewed) expect(p.trustedRating).toBeCloseTo(p.goodRatingScore, 2);
      for (let i = 1; i < list.length; i++)
        expect(list[i]!.goodRatingScore).toBeLessThanOrEqual(list[i - 1]!.goodRatingScore);
      return { h: h.trustedRating!, s: s.trustedRating! };
    };
    await check();
    await refreshProjectScores(db(), built.deps.now());
    const afterJob = await check();
    // the per-review refresh computes what the job stores, from the mean the job keeps
    const stored = await db().execute(sql`select value from app_meta where key = 'trusted_mean'`);
    expect((stored as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    await refreshTrustedRating(db(), hyped.id);
    await refreshTrustedRating(db(), solid.id);
    const again = await check();
    expect(again.h).toBeCloseTo(afterJob.h, 6);
    expect(again.s).toBeCloseTo(afterJob.s, 6);
  });
});
