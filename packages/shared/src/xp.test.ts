import { describe, expect, it } from 'vitest';
import { SPAM_WINDOW_MS, XP_REWARDS, donationXp, voteXp } from './xp.ts';

describe('XP rewards', () => {
  it('keeps the values of DESIGN.md section 4', () => {
    expect(XP_REWARDS).toEqual({
      reviewPublished: 10,
      upvoteReceived: 2,
      downvoteReceived: -1,
      replyReceived: 1,
      donationPerUsd: 1,
    });
    expect(SPAM_WINDOW_MS).toBe(600_000);
  });

  it('gives and takes back vote XP for every transition, summing to the final state', () => {
    expect(voteXp('none', 'up')).toEqual([{ amount: 2, reason: 'upvote_received' }]);
    expect(voteXp('up', 'none')).toEqual([{ amount: -2, reason: 'upvote_removed' }]);
    expect(voteXp('none', 'down')).toEqual([{ amount: -1, reason: 'downvote_received' }]);
    expect(voteXp('down', 'none')).toEqual([{ amount: 1, reason: 'downvote_removed' }]);
    expect(voteXp('up', 'down').map((e) => e.amount)).toEqual([-2, -1]);
    expect(voteXp('down', 'up').map((e) => e.amount)).toEqual([1, 2]);
    expect(voteXp('up', 'up')).toEqual([]);
    const value = { none: 0, up: 2, down: -1 } as const;
    for (const from of ['none', 'up', 'down'] as const)
      for (const to of ['none', 'up', 'down'] as const)
        expect(
          voteXp(from, to).reduce((sum, e) => sum + e.amount, 0),
          `${from}->${to}`,
        ).toBe(value[to] - value[from]);
  });

  it('gives one XP per whole dollar donated, none below a dollar or for bad amounts', () => {
    expect(donationXp(12.99)).toBe(12);
    expect(donationXp(0.99)).toBe(0);
    expect(donationXp(-5)).toBe(0);
    expect(donationXp(Number.NaN)).toBe(0);
  });
});
