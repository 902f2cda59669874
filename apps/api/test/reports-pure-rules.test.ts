// The report rules called without a database: the reporter's weight from their row and record,
// the refusals (own content, a reply not shown, the daily limit on both sides), the rolling day,
// and the report row, trace and answer with their exact fields.
import { describe, expect, it } from 'vitest';
import { REPORT_RULES } from '@chainreview/shared';
import {
  assertNotOwn,
  assertUnderDailyLimit,
  hiddenByReportsTrace,
  reportAnswer,
  reportRow,
  reportWindowStart,
  reportableReply,
  reporterWeight,
} from '../src/modules/reviews/reports.rules.ts';

const now = new Date('2026-03-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { statusCode, codes } = error as { statusCode: number; codes: string[] };
    return [statusCode, codes];
  }
  return 'accepted';
};
const clean = { upheld: 0, dismissed: 0 };

describe('reporterWeight', () => {
  it('is the least weight for a reporter without a row', () => {
    expect(REPORT_RULES.minWeight).toBe(0.02);
    expect(reporterWeight(null, clean, now)).toBe(0.02);
    expect(reporterWeight(undefined, { upheld: 5, dismissed: 0 }, now)).toBe(0.02);
  });

  it('reads the level from the score and the age in days from the row', () => {
    // level 1 (0.2) x 10 days (0.8) x 3 reviews (1)
    expect(reporterWeight({ score: 0, createdAt: daysAgo(10), reviewsCount: 3 }, clean, now)).toBe(
      0.16,
    );
    // level 5 (1) x 30 days (1) x no review (0.5)
    expect(
      reporterWeight({ score: 400_000, createdAt: daysAgo(30), reviewsCount: 0 }, clean, now),
    ).toBe(0.5);
  });

  it('moves at seven days of age exactly', () => {
    const at = (days: number) =>
      reporterWeight({ score: 0, createdAt: daysAgo(days), reviewsCount: 3 }, clean, now);
    expect(at(7)).toBe(0.16);
    expect(at(6.99)).toBe(0.1);
  });

  it('adds upheld reports and takes dismissed ones', () => {
    const user = { score: 0, createdAt: daysAgo(10), reviewsCount: 3 };
    expect(reporterWeight(user, { upheld: 2, dismissed: 0 }, now)).toBe(0.36);
    expect(reporterWeight(user, { upheld: 2, dismissed: 1 }, now)).toBe(0.11);
  });
});

describe('refusals', () => {
  it('refuses one’s own content, accepts another’s', () => {
    expect(refusal(() => assertNotOwn(4, 4))).toEqual([403, ['Forbidden']]);
    expect(refusal(() => assertNotOwn(4, 5))).toBe('accepted');
  });

  it('finds only an active reply', () => {
    const active = { id: 3, status: 'active' };
    expect(reportableReply(active)).toBe(active);
    expect(refusal(() => reportableReply({ id: 3, status: 'deleted' }))).toEqual([
      404,
      ['can_not_find_data'],
    ]);
    expect(refusal(() => reportableReply(null))).toEqual([404, ['can_not_find_data']]);
    expect(refusal(() => reportableReply(undefined))).toEqual([404, ['can_not_find_data']]);
  });

  it('takes the tenth report of a day, refuses the eleventh', () => {
    expect(REPORT_RULES.dailyLimit).toBe(10);
    expect(refusal(() => assertUnderDailyLimit(9))).toBe('accepted');
    expect(refusal(() => assertUnderDailyLimit(10))).toEqual([429, ['too_many_reports']]);
    expect(refusal(() => assertUnderDailyLimit(11))).toEqual([429, ['too_many_reports']]);
  });

  it('counts the reports of the last 24 hours', () => {
    expect(reportWindowStart(now).toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });
});

describe('what a report writes and answers', () => {
  it('stores the note trimmed with the reporter’s weight and time', () => {
    expect(
      reportRow(2, 'reply', 9, { reason: 'do_not_spam', note: '  spam  ' }, 0.36, now),
    ).toEqual({
      reporterId: 2,
      targetType: 'reply',
      targetId: 9,
      reason: 'do_not_spam',
      note: 'spam',
      weight: 0.36,
      createdAt: now,
    });
  });

  it('traces a review hidden by reports with the rule of its reason', () => {
    expect(hiddenByReportsTrace(9, 'offensive_language', now)).toEqual({
      action: 'hide',
      targetType: 'review',
      targetId: 9,
      reasonCategory: 'harassment',
      decidedAt: now,
    });
  });

  it('answers with string ids and an ISO time', () => {
    expect(
      reportAnswer({ id: 12, reason: 'do_not_spam', status: 'open', createdAt: now }, 'review', 9),
    ).toEqual({
      id: '12',
      targetType: 'review',
      targetId: '9',
      reason: 'do_not_spam',
      status: 'open',
      createdAt: '2026-03-01T12:00:00.000Z',
    });
  });
});
