import { describe, expect, it } from 'vitest';
import { keccak256, encodePacked } from 'viem';
import {
  QUEST_LIMITS,
  canQuest,
  claimDeadline,
  claimWindowAt,
  claimWindowOk,
  isCheckedTask,
  luckyDraw,
  luckyDrawSeed,
  questStateAt,
  questTimesProblem,
  rewardShares,
} from './quests.ts';

const H = 3_600_000;
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (h: number) => new Date(t0.getTime() + h * H);
const base = {
  startsAt: at(1),
  endsAt: at(10),
  publishedAt: t0,
  cancelledAt: null,
  settledAt: null,
};

describe('quest state by time', () => {
  it('moves draft -> upcoming -> live -> ended; settled and cancelled win', () => {
    expect(questStateAt({ ...base, publishedAt: null }, at(5))).toBe('draft');
    expect(questStateAt(base, at(0))).toBe('upcoming');
    expect(questStateAt(base, at(1))).toBe('live');
    expect(questStateAt(base, at(9.99))).toBe('live');
    expect(questStateAt(base, at(10))).toBe('ended');
    expect(questStateAt({ ...base, settledAt: at(11) }, at(12))).toBe('settled');
    expect(questStateAt({ ...base, cancelledAt: at(0.5) }, at(5))).toBe('cancelled');
  });

  it('allows each action only from its states', () => {
    expect(canQuest('join', 'live')).toBe(true);
    expect(canQuest('join', 'upcoming')).toBe(false);
    expect(canQuest('join', 'ended')).toBe(false);
    expect(canQuest('cancel', 'upcoming')).toBe(true);
    expect(canQuest('cancel', 'live')).toBe(false);
    expect(canQuest('claim', 'ended')).toBe(false);
    expect(canQuest('claim', 'settled')).toBe(true);
    expect(canQuest('update', 'upcoming')).toBe(false);
  });
});

describe('quest rules', () => {
  it('refuses a start in the past, an end before start and an out-of-range duration', () => {
    expect(questTimesProblem({ startsAt: at(-1), endsAt: at(5) }, t0)).toBe('QUEST_START_IN_PAST');
    expect(questTimesProblem({ startsAt: at(5), endsAt: at(5) }, t0)).toBe(
      'QUEST_END_BEFORE_START',
    );
    expect(questTimesProblem({ startsAt: at(1), endsAt: at(1.5) }, t0)).toBe('QUEST_DURATION');
    expect(questTimesProblem({ startsAt: at(1), endsAt: at(24 * 91 + 1) }, t0)).toBe(
      'QUEST_DURATION',
    );
    expect(questTimesProblem({ startsAt: at(1), endsAt: at(2) }, t0)).toBeNull();
    expect(claimDeadline(at(10)).getTime() - at(10).getTime()).toBe(QUEST_LIMITS.claimWindowMs);
  });

  it("keeps the claim window within the escrow's one-day minimum, and opens it at the end", () => {
    expect(QUEST_LIMITS.minClaimWindowMs).toBe(24 * 3_600_000);
    expect(claimWindowOk(at(10), claimDeadline(at(10)))).toBe(true);
    expect(claimWindowOk(at(10), at(10 + 24))).toBe(true);
    expect(claimWindowOk(at(10), new Date(at(10 + 24).getTime() - 1))).toBe(false);
    expect(claimWindowOk(at(10), at(10))).toBe(false);
    expect(claimWindowAt(at(10), new Date(at(10).getTime() - 1))).toBe('not_open');
    expect(claimWindowAt(at(10), at(10))).toBe('open');
    expect(claimWindowAt(at(10), claimDeadline(at(10)))).toBe('open');
    expect(claimWindowAt(at(10), new Date(claimDeadline(at(10)).getTime() + 1))).toBe('closed');
  });

  it('splits the pool so the shares add up to it exactly', () => {
    expect(rewardShares(10n, 3)).toEqual([4n, 3n, 3n]);
    expect(rewardShares(10n ** 18n, 7).reduce((a, b) => a + b, 0n)).toBe(10n ** 18n);
    expect(rewardShares(10n, 0)).toEqual([]);
  });

  it('tells checked tasks from declared ones', () => {
    expect(isCheckedTask('hold_token')).toBe(true);
    expect(isCheckedTask('twitter')).toBe(false);
  });
});

describe('lucky draw', () => {
  const blockHash = `0x${'ab'.repeat(32)}` as const;

  it('seeds from the block hash and the quest id, as anyone can recompute', () => {
    expect(luckyDrawSeed(blockHash, 7)).toBe(
      keccak256(encodePacked(['bytes32', 'uint256'], [blockHash, 7n])),
    );
    expect(luckyDrawSeed(blockHash, 7)).not.toBe(luckyDrawSeed(blockHash, 8));
  });

  it('is reproducible, independent of input order, and picks distinct participants', () => {
    const seed = luckyDrawSeed(blockHash, 1);
    const people = Array.from({ length: 50 }, (_, i) => i + 1);
    const a = luckyDraw(seed, people, 5);
    expect(a).toHaveLength(5);
    expect(new Set(a).size).toBe(5);
    expect(luckyDraw(seed, [...people].reverse(), 5)).toEqual(a);
    expect(luckyDraw(luckyDrawSeed(blockHash, 2), people, 5)).not.toEqual(a);
    expect(luckyDraw(seed, [3, 1], 5).sort()).toEqual([1, 3]);
  });
});
