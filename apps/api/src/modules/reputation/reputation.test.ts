import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notifications, users, xpLedger } from '../../db/schema.ts';
import { injector, newWallet, signIn } from '../../../test/helper.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { insertProject } from '../../../test/fixtures.ts';
import { ENERGY, levelForScore, SCORE_LEVELS } from '@chainreview/shared';
import { planEnergy, planXp } from './reputation.service.ts';

const ctx = useTestApp();

const inject = injector(() => ctx.built.app);
const body = (seed: string) => ({
  title: `${seed} title for review`,
  content: `${seed}: a review with plenty of characters to pass the minimum.`,
  rate: 3,
  language: 'en',
});

async function review(seed: string) {
  const project = await insertProject(ctx.built.deps.db, {});
  const author = await signIn(ctx.built.app, newWallet());
  const data = (
    await inject('POST', `/api/project/${project.id}/reviews`, body(seed), author.auth)
  ).json().data;
  return { author, review: data };
}

describe('energy under concurrency', () => {
  it('never goes below zero when one user spends from many requests at once', async () => {
    const voter = await signIn(ctx.built.app, newWallet());
    // leave 3 energy, then fire 12 vote changes (1 energy each) in parallel on 12 reviews
    await ctx.built.deps.db
      .update(users)
      .set({ lastEnergy: 3 })
      .where(eq(users.id, Number(voter.user.id)));
    const targets = await Promise.all(
      Array.from({ length: 12 }, (_, i) => review(`Energy race ${i}`)),
    );
    for (const t of targets)
      await inject('POST', `/api/review/${t.review.id}/vote`, { vote: 'up' }, voter.auth); // first votes are free
    const results = await Promise.all(
      targets.map((t) =>
        inject('POST', `/api/review/${t.review.id}/vote`, { vote: 'down' }, voter.auth),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200).length;
    const refused = results.filter((r) => r.statusCode === 422);
    expect(ok).toBe(3);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.json().message).toEqual(['not_enough_energy']);
    const [row] = await ctx.built.deps.db
      .select()
      .from(users)
      .where(eq(users.id, Number(voter.user.id)));
    expect(row!.lastEnergy).toBe(0);
  });

  it('is guarded by the database too', async () => {
    const [row] = await ctx.built.deps.db.select({ id: users.id }).from(users).limit(1);
    await expect(
      ctx.built.deps.db.update(users).set({ lastEnergy: -1 }).where(eq(users.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      ctx.built.deps.db.update(users).set({ score: -5 }).where(eq(users.id, row!.id)),
    ).rejects.toThrow();
  });
});

describe('XP and notifications for each action', () => {
  it('notifies downvotes, takes 1 XP each, and never lets the score go below 0', async () => {
    const { author, review: r } = await review('Down');
    const authorId = Number(author.user.id);
    const voters = await Promise.all(
      Array.from({ length: 12 }, () => signIn(ctx.built.app, newWallet())),
    );
    for (const v of voters)
      await inject('POST', `/api/review/${r.id}/vote`, { vote: 'down' }, v.auth);
    const [afterDown] = await ctx.built.deps.db.select().from(users).where(eq(users.id, authorId));
    expect(afterDown!.score).toBe(0); // 10 for the review, then 12 downvotes clamped at 0
    const down = await ctx.built.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, authorId), eq(notifications.type, 'downvote')));
    expect(down).toHaveLength(1);
    expect(down[0]).toMatchObject({ action: 'display_review', actorCount: 12 });
    // removing a downvote gives the point back
    await inject('POST', `/api/review/${r.id}/vote`, { vote: 'none' }, voters[0]!.auth);
    const [afterRemoval] = await ctx.built.deps.db
      .select()
      .from(users)
      .where(eq(users.id, authorId));
    expect(afterRemoval!.score).toBe(1);
  });

  it('does not notify or reward people for their own replies', async () => {
    const { author, review: r } = await review('Self');
    const before = (
      await inject('GET', '/api/unseen-notifications-count', undefined, author.auth)
    ).json().data.total;
    await inject(
      'POST',
      `/api/reviews/${r.id}/replies`,
      { content: 'A note to myself' },
      author.auth,
    );
    expect(
      (await inject('GET', '/api/unseen-notifications-count', undefined, author.auth)).json().data
        .total,
    ).toBe(before);
    const [{ sum } = { sum: 0 }] = await ctx.built.deps.db
      .select({ sum: sql<number>`coalesce(sum(amount), 0)::int` })
      .from(xpLedger)
      .where(
        and(eq(xpLedger.userId, Number(author.user.id)), eq(xpLedger.reason, 'reply_received')),
      );
    expect(sum).toBe(0);
  });

  it('keeps every score equal to its ledger after all of the above', async () => {
    const rows = await ctx.built.deps.db.execute(sql`
      select u.id from users u left join (select user_id, sum(amount) as s from xp_ledger group by user_id) l on l.user_id = u.id
      where u.score <> coalesce(l.s, 0)
    `);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('the plans a vote writes in one statement', () => {
  it('clamps each loss at the score, leaves out zero moves and reports every level reached', () => {
    const second = SCORE_LEVELS[1]!;
    const plan = planXp({ score: second.min - 1, level: 1 }, [
      { amount: -5, reason: 'upvote_removed' },
      { amount: 7, reason: 'upvote_received' },
    ]);
    // -5 from min-1 is allowed; +7 crosses into the second level
    expect(plan.ledger).toEqual([
      { amount: -5, reason: 'upvote_removed' },
      { amount: 7, reason: 'upvote_received' },
    ]);
    expect(plan.score).toBe(second.min + 1);
    expect(plan.level).toBe(levelForScore(second.min + 1).level);
    expect(plan.levelUps).toEqual([{ level: second.level, name: second.name }]);

    const floor = planXp({ score: 1, level: 1 }, [
      { amount: -1, reason: 'downvote_received' },
      { amount: -1, reason: 'downvote_received' },
    ]);
    expect(floor.ledger).toEqual([{ amount: -1, reason: 'downvote_received' }]);
    expect(floor.score).toBe(0);
    expect(floor.levelUps).toEqual([]);
  });

  it('refills energy when due, spends, refuses below the cost and writes nothing for free', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const recent = new Date(now.getTime() - 1000);
    const old = new Date(now.getTime() - (ENERGY.recycleEnergyStep + 1) * 1000);
    expect(planEnergy({ score: 0, lastEnergy: 5, lastResetEnergy: recent }, 3, now)).toEqual({
      left: 2,
      lastResetEnergy: recent,
      write: true,
    });
    expect(() =>
      planEnergy({ score: 0, lastEnergy: 2, lastResetEnergy: recent }, 3, now),
    ).toThrowError(expect.objectContaining({ message: 'not_enough_energy' }));
    const refilled = planEnergy({ score: 0, lastEnergy: 0, lastResetEnergy: old }, 3, now);
    expect(refilled.lastResetEnergy).toEqual(now);
    expect(refilled.write).toBe(true);
    expect(planEnergy({ score: 0, lastEnergy: 4, lastResetEnergy: recent }, 0, now)).toEqual({
      left: 4,
      lastResetEnergy: recent,
      write: false,
    });
  });
});
