// Votes that arrive together are written together (votes.service.ts, lib/batcher.ts): one
// transaction for a batch of distinct voters and reviews. These tests send a crowd at once and
// check that every vote is decided as if it ran alone after the ones before it: an author upvoted
// on several reviews in one batch gets every point (and one level-up), a user who votes while
// being voted on keeps both effects, and a bad vote in the crowd is refused on its own.
import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { XP_REWARDS } from '@chainreview/shared';
import { popups, reviews, users, votes, xpLedger } from '../../db/schema.ts';
import { injector, newWallet, signIn } from '../../../test/helper.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { insertProject, insertReview } from '../../../test/fixtures.ts';

const ctx = useTestApp();

const inject = injector(() => ctx.built.app);

async function userById(id: number) {
  const [row] = await ctx.built.deps.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const ledgerSum = async (userId: number) => {
  const [row] = await ctx.built.deps.db
    .select({ sum: sql<number>`coalesce(sum(${xpLedger.amount}), 0)::int` })
    .from(xpLedger)
    .where(eq(xpLedger.userId, userId));
  return Number(row!.sum);
};

describe('votes sent together', () => {
  it('decides each vote of a batch after the ones before it, and refuses bad ones alone', async () => {
    const db = ctx.built.deps.db;
    const project = await insertProject(db, {});
    // the author: 48 XP, two short of level 2
    const author = await signIn(ctx.built.app, newWallet());
    const authorId = Number(author.user.id);
    await db.update(users).set({ score: 48, level: 1 }).where(eq(users.id, authorId));
    // one review per project and author
    const own = await Promise.all(
      Array.from({ length: 6 }, async (_, i) =>
        insertReview(db, {
          projectId: (await insertProject(db, {})).id,
          userId: authorId,
          title: `Own ${i}`,
        }),
      ),
    );
    const hidden = await insertReview(db, {
      projectId: project.id,
      userId: authorId,
      title: 'Hidden',
      status: 'hidden',
    });
    // another author, whom the first one votes for in the same moment
    const other = await signIn(ctx.built.app, newWallet());
    const otherId = Number(other.user.id);
    await db.update(users).set({ score: 100, level: 2 }).where(eq(users.id, otherId));
    const theirs = await insertReview(db, { projectId: project.id, userId: otherId });
    const voters = await Promise.all(own.map(() => signIn(ctx.built.app, newWallet())));

    const vote = (auth: Record<string, string>, reviewId: number | string, to: string) =>
      inject('POST', `/api/review/${reviewId}/vote`, { vote: to }, auth);
    const answers = await Promise.all([
      ...voters.map((voter, i) => vote(voter.auth, own[i]!.id, 'up')),
      vote(author.auth, theirs.id, 'up'),
      vote(voters[0]!.auth, theirs.id, 'down'),
      vote(author.auth, own[0]!.id, 'up'),
      vote(voters[1]!.auth, 99_999_999, 'up'),
      vote(voters[2]!.auth, hidden.id, 'up'),
    ]);
    const codes = answers.map((res) => [res.statusCode, res.json().message ?? null]);
    expect(codes).toEqual([
      ...voters.map(() => [200, null]),
      [200, null],
      [200, null],
      [403, ['you_cannot_vote_for_yourself']],
      [404, ['can_not_find_review']],
      [404, ['can_not_find_review']],
    ]);

    // six upvotes at 2 XP each, none lost to another vote of the same batch
    const after = await userById(authorId);
    expect(after.score).toBe(48 + 6 * XP_REWARDS.upvoteReceived);
    expect(after.score).toBe(48 + (await ledgerSum(authorId)));
    expect(after.level).toBe(2);
    const levelUps = await db.select().from(popups).where(eq(popups.userId, authorId));
    expect(levelUps.map((p) => p.data)).toEqual([{ newLevel: 2, levelName: 'JUNIOR_MEMBER' }]);
    const otherAfter = await userById(otherId);
    expect(otherAfter.score).toBe(100 + XP_REWARDS.upvoteReceived + XP_REWARDS.downvoteReceived);
    expect(otherAfter.score).toBe(100 + (await ledgerSum(otherId)));

    // every count equals its rows
    const ids = [...own.map((r) => r.id), theirs.id, hidden.id];
    const rows = await db.select().from(reviews).where(inArray(reviews.id, ids));
    for (const row of rows) {
      const [counts] = await db
        .select({
          up: sql<number>`count(*) filter (where ${votes.vote} = 1)::int`,
          down: sql<number>`count(*) filter (where ${votes.vote} = -1)::int`,
        })
        .from(votes)
        .where(eq(votes.reviewId, row.id));
      expect([row.upVoteCount, row.downVoteCount]).toEqual([counts!.up, counts!.down]);
    }
    expect(
      await db
        .select()
        .from(votes)
        .where(and(eq(votes.reviewId, hidden.id))),
    ).toEqual([]);
  });

  it('spends a voter energy once per paid change when their changes arrive together', async () => {
    const db = ctx.built.deps.db;
    const project = await insertProject(db, {});
    const authors = await Promise.all([0, 1, 2].map(() => signIn(ctx.built.app, newWallet())));
    const targets = await Promise.all(
      authors.map((a) => insertReview(db, { projectId: project.id, userId: Number(a.user.id) })),
    );
    const voter = await signIn(ctx.built.app, newWallet());
    const vote = (reviewId: number, to: string) =>
      inject('POST', `/api/review/${reviewId}/vote`, { vote: to }, voter.auth);
    for (const target of targets) expect((await vote(target.id, 'up')).statusCode).toBe(200);
    const before = await userById(Number(voter.user.id));
    // three switches at once: the same voter, so one batch after another, each paying once
    const switched = await Promise.all(targets.map((target) => vote(target.id, 'down')));
    expect(switched.map((res) => res.json().data.energySpent)).toEqual([1, 1, 1]);
    const left = switched.map((res) => res.json().data.lastEnergy as number);
    expect(left).toEqual([before.lastEnergy - 1, before.lastEnergy - 2, before.lastEnergy - 3]);
    expect((await userById(Number(voter.user.id))).lastEnergy).toBe(before.lastEnergy - 3);
  });
});
