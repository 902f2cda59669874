import { describe, expect, it } from 'vitest';
import {
  MODERATION_REASONS,
  REPORT_REASON_RULE,
  appealBodySchema,
  moderationReasonLabelKey,
  ruleForReports,
} from './moderation.ts';
import { REPORT_REASONS } from './enums.ts';

describe('moderation rules', () => {
  it('points every report reason at a rule', () => {
    for (const reason of REPORT_REASONS)
      expect(MODERATION_REASONS).toContain(REPORT_REASON_RULE[reason]);
  });

  it('proposes the rule most reports point at, ties to the earlier rule, other when none', () => {
    expect(ruleForReports(['do_not_spam', 'offensive_language', 'do_not_spam'])).toBe('spam');
    expect(ruleForReports(['offensive_language', 'do_not_spam'])).toBe('spam');
    expect(ruleForReports(['deliberately_fud'])).toBe('misinformation');
    expect(ruleForReports([])).toBe('other');
    expect(ruleForReports(['unknown'])).toBe('other');
  });

  it('names the label key of each rule', () => {
    expect(moderationReasonLabelKey('personal_data')).toBe('moderationReasons.personal_data');
  });

  it('bounds an appeal: 10 characters at least, 1000 at most, after trimming', () => {
    const parse = (message: string) => appealBodySchema.safeParse({ message });
    expect(parse('x'.repeat(10)).success).toBe(true);
    expect(parse(` ${'x'.repeat(9)} `).error?.issues[0]?.message).toBe('appeal_message_too_short');
    expect(parse('x'.repeat(1000)).success).toBe(true);
    expect(parse('x'.repeat(1001)).error?.issues[0]?.message).toBe('appeal_message_too_long');
  });
});
