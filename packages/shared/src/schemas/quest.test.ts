// The quest bodies and queries: every limit on both sides, each task kind's own check, the
// defaults and the error codes the API answers.
import { describe, expect, it } from 'vitest';
import {
  questBodySchema,
  questCancelBodySchema,
  questEligibilitySchema,
  questListQuerySchema,
  questRewardInputSchema,
  questTaskInputSchema,
  questTxBodySchema,
} from './quest.ts';
import { codes, issues, passes } from '../../test/schema-kit.ts';

const reward = { method: 'fcfs', token: 'bnb', amountPerWinner: '0.05', winners: 1 };
const quest = {
  projectId: '2',
  title: 'Quest',
  summary: 's',
  description: 'd',
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2026-01-02T00:00:00Z',
  eligibility: { everyone: true },
  tasks: [{ kind: 'follow_project' }],
  reward,
};

describe('quest task', () => {
  it('a checked task needs no URL', () =>
    expect(codes(questTaskInputSchema, { kind: 'review_project' })).toEqual([]));

  it.each(['telegram', 'twitter', 'url'])('a %s task needs an https URL', (kind) => {
    expect(issues(questTaskInputSchema, { kind })).toEqual([['url', 'quest_task_url_required']]);
    expect(codes(questTaskInputSchema, { kind, url: ' https://t.me/x ' })).toEqual([]);
  });

  it('a discord task without an https URL has its own code', () => {
    expect(issues(questTaskInputSchema, { kind: 'discord', url: 'http://d.gg/x' })).toEqual([
      ['url', 'quest_discord_url_required'],
    ]);
    expect(codes(questTaskInputSchema, { kind: 'discord', url: 'https://d.gg/x' })).toEqual([]);
  });

  it('a task URL starts with https:// in any case and holds no space, quote or bracket', () => {
    const ok = (url: string) => codes(questTaskInputSchema, { kind: 'url', url }).length === 0;
    expect(ok('HTTPS://A.IO/Path?q=1')).toBe(true);
    expect(ok('https://a')).toBe(true);
    for (const bad of ['https://', 'x https://a', 'https://a b', 'ftp://a', 'https:/a'])
      expect(ok(bad), bad).toBe(false);
    for (const c of ['<', '>', '"', "'"]) expect(ok(`https://a${c}b`), c).toBe(false);
  });

  it('a task URL has at most 300 characters', () => {
    const url = (n: number) => `https://${'a'.repeat(n - 8)}`;
    expect(codes(questTaskInputSchema, { kind: 'url', url: url(300) })).toEqual([]);
    expect(codes(questTaskInputSchema, { kind: 'url', url: url(301) })).toContain(
      'quest_task_url_required',
    );
    expect(passes(questTaskInputSchema, { kind: 'follow_project', url: url(301) })).toBe(false);
  });

  it('a label has at most 120 characters after trimming', () => {
    expect(questTaskInputSchema.parse({ kind: 'follow_project', label: ' Go ' }).label).toBe('Go');
    const label = (n: number) => ({ kind: 'follow_project', label: ` ${'x'.repeat(n)} ` });
    expect(codes(questTaskInputSchema, label(120))).toEqual([]);
    expect(codes(questTaskInputSchema, label(121))).toEqual(['label_too_long']);
  });

  it('a min_level task names a level from 2 to 9', () => {
    const task = (minLevel?: number) => ({ kind: 'min_level', minLevel });
    expect(issues(questTaskInputSchema, task())).toEqual([['minLevel', 'body_was_wrong']]);
    expect(codes(questTaskInputSchema, task(2))).toEqual([]);
    expect(codes(questTaskInputSchema, task(9))).toEqual([]);
    expect(passes(questTaskInputSchema, task(1))).toBe(false);
    expect(passes(questTaskInputSchema, task(10))).toBe(false);
  });

  it('a hold_token task names an amount above 0', () => {
    const task = (minAmount?: string) => ({ kind: 'hold_token', minAmount });
    expect(issues(questTaskInputSchema, task())).toEqual([['minAmount', 'quest_amount_invalid']]);
    expect(issues(questTaskInputSchema, task('0'))).toEqual([
      ['minAmount', 'quest_amount_invalid'],
    ]);
    expect(codes(questTaskInputSchema, task('0.1'))).toEqual([]);
  });

  it('an amount has up to 30 whole digits and 18 decimals', () => {
    const amount = (minAmount: string) =>
      codes(questTaskInputSchema, { kind: 'hold_token', minAmount });
    expect(amount(' 1 ')).toEqual([]);
    expect(amount(`${'9'.repeat(30)}.${'1'.repeat(18)}`)).toEqual([]);
    for (const bad of [
      `${'9'.repeat(31)}`,
      `1.${'1'.repeat(19)}`,
      '1.',
      '.5',
      'a1',
      '1a',
      '1.5.5',
      '-1',
    ])
      expect(amount(bad), bad).toContain('quest_amount_invalid');
  });
});

describe('quest eligibility and reward', () => {
  it('eligibility defaults to no condition', () =>
    expect(questEligibilitySchema.parse({})).toEqual({
      everyone: false,
      minLevel: null,
      minHolding: null,
      followProject: false,
      minAccountAgeDays: null,
    }));

  it('takes a minimum level from 1 to 9 and an account age from 0 to 3,650 days', () => {
    for (const minLevel of [1, 9]) expect(passes(questEligibilitySchema, { minLevel })).toBe(true);
    for (const minLevel of [0, 10])
      expect(passes(questEligibilitySchema, { minLevel })).toBe(false);
    for (const days of [0, 3650])
      expect(passes(questEligibilitySchema, { minAccountAgeDays: days })).toBe(true);
    for (const days of [-1, 3651])
      expect(passes(questEligibilitySchema, { minAccountAgeDays: days })).toBe(false);
  });

  it('a reward pays more than 0 to 1 to 10,000 winners', () => {
    expect(codes(questRewardInputSchema, { ...reward, amountPerWinner: '0' })).toEqual([
      'quest_amount_invalid',
    ]);
    expect(codes(questRewardInputSchema, { ...reward, amountPerWinner: '0.000001' })).toEqual([]);
    expect(passes(questRewardInputSchema, { ...reward, winners: 10_000 })).toBe(true);
    expect(passes(questRewardInputSchema, { ...reward, winners: 10_001 })).toBe(false);
    expect(passes(questRewardInputSchema, { ...reward, winners: 0 })).toBe(false);
  });

  it('a reward gives 20 XP by default and takes 0 to 200', () => {
    expect(questRewardInputSchema.parse(reward).xp).toBe(20);
    expect(questRewardInputSchema.parse({ ...reward, xp: 0 }).xp).toBe(0);
    expect(questRewardInputSchema.parse({ ...reward, xp: 200 }).xp).toBe(200);
    expect(passes(questRewardInputSchema, { ...reward, xp: 201 })).toBe(false);
    expect(passes(questRewardInputSchema, { ...reward, xp: -1 })).toBe(false);
  });
});

describe('quest body', () => {
  it('a complete quest passes', () => expect(codes(questBodySchema, quest)).toEqual([]));

  it('names a numeric project id', () =>
    expect(codes(questBodySchema, { ...quest, projectId: 'p1' })).toEqual([
      'can_not_find_project',
    ]));

  it('takes a title of 5 to 120 characters after trimming', () => {
    const title = (t?: string) => codes(questBodySchema, { ...quest, title: t });
    expect(title()).toEqual(['quest_title_required']);
    expect(title('  ')).toEqual(['quest_title_required', 'quest_title_too_short']);
    expect(title(` ${'x'.repeat(4)} `)).toEqual(['quest_title_too_short']);
    expect(title(` ${'x'.repeat(5)} `)).toEqual([]);
    expect(title(` ${'x'.repeat(120)} `)).toEqual([]);
    expect(title('x'.repeat(121))).toEqual(['quest_title_too_long']);
  });

  it('takes a summary of 1 to 300 characters after trimming', () => {
    const summary = (s?: string) => codes(questBodySchema, { ...quest, summary: s });
    expect(summary()).toEqual(['quest_summary_required']);
    expect(summary(' ')).toEqual(['quest_summary_required']);
    expect(summary(` ${'x'.repeat(300)} `)).toEqual([]);
    expect(summary('x'.repeat(301))).toEqual(['summary_too_long']);
  });

  it('takes a description of 1 to 20,000 characters (the editor document) after trimming', () => {
    const description = (d?: string) => codes(questBodySchema, { ...quest, description: d });
    expect(description()).toEqual(['quest_description_required']);
    expect(description(' ')).toEqual(['quest_description_required']);
    expect(description(` ${'x'.repeat(20_000)} `)).toEqual([]);
    expect(description('x'.repeat(20_001))).toEqual(['description_too_long']);
  });

  it('takes a banner URL of up to 200 characters', () => {
    expect(passes(questBodySchema, { ...quest, bannerUrl: 'x'.repeat(200) })).toBe(true);
    expect(passes(questBodySchema, { ...quest, bannerUrl: 'x'.repeat(201) })).toBe(false);
  });

  it('needs a start and an end that are dates', () => {
    const startsAt = (s?: string) => codes(questBodySchema, { ...quest, startsAt: s });
    expect(startsAt()).toEqual(['quest_date_required']);
    expect(startsAt('')).toEqual(['quest_date_required', 'quest_date_required']);
    expect(startsAt('soon')).toEqual(['quest_date_required']);
    expect(codes(questBodySchema, { ...quest, endsAt: 'later' })).toEqual(['quest_date_required']);
  });

  it('needs eligibility set: everyone or at least one condition', () => {
    const eligibility = (e: unknown) => codes(questBodySchema, { ...quest, eligibility: e });
    expect(eligibility(undefined)).toEqual(['quest_eligibility_required']);
    expect(eligibility({})).toEqual(['quest_eligibility_required']);
    expect(eligibility({ followProject: true })).toEqual([]);
  });

  it('takes 1 to 10 tasks', () => {
    const tasks = (n: number) =>
      codes(questBodySchema, { ...quest, tasks: Array(n).fill({ kind: 'follow_project' }) });
    expect(codes(questBodySchema, { ...quest, tasks: undefined })).toEqual([
      'quest_tasks_required',
    ]);
    expect(tasks(0)).toEqual(['quest_tasks_required']);
    expect(tasks(1)).toEqual([]);
    expect(tasks(10)).toEqual([]);
    expect(tasks(11)).toEqual(['tasks_too_long']);
  });
});

describe('quest queries and transaction bodies', () => {
  it('lists by status and project', () => {
    expect(questListQuerySchema.parse({ status: 'ended', projectId: '4' })).toMatchObject({
      status: 'ended',
      projectId: '4',
    });
    expect(codes(questListQuerySchema, { projectId: 'x' })).toEqual(['can_not_find_project']);
  });

  it('a transaction hash is 0x and 64 hex digits', () => {
    const hash = `0x${'aF'.repeat(32)}`;
    expect(codes(questTxBodySchema, { transactionHash: hash })).toEqual([]);
    for (const bad of [`0x${'a'.repeat(63)}`, `0x${'a'.repeat(65)}`, `0x${'g'.repeat(64)}`])
      expect(codes(questTxBodySchema, { transactionHash: bad })).toEqual([
        'transaction_hash_invalid',
      ]);
    expect(codes(questCancelBodySchema, {})).toEqual([]);
    expect(codes(questCancelBodySchema, { transactionHash: 'x' })).toEqual([
      'transaction_hash_invalid',
    ]);
  });

  it('a hash with anything before its 0x is refused, a cancel hash held to the same rule', () => {
    const hash = `0x${'aF'.repeat(32)}`;
    expect(codes(questTxBodySchema, { transactionHash: `a${hash}` })).toEqual([
      'transaction_hash_invalid',
    ]);
    expect(codes(questCancelBodySchema, { transactionHash: hash })).toEqual([]);
    for (const bad of [`a${hash}`, `${hash}a`, `0x${'a'.repeat(63)}`, `0x${'g'.repeat(64)}`])
      expect(codes(questCancelBodySchema, { transactionHash: bad }), bad).toEqual([
        'transaction_hash_invalid',
      ]);
  });
});
