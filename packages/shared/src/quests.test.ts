import { describe, expect, it } from 'vitest';
import { keccak256, encodePacked } from 'viem';
import {
  QUEST_ACTIONS,
  QUEST_LIMITS,
  QUEST_VOUCHER_DOMAIN,
  QUEST_VOUCHER_TYPES,
  activeConditions,
  eligibilityIsSet,
  escrowQuestId,
  fcfsFull,
  taskNeedsUrl,
  toUnits,
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

describe('quest limits at their boundaries', () => {
  const MIN = 60_000;
  it('keeps the quest limits', () =>
    expect(QUEST_LIMITS).toEqual({
      titleMin: 5,
      titleMax: 120,
      descriptionMax: 5000,
      tasksMin: 1,
      tasksMax: 10,
      winnersMin: 1,
      winnersMax: 10_000,
      minDurationMs: H,
      maxDurationMs: 90 * 24 * H,
      claimWindowMs: 30 * 24 * H,
      minClaimWindowMs: 24 * H,
      voucherTtlMs: H,
      completionXp: 20,
      pageSize: 10,
      summaryMax: 300,
      taskLabelMax: 120,
      startGraceMs: 15 * MIN,
      xpMax: 200,
      accountAgeMaxDays: 3650,
    }));

  it('a start 15 minutes ago still counts as now, one millisecond earlier does not', () => {
    const startsAt = new Date(t0.getTime() - 15 * MIN);
    const endsAt = at(5);
    expect(questTimesProblem({ startsAt, endsAt }, t0)).toBeNull();
    expect(questTimesProblem({ startsAt: new Date(startsAt.getTime() - 1), endsAt }, t0)).toBe(
      'QUEST_START_IN_PAST',
    );
  });

  it('runs at least one hour and at most 90 days', () => {
    const run = (ms: number) =>
      questTimesProblem({ startsAt: at(1), endsAt: new Date(at(1).getTime() + ms) }, t0);
    expect(run(H)).toBeNull();
    expect(run(H - 1)).toBe('QUEST_DURATION');
    expect(run(90 * 24 * H)).toBeNull();
    expect(run(90 * 24 * H + 1)).toBe('QUEST_DURATION');
    expect(run(-1)).toBe('QUEST_END_BEFORE_START');
    expect(run(1)).toBe('QUEST_DURATION');
  });

  it('each action is taken from its own states only', () =>
    expect(QUEST_ACTIONS).toEqual({
      update: ['draft'],
      publish: ['draft'],
      cancel: ['draft', 'upcoming'],
      join: ['live'],
      checkTask: ['live'],
      settle: ['ended'],
      claim: ['settled'],
    }));

  it('an FCFS quest is full when its completers reach its winners; a lucky draw never', () => {
    expect(fcfsFull('fcfs', 2, 2)).toBe(true);
    expect(fcfsFull('fcfs', 1, 2)).toBe(false);
    expect(fcfsFull('lucky_draw', 2, 2)).toBe(false);
  });

  it('gives the remainder one unit each to the first winners, nothing of nothing', () => {
    expect(rewardShares(1n, 3)).toEqual([1n, 0n, 0n]);
    expect(rewardShares(9n, 3)).toEqual([3n, 3n, 3n]);
    expect(rewardShares(0n, 3)).toEqual([]);
    expect(rewardShares(10n, -1)).toEqual([]);
    expect(rewardShares(5n, 1)).toEqual([5n]);
  });
});

describe('quest eligibility and amounts', () => {
  const none = {
    everyone: false,
    minLevel: null,
    minHolding: null,
    followProject: false,
    minAccountAgeDays: null,
  };
  it('applies a level above 1, a holding above 0, following, an age above 0 days', () => {
    expect(
      activeConditions({ ...none, minLevel: 1, minHolding: '0', minAccountAgeDays: 0 }),
    ).toEqual([]);
    expect(
      activeConditions({
        ...none,
        minLevel: 2,
        minHolding: '0.1',
        followProject: true,
        minAccountAgeDays: 1,
      }),
    ).toEqual(['min_level', 'min_holding', 'follow_project', 'account_age']);
    expect(activeConditions({ ...none, everyone: true, minLevel: 5 })).toEqual([]);
  });

  it('is set for everyone or with one condition, not with none', () => {
    expect(eligibilityIsSet(none)).toBe(false);
    expect(eligibilityIsSet({ ...none, everyone: true })).toBe(true);
    expect(eligibilityIsSet({ ...none, followProject: true })).toBe(true);
  });

  it('declared tasks need a URL, checked ones do not', () => {
    for (const kind of ['discord', 'telegram', 'twitter', 'url'] as const)
      expect(taskNeedsUrl(kind)).toBe(true);
    for (const kind of [
      'follow_project',
      'review_project',
      'min_level',
      'hold_token',
      'donate_reviewer',
    ] as const)
      expect(taskNeedsUrl(kind)).toBe(false);
  });

  it('turns whole tokens into units: at most 30 digits, no more decimals than the token', () => {
    expect(toUnits(' 12.5 ', 18)).toBe(125n * 10n ** 17n);
    expect(toUnits('1', 0)).toBe(1n);
    expect(toUnits('0.000001', 6)).toBe(1n);
    expect(toUnits('0.0000001', 6)).toBeNull();
    expect(toUnits('9'.repeat(30), 0)).toBe(BigInt('9'.repeat(30)));
    for (const bad of ['9'.repeat(31), '1.', '.5', 'a', '1e3', '-1'])
      expect(toUnits(bad, 18), bad).toBeNull();
  });
});

describe('escrow ids, vouchers and the draw, as anyone recomputes them', () => {
  it('names a quest in the escrow by its funder and reference', () => {
    expect(escrowQuestId('0x1111111111111111111111111111111111111111', 7).toString(16)).toBe(
      '7315875c131dc1dff59b5eecd3feba7c4eb34f9c8bac4a22e69acd1d04d63c5',
    );
  });

  it('signs claim vouchers with the escrow domain and types', () => {
    expect(QUEST_VOUCHER_DOMAIN).toEqual({ name: 'ChainReview QuestEscrow', version: '1' });
    expect(QUEST_VOUCHER_TYPES).toEqual({
      Claim: [
        { name: 'questId', type: 'uint256' },
        { name: 'claimer', type: 'address' },
        { name: 'amount', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    });
  });

  it('draws the same winners from the same seed, numbers and strings alike', () => {
    const seed = luckyDrawSeed(`0x${'ab'.repeat(32)}`, 1);
    expect(seed).toBe('0xa6d4f2e094a3b761a1ab1e5a609af7264e19138e14d5f0130ab88fa60a8d6aa8');
    expect(
      luckyDraw(
        seed,
        Array.from({ length: 10 }, (_, i) => i + 1),
        4,
      ),
    ).toEqual([7, 6, 4, 2]);
    expect(luckyDraw(seed, ['b', 'a', 'c', 'd'], 4)).toEqual(['c', 'a', 'd', 'b']);
    expect(luckyDraw(seed, ['d', 'c', 'b', 'a'], 4)).toEqual(['c', 'a', 'd', 'b']);
    expect(luckyDraw(seed, [1, 2], 0)).toEqual([]);
  });
});
