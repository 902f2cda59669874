// The admin API's bodies and answers, the moderation answers and the error catalogue: each
// limit on both sides with its code, each answer passing unchanged, every code with a text.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_REASON_MAX,
  adminCountsSchema,
  adminEditRequestSchema,
  adminPageSchema,
  adminProjectUpdateSchema,
  adminReasonSchema,
  adminReportGroupSchema,
  adminUserSchema,
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  auditEntrySchema,
  auditQuerySchema,
  FEATURE_RANK_MAX,
  MODERATION_EVENTS,
  optionalReasonSchema,
  OWNERSHIP_PROOFS,
} from './admin.ts';
import {
  ERROR_ALIASES,
  ERROR_TEXTS,
  joinErrorTexts,
  joinTexts,
  normalizeErrorCode,
} from './errors.ts';
import {
  adminAppealDecisionSchema,
  adminAppealSchema,
  APPEAL_STATUSES,
  appealBodySchema,
  isModerationReason,
  MODERATION_REASONS,
  moderationReasonSchema,
  REPORT_REASON_RULE,
  ruleForReports,
  tombstoneBodySchema,
  TRANSPARENCY_MONTHS,
  transparencyMonthSchema,
} from './moderation.ts';
import { codes, passes, passesUnchanged } from '../test/schema-kit.ts';

const person = { id: '1', address: '0x1', displayName: null };

describe('admin bodies', () => {
  it('a reason is required, trimmed, at most 500 characters', () => {
    expect(ADMIN_REASON_MAX).toBe(500);
    expect(codes(adminReasonSchema, ' ')).toEqual(['reason_required']);
    expect(adminReasonSchema.parse(` ${'r'.repeat(500)} `)).toBe('r'.repeat(500));
    expect(passes(adminReasonSchema, 'r'.repeat(501))).toBe(false);
    expect(optionalReasonSchema.parse(' r ')).toBe('r');
    expect(passes(optionalReasonSchema, 'r'.repeat(500))).toBe(true);
    expect(passes(optionalReasonSchema, 'r'.repeat(501))).toBe(false);
  });

  it('a project update changes something', () => {
    expect(codes(adminProjectUpdateSchema, { reason: 'why' })).toEqual(['nothing_to_update']);
    for (const change of [{ isVerified: false }, { ownerAddress: null }, { featureRank: 0 }])
      expect(codes(adminProjectUpdateSchema, change), JSON.stringify(change)).toEqual([]);
  });

  it('an owner address is 0x and 40 hex digits, trimmed', () => {
    const owner = `0x${'aF'.repeat(20)}`;
    expect(adminProjectUpdateSchema.parse({ ownerAddress: ` ${owner} ` })).toEqual({
      ownerAddress: owner,
    });
    for (const bad of [
      `0x${'a'.repeat(39)}`,
      `0x${'a'.repeat(41)}`,
      `0x${'g'.repeat(40)}`,
      `1${owner}`,
    ])
      expect(codes(adminProjectUpdateSchema, { ownerAddress: bad }), bad).toEqual([
        'ownerAddress_invalid',
      ]);
  });

  it('a feature rank is 0 to 1,000', () => {
    expect(FEATURE_RANK_MAX).toBe(1000);
    expect(passes(adminProjectUpdateSchema, { featureRank: 1000 })).toBe(true);
    expect(passes(adminProjectUpdateSchema, { featureRank: 1001 })).toBe(false);
    expect(passes(adminProjectUpdateSchema, { featureRank: -1 })).toBe(false);
  });

  it('the audit list pages by 20, 1 to 100, and filters by numeric ids', () => {
    expect(auditQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(auditQuerySchema.parse({ limit: '1', offset: '0' })).toEqual({ limit: 1, offset: 0 });
    expect(auditQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    for (const limit of ['0', '101']) expect(passes(auditQuerySchema, { limit })).toBe(false);
    expect(passes(auditQuerySchema, { offset: '-1' })).toBe(false);
    expect(codes(auditQuerySchema, { targetId: 'x' })).toEqual(['targetId_invalid']);
    expect(codes(auditQuerySchema, { actorId: 'x' })).toEqual(['actorId_invalid']);
    expect(
      auditQuerySchema.parse({
        action: 'user.block',
        targetType: 'user',
        targetId: '2',
        actorId: '3',
      }),
    ).toMatchObject({ action: 'user.block', targetType: 'user', targetId: '2', actorId: '3' });
  });

  it('an appeal decision restores or rejects, with a reason of up to 500 characters', () => {
    for (const decision of ['restore', 'reject'])
      expect(passes(adminAppealDecisionSchema, { decision })).toBe(true);
    expect(passes(adminAppealDecisionSchema, { decision: 'maybe' })).toBe(false);
    expect(adminAppealDecisionSchema.parse({ decision: 'reject', reason: ' r ' }).reason).toBe('r');
    expect(passes(adminAppealDecisionSchema, { decision: 'reject', reason: 'r'.repeat(501) })).toBe(
      false,
    );
  });

  it('an appeal message that is not a string is too short', () =>
    expect(codes(appealBodySchema, {})).toEqual(['appeal_message_too_short']));
});

describe('admin answers pass unchanged', () => {
  it('counts, a report group, an edit request, a user, an audit entry', () => {
    passesUnchanged(adminCountsSchema, { submissions: 1, reports: 2, editRequests: 3, appeals: 4 });
    passesUnchanged(adminReportGroupSchema, {
      targetType: 'reply',
      targetId: '5',
      target: {
        text: 't',
        status: 'blocked',
        authorId: '2',
        authorAddress: '0x2',
        reviewId: '4',
        projectId: null,
      },
      totalWeight: 1.5,
      reports: [
        {
          id: '9',
          reporter: person,
          reason: 'other',
          note: 'n',
          weight: 1.5,
          status: 'dismissed',
          createdAt: 'a',
        },
      ],
    });
    passesUnchanged(adminEditRequestSchema, {
      id: '1',
      projectId: '2',
      projectName: 'P',
      userId: '3',
      requester: person,
      changes: { name: 'Q' },
      diff: [{ field: 'name', current: 'P', proposed: 'Q' }],
      note: null,
      status: 'accepted',
      createdAt: 'a',
    });
    passesUnchanged(adminPageSchema(adminUserSchema), {
      data: [
        {
          id: '1',
          address: '0x1',
          displayName: 'A',
          role: 'admin',
          status: 'blocked',
          reviewsCount: 2,
          createdAt: 'a',
        },
      ],
      meta: { limit: 10, offset: 0, total: 1, totalPages: 1 },
    });
    passesUnchanged(auditEntrySchema, {
      id: '1',
      actor: person,
      action: 'review.block',
      targetType: 'review',
      targetId: '4',
      before: { status: 'active' },
      after: { status: 'blocked' },
      reason: 'spam',
      reasonCategory: 'spam',
      proof: null,
      createdAt: 'a',
    });
  });

  it.each([
    ['review', 'active', 'open'],
    ['reply', 'hidden', 'resolved'],
  ])('a report group on a %s, target %s, report %s', (targetType, status, reportStatus) => {
    const group = adminReportGroupSchema.parse({
      targetType,
      targetId: '1',
      target: null,
      totalWeight: 0,
      reports: [
        {
          id: '9',
          reporter: person,
          reason: 'other',
          note: '',
          weight: 0,
          status: reportStatus,
          createdAt: 'a',
        },
      ],
    });
    expect(group.reports[0]!.status).toBe(reportStatus);
    expect(adminReportGroupSchema.shape.target.unwrap().shape.status.parse(status)).toBe(status);
  });

  it.each(['open', 'rejected'])('an edit request may be %s', (status) =>
    expect(adminEditRequestSchema.shape.status.parse(status)).toBe(status),
  );

  it('documents a report reason as one of the report reasons', () =>
    expect(adminReportGroupSchema.shape.reports.element.shape.reason.description).toBe(
      'One of offensive_language, racism_sexism_homophobia, do_not_spam, deliberately_fud, other',
    ));
});

describe('moderation answers', () => {
  const tombstone = {
    reviewId: '1',
    projectId: '2',
    removedAt: 'a',
    reasonCategory: 'scam',
    ruleLabelKey: 'moderationReasons.scam',
    logEntry: { leafIndex: 0 },
  };

  it('a removed review answers 410 with review_removed and its tombstone', () => {
    const body = { statusCode: 410, error: 'Gone', message: ['review_removed'], tombstone };
    passesUnchanged(tombstoneBodySchema, body);
    expect(passes(tombstoneBodySchema, { ...body, statusCode: 404 })).toBe(false);
    expect(passes(tombstoneBodySchema, { ...body, message: ['gone'] })).toBe(false);
    expect(passes(tombstoneBodySchema, { ...body, message: [] })).toBe(false);
    expect(
      passes(tombstoneBodySchema, {
        ...body,
        tombstone: { ...tombstone, logEntry: { leafIndex: -1 } },
      }),
    ).toBe(false);
  });

  it('an appeal in the admin queue passes unchanged', () =>
    passesUnchanged(adminAppealSchema, {
      id: '1',
      reviewId: '2',
      message: 'm',
      status: 'restored',
      decisionReason: 'ok',
      createdAt: 'a',
      decidedAt: 'b',
      author: person,
      review: { title: 't', projectId: '3', projectName: 'P' },
      reasonCategory: 'other',
      removalReason: 'r',
      removedAt: 'c',
    }));

  it('a month of figures names every rule', () => {
    const byReason = Object.fromEntries(MODERATION_REASONS.map((r, i) => [r, i]));
    const month = {
      month: '2026-11',
      reportsReceived: 1,
      reportsUpheld: 2,
      reportsDismissed: 3,
      removals: { total: 45, byReason },
      restoredAfterAppeal: 4,
      appealsReceived: 5,
      medianDecisionSeconds: 60,
    };
    passesUnchanged(transparencyMonthSchema, month);
    const { spam: _spam, ...missing } = byReason;
    expect(
      passes(transparencyMonthSchema, { ...month, removals: { total: 0, byReason: missing } }),
    ).toBe(false);
    expect(TRANSPARENCY_MONTHS).toBe(24);
  });

  it('a rule is one of the rules, with its own code', () => {
    expect(codes(moderationReasonSchema, 'rude')).toEqual(['reason_category_invalid']);
    expect(isModerationReason('hate')).toBe(true);
    expect(isModerationReason('rude')).toBe(false);
    expect(isModerationReason(1)).toBe(false);
  });

  it('maps every report reason to its rule', () =>
    expect(REPORT_REASON_RULE).toEqual({
      offensive_language: 'harassment',
      racism_sexism_homophobia: 'hate',
      do_not_spam: 'spam',
      deliberately_fud: 'misinformation',
      other: 'other',
    }));

  it('proposes the rule of a single report and the majority of several', () => {
    expect(ruleForReports(['racism_sexism_homophobia'])).toBe('hate');
    expect(ruleForReports(['offensive_language'])).toBe('harassment');
    expect(ruleForReports(['other', 'deliberately_fud', 'deliberately_fud'])).toBe(
      'misinformation',
    );
  });
});

describe('spelled lists of the wire', () => {
  it('names the audit actions and targets, the moderation events, proofs and rules', () => {
    expect(AUDIT_ACTIONS).toHaveLength(25);
    expect(new Set(AUDIT_ACTIONS).size).toBe(25);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
    expect(AUDIT_TARGETS).toEqual([
      'project',
      'review',
      'reply',
      'user',
      'edit_request',
      'vote_ring',
      'donation',
      'quest',
    ]);
    expect(MODERATION_EVENTS).toHaveLength(14);
    expect(new Set(MODERATION_EVENTS).size).toBe(14);
    for (const event of MODERATION_EVENTS) expect(event).toMatch(/^[a-z_]+$/);
    expect(OWNERSHIP_PROOFS).toEqual(['ownable', 'access_control', 'deployer']);
    expect(APPEAL_STATUSES).toEqual(['open', 'restored', 'rejected']);
    expect(MODERATION_REASONS).toEqual([
      'spam',
      'harassment',
      'hate',
      'misinformation',
      'illegal',
      'personal_data',
      'scam',
      'impersonation',
      'off_topic',
      'other',
    ]);
  });
});

describe('error catalogue', () => {
  it('has a text for every code', () => {
    for (const [code, text] of Object.entries(ERROR_TEXTS)) expect(text.trim(), code).not.toBe('');
  });

  it('maps the upper-case aliases to their codes', () => {
    expect(ERROR_ALIASES).toEqual({
      DO_NOT_SPAM: 'do_not_spam',
      LIMIT_RATE: 'limit_rate',
      NOT_ENOUGH_ENERGY: 'not_enough_energy',
    });
    expect(normalizeErrorCode('LIMIT_RATE')).toBe('limit_rate');
    expect(normalizeErrorCode('other')).toBe('other');
  });

  it('joins texts with ". ", dropping the stop of all but the last', () => {
    expect(joinTexts([])).toBe('');
    expect(joinTexts(['One.'])).toBe('One.');
    expect(joinTexts(['One.', 'Two。', 'Three.'])).toBe('One. Two. Three.');
    expect(joinTexts(['One', 'Two'])).toBe('One. Two');
    expect(joinTexts(['A.b.', 'C'])).toBe('A.b. C');
    expect(joinErrorTexts(['DO_NOT_SPAM', 'not_enough_energy'])).toBe(
      'Do not spam. Out of energy.',
    );
    expect(joinErrorTexts(['a', 'b'], (c) => c.toUpperCase())).toBe('A. B');
  });
});
