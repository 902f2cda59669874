// Reputation's writes on a migrated database (no app): what spending energy and awarding XP
// store (the energy row, the ledger row, the score and level, the level-up popup and
// notification) and what they leave alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENERGY, maxEnergyForLevel } from '@chainreview/shared';
import { notifications, popups, users, xpLedger } from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import { awardXp, ledgerSum, spendEnergy } from '../src/modules/reputation/reputation.service.ts';
import { insertUser } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './helper.ts';

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db as Db;
}, 180_000);
afterAll(async () => {
  await testDb.cleanup();
});

const now = new Date('2026-03-01T12:00:00Z');
const hourAgo = new Date(now.getTime() - 3_600_000);
const rowOf = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const source = { type: 'review' as const, id: '77' };

describe('spendEnergy', () => {
  it('stores what is left; refuses one more than that and stores nothing', async () => {
    const user = await insertUser(db, { lastEnergy: 5, lastResetEnergy: hourAgo });
    expect(await spendEnergy(db, user.id, 5, now)).toBe(0);
    expect(await rowOf(user.id)).toMatchObject({ lastEnergy: 0, lastResetEnergy: hourAgo });
    await expect(spendEnergy(db, user.id, 1, now)).rejects.toMatchObject({
      codes: ['not_enough_energy'],
    });
    expect((await rowOf(user.id)).lastEnergy).toBe(0);
  });

  it('a free action writes nothing, even when a refill is due', async () => {
    const dayAgo = new Date(now.getTime() - ENERGY.recycleEnergyStep * 1000);
    const user = await insertUser(db, { lastEnergy: 0, lastResetEnergy: dayAgo });
    expect(await spendEnergy(db, user.id, 0, now)).toBe(maxEnergyForLevel(1));
    expect(await rowOf(user.id)).toMatchObject({ lastEnergy: 0, lastResetEnergy: dayAgo });
    expect(await spendEnergy(db, user.id, 2, now)).toBe(maxEnergyForLevel(1) - 2);
    expect(await rowOf(user.id)).toMatchObject({
      lastEnergy: maxEnergyForLevel(1) - 2,
      lastResetEnergy: now,
    });
  });

  it('uses the step it is given', async () => {
    const user = await insertUser(db, { lastEnergy: 0, lastResetEnergy: hourAgo });
    expect(await spendEnergy(db, user.id, 1, now, 3600)).toBe(maxEnergyForLevel(1) - 1);
  });

  it('names a missing user', async () => {
    await expect(spendEnergy(db, 987_654, 1, now)).rejects.toThrow('user 987654 not found');
    await expect(awardXp(db, 987_654, 1, 'upvote_received', source, null, now)).rejects.toThrow(
      'user 987654 not found',
    );
  });
});

describe('awardXp', () => {
  it('stores the ledger row and the score, and tells nobody below a level', async () => {
    const user = await insertUser(db, { score: 10 });
    const actor = await insertUser(db);
    expect(await awardXp(db, user.id, 2, 'upvote_received', source, actor.id, now)).toEqual({
      score: 12,
      levelUp: null,
    });
    expect(await db.select().from(xpLedger).where(eq(xpLedger.userId, user.id))).toEqual([
      expect.objectContaining({
        amount: 2,
        reason: 'upvote_received',
        sourceType: 'review',
        sourceId: '77',
        actorId: actor.id,
        createdAt: now,
      }),
    ]);
    expect(await rowOf(user.id)).toMatchObject({ score: 12, level: 1 });
    expect(await db.select().from(popups).where(eq(popups.userId, user.id))).toEqual([]);
    expect(await ledgerSum(db, user.id)).toBe(2);
  });

  it('at the threshold stores the level, a popup and a notification', async () => {
    const user = await insertUser(db, { score: 48 });
    expect(await awardXp(db, user.id, 2, 'upvote_received', source, null, now)).toEqual({
      score: 50,
      levelUp: 2,
    });
    expect(await rowOf(user.id)).toMatchObject({ score: 50, level: 2 });
    expect(await db.select().from(popups).where(eq(popups.userId, user.id))).toEqual([
      expect.objectContaining({ type: 'level_up', data: expect.objectContaining({ newLevel: 2 }) }),
    ]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([
      expect.objectContaining({ type: 'up_level', objectId: '2' }),
    ]);
  });

  it('clamps a loss at the score, and stores nothing for a loss at zero', async () => {
    const user = await insertUser(db, { score: 1 });
    expect(await awardXp(db, user.id, -5, 'downvote_received', source, null, now)).toEqual({
      score: 0,
      levelUp: null,
    });
    expect(await ledgerSum(db, user.id)).toBe(-1);
    expect(await awardXp(db, user.id, -5, 'downvote_received', source, null, now)).toEqual({
      score: 0,
      levelUp: null,
    });
    expect(await db.select().from(xpLedger).where(eq(xpLedger.userId, user.id))).toHaveLength(1);
  });
});
