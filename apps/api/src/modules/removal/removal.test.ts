// Removal with a trace: a removal names its rule (refused without one), the removed review
// answers 410 with its public tombstone and leaves the ratings, its author is told why and may
// appeal once, the admin team restores or rejects, and /transparency counts it all per UTC month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ModerationReason } from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import { auditLogs, projects, reports, tlogEntries } from '../../db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  injector,
  newWallet,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject, insertUser } from '../../../test/fixtures.ts';

let testDb: TestDatabase;
let built: BuiltApp;
const adminWallet = newWallet();
let admin: Awaited<ReturnType<typeof signIn>>;
/** The app's clock: real time unless a test sets it. */
let clock: (() => Date) | null = null;
beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, {
    env: { ADMIN_ADDRESSES: adminWallet.address },
    now: () => (clock ? clock() : new Date()),
  });
  admin = await signIn(built.app, adminWallet);
});
afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

const inject = injector(
  () => built.app,
  () => admin.auth,
);

async function writeReview(projectId: number, auth: Record<string, string>, title = 'Fair title') {
  const res = await inject(
    'POST',
    `/api/project/${projectId}/reviews`,
    {
      title,
      content: 'Long enough text for a review that passes the minimum length of reviews.',
      rate: 5,
      language: 'en',
    },
    auth,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as string;
}

const projectRow = async (id: number) =>
  (await built.deps.db.select().from(projects).where(eq(projects.id, id)))[0]!;

const block = (reviewId: string, body: Record<string, unknown>) =>
  inject('PUT', `/api/admin/reviews/${reviewId}/status`, { status: 'blocked', ...body });

describe('transparency figures', () => {
  // written straight into the tables: the instants on both sides of each month boundary
  const at = (iso: string) => new Date(iso);
  const plus = (iso: string, seconds: number) => new Date(at(iso).getTime() + seconds * 1000);

  it('counts per UTC month, with 23:59:59 and 00:00:00 on either side, and the median for odd and even counts', async () => {
    const reporter = await insertUser(built.deps.db);
    const actorId = Number(admin.user.id);
    let target = 900_000;
    const report = async (
      createdAt: string,
      outcome: null | {
        status: 'resolved' | 'dismissed';
        after: number;
        category?: ModerationReason | null;
      },
    ) => {
      target += 1;
      await built.deps.db.insert(reports).values({
        reporterId: reporter.id,
        targetType: 'review',
        targetId: target,
        reason: 'do_not_spam',
        note: 'Looks like spam to me.',
        status: outcome?.status ?? 'open',
        createdAt: at(createdAt),
      });
      if (!outcome) return;
      const upheld = outcome.status === 'resolved';
      await built.deps.db.insert(auditLogs).values({
        actorId,
        action: upheld ? 'report.uphold' : 'report.dismiss',
        targetType: 'review',
        targetId: String(target),
        before: { status: 'active', openReports: 1 },
        after: { status: upheld ? 'blocked' : 'active' },
        reason: 'Checked.',
        reasonCategory: upheld ? (outcome.category ?? null) : null,
        createdAt: plus(createdAt, outcome.after),
      });
    };
    // January: decided after 60 s, 120 s and 600 s (the last at 23:59:59): median 120
    await report('2020-01-10T00:00:00Z', { status: 'resolved', after: 60, category: 'spam' });
    await report('2020-01-20T00:00:00Z', { status: 'dismissed', after: 120 });
    await report('2020-01-31T23:49:59Z', { status: 'resolved', after: 600, category: 'scam' });
    // filed at 23:59:59 on the 31st, decided at 00:00:00 on the 1st: filed in January, decided in February
    await report('2020-01-31T23:59:59Z', { status: 'resolved', after: 1, category: 'spam' });
    // February: decided after 1 s (above), 100 s, 200 s and 1000 s: median (100 + 200) / 2
    await report('2020-02-01T00:00:00Z', { status: 'dismissed', after: 100 });
    await report('2020-02-02T00:00:00Z', { status: 'resolved', after: 200, category: null });
    await report('2020-02-03T00:00:00Z', { status: 'dismissed', after: 1000 });
    await report('2020-02-29T23:59:59Z', null);
    await report('2020-03-01T00:00:00Z', null);
    // a direct block and a restoration after appeal, on the first and last second of February
    await built.deps.db.insert(auditLogs).values([
      {
        actorId,
        action: 'review.block',
        targetType: 'review',
        targetId: '899999',
        before: { status: 'active' },
        after: { status: 'blocked' },
        reason: 'Illegal offer.',
        reasonCategory: 'illegal',
        createdAt: at('2020-02-01T00:00:00Z'),
      },
      {
        actorId,
        action: 'appeal.restore',
        targetType: 'review',
        targetId: '899999',
        before: { status: 'blocked', appealId: '1' },
        after: { status: 'active', appealId: '1' },
        createdAt: at('2020-02-29T23:59:59Z'),
      },
      {
        // a restore is no removal, nor is blocking what was blocked
        actorId,
        action: 'report.uphold',
        targetType: 'review',
        targetId: '899998',
        before: { status: 'blocked', openReports: 1 },
        after: { status: 'blocked' },
        reasonCategory: 'spam',
        createdAt: at('2020-02-10T00:00:00Z'),
      },
    ]);

    clock = () => at('2021-06-15T12:00:00Z');
    const res = await inject('GET', '/api/public/transparency', undefined, {});
    clock = null;
    expect(res.statusCode, res.body).toBe(200);
    const months = res.json().data.months as {
      month: string;
      removals: { total: number; byReason: Record<string, number> };
    }[];
    const month = (m: string) => months.find((x) => x.month === m);
    const reasons = (filled: Record<string, number>) => ({
      spam: 0,
      harassment: 0,
      hate: 0,
      misinformation: 0,
      illegal: 0,
      personal_data: 0,
      scam: 0,
      impersonation: 0,
      off_topic: 0,
      other: 0,
      ...filled,
    });
    expect(month('2020-01')).toEqual({
      month: '2020-01',
      reportsReceived: 4,
      reportsUpheld: 2,
      reportsDismissed: 1,
      removals: { total: 2, byReason: reasons({ spam: 1, scam: 1 }) },
      restoredAfterAppeal: 0,
      appealsReceived: 0,
      medianDecisionSeconds: 120,
    });
    expect(month('2020-02')).toEqual({
      month: '2020-02',
      reportsReceived: 4,
      reportsUpheld: 2,
      reportsDismissed: 2,
      // the uphold without a recorded rule counts as other
      removals: { total: 3, byReason: reasons({ spam: 1, illegal: 1, other: 1 }) },
      restoredAfterAppeal: 1,
      appealsReceived: 0,
      medianDecisionSeconds: 150,
    });
    expect(month('2020-03')).toMatchObject({
      reportsReceived: 1,
      reportsUpheld: 0,
      medianDecisionSeconds: null,
    });
    // newest first; nothing older than the listed window (24 months back from June 2021)
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort().reverse());
    clock = () => at('2022-03-01T00:00:00Z');
    // another URL: not the public read cache's entry of the first answer
    const later = (await inject('GET', '/api/public/transparency?at=later', undefined, {})).json()
      .data.months as { month: string }[];
    clock = null;
    // the window starts in April 2020: January to March 2020 have left it
    expect(later.map((m) => m.month)).not.toContain('2020-03');
  });
});

describe('removal with a trace', () => {
  it('refuses a removal without a rule or with an unknown one', async () => {
    const project = await insertProject(built.deps.db, {});
    const author = await signIn(built.app, newWallet());
    const reviewId = await writeReview(project.id, author.auth);
    const missing = await block(reviewId, { reason: 'Spam.' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual(['reason_category_required']);
    const invalid = await block(reviewId, { reason: 'Spam.', reasonCategory: 'rude' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toEqual(['reason_category_invalid']);
    const uphold = await inject('PUT', `/api/admin/reports/review/${reviewId}`, {
      decision: 'uphold',
      reason: 'Spam.',
    });
    expect(uphold.statusCode).toBe(400);
    expect(uphold.json().message).toEqual(['reason_category_required']);
    // nothing moved
    expect((await inject('GET', `/api/public/reviews/${reviewId}`, undefined, {})).statusCode).toBe(
      200,
    );
    // a dismissal names no rule
    const reporter = await signIn(built.app, newWallet());
    await inject(
      'POST',
      `/api/reports/review/${reviewId}`,
      { reason: 'other', note: 'I disagree with it.' },
      reporter.auth,
    );
    const dismissed = await inject('PUT', `/api/admin/reports/review/${reviewId}`, {
      decision: 'dismiss',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
  });

  it('answers 410 with the tombstone, leaves the ratings, tells the author the rule, counts it on the project', async () => {
    const project = await insertProject(built.deps.db, {});
    const author = await signIn(built.app, newWallet());
    const reviewId = await writeReview(project.id, author.auth);
    expect((await projectRow(project.id)).reviewCount).toBe(1);
    const removals = async () =>
      (await inject('GET', `/api/public/transparency/projects/${project.id}`, undefined, {})).json()
        .data.removedReviews;
    expect(await removals()).toBe(0);

    const before = Date.now();
    expect((await block(reviewId, { reason: 'Ads.', reasonCategory: 'spam' })).statusCode).toBe(
      200,
    );
    for (const [url, headers] of [
      [`/api/public/reviews/${reviewId}`, {}],
      [`/api/reviews/${reviewId}`, author.auth],
    ] as const) {
      const res = await inject('GET', url, undefined, headers);
      expect(res.statusCode, url).toBe(410);
      const body = res.json();
      expect(body.message).toEqual(['review_removed']);
      expect(body.tombstone).toEqual({
        reviewId,
        projectId: String(project.id),
        removedAt: expect.any(String),
        reasonCategory: 'spam',
        ruleLabelKey: 'moderationReasons.spam',
        logEntry: { leafIndex: expect.any(Number) },
      });
      // the tombstone points at the log's record of this very decision
      const [leaf] = await built.deps.db
        .select({ data: tlogEntries.data })
        .from(tlogEntries)
        .where(eq(tlogEntries.idx, body.tombstone.logEntry.leafIndex));
      expect(JSON.parse(Buffer.from(leaf!.data).toString('utf8'))).toMatchObject({
        kind: 'moderation',
        targetType: 'review',
        targetId: String(reviewId),
        reasonCategory: 'spam',
      });
      expect(Date.parse(body.tombstone.removedAt)).toBeGreaterThanOrEqual(before - 1000);
      // the tombstone is public: no title, text or author
      expect(JSON.stringify(body)).not.toContain('Fair title');
    }
    // not counted in the ratings
    expect(await projectRow(project.id)).toMatchObject({ reviewCount: 0, avgStar: 0, star5: 0 });
    expect(await removals()).toBe(1);
    const second = await writeReview(project.id, (await signIn(built.app, newWallet())).auth);
    await block(second, { reason: 'Threats.', reasonCategory: 'harassment' });
    expect(await removals()).toBe(2);
    // the rule is on the audit row and in the author's notification
    const [row] = await built.deps.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, reviewId), eq(auditLogs.action, 'review.block')));
    expect(row!.reasonCategory).toBe('spam');
    const audit = (
      await inject('GET', `/api/admin/audit?targetType=review&targetId=${reviewId}`)
    ).json().data;
    expect(audit[0]).toMatchObject({ action: 'review.block', reasonCategory: 'spam' });
    const notes = (await inject('GET', '/api/notifications', undefined, author.auth)).json().data;
    expect(notes[0]).toMatchObject({
      type: 'moderation',
      event: 'content_blocked',
      reasonCategory: 'spam',
      message: 'Ads.',
      objectId: reviewId,
    });
  });

  it('records the rule of an upheld report, and the older one-report API proposes the report reason', async () => {
    const project = await insertProject(built.deps.db, {});
    const author = await signIn(built.app, newWallet());
    const reviewId = await writeReview(project.id, author.auth);
    const reporter = await signIn(built.app, newWallet());
    await inject(
      'POST',
      `/api/reports/review/${reviewId}`,
      { reason: 'racism_sexism_homophobia', note: 'Slurs in the second line.' },
      reporter.auth,
    );
    const [open] = (await inject('GET', '/api/admin/reports'))
      .json()
      .data.find((g: { targetId: string }) => g.targetId === reviewId).reports;
    const settled = await inject('PUT', `/api/admin/reports/${open.id}`, { status: 'resolved' });
    expect(settled.statusCode, settled.body).toBe(200);
    const gone = await inject('GET', `/api/public/reviews/${reviewId}`, undefined, {});
    expect(gone.statusCode).toBe(410);
    expect(gone.json().tombstone).toMatchObject({
      reasonCategory: 'hate',
      ruleLabelKey: 'moderationReasons.hate',
    });
  });

  it('lets the author appeal once; not the author 403, not removed 409, a second 409', async () => {
    const project = await insertProject(built.deps.db, {});
    const author = await signIn(built.app, newWallet());
    const stranger = await signIn(built.app, newWallet());
    const reviewId = await writeReview(project.id, author.auth);
    const appeal = (message: string, auth = author.auth) =>
      inject('POST', `/api/reviews/${reviewId}/appeal`, { message }, auth);
    const text = 'It was a genuine review of the product, not an advert.';

    const notRemoved = await appeal(text);
    expect(notRemoved.statusCode).toBe(409);
    expect(notRemoved.json().message).toEqual(['review_not_removed']);

    await block(reviewId, { reason: 'Ads.', reasonCategory: 'spam' });
    const notAuthor = await appeal(text, stranger.auth);
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().message).toEqual(['appeal_only_author']);
    expect(
      (await inject('GET', `/api/reviews/${reviewId}/appeal`, undefined, stranger.auth)).statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', `/api/reviews/${reviewId}/appeal`, { message: text }, {})).statusCode,
    ).toBe(401);
    const short = await appeal('Too short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toEqual(['appeal_message_too_short']);
    const long = await appeal('x'.repeat(1001));
    expect(long.json().message).toEqual(['appeal_message_too_long']);
    expect(
      (await inject('GET', `/api/reviews/${reviewId}/appeal`, undefined, author.auth)).json().data,
    ).toBeNull();

    const first = await appeal(text);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ reviewId, message: text, status: 'open' });
    const again = await appeal(`${text} Again.`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toEqual(['appeal_already_filed']);
    expect(
      (await inject('GET', `/api/reviews/${reviewId}/appeal`, undefined, author.auth)).json().data,
    ).toMatchObject({ id: first.json().data.id, status: 'open' });
  });

  it('puts appeals in the admin queue; restore brings the review back, reject keeps it removed; the author is told', async () => {
    const project = await insertProject(built.deps.db, {});
    const authorA = await signIn(built.app, newWallet());
    const authorB = await signIn(built.app, newWallet());
    const a = await writeReview(project.id, authorA.auth, 'Review to restore');
    const b = await writeReview(project.id, authorB.auth, 'Review to keep out');
    await block(a, { reason: 'Ads.', reasonCategory: 'spam' });
    await block(b, { reason: 'Address posted.', reasonCategory: 'personal_data' });
    const message = 'Please look again: nothing in it breaks the rules.';
    const appealA = (
      await inject('POST', `/api/reviews/${a}/appeal`, { message }, authorA.auth)
    ).json().data.id as string;
    const appealB = (
      await inject('POST', `/api/reviews/${b}/appeal`, { message }, authorB.auth)
    ).json().data.id as string;

    const queue = (await inject('GET', '/api/admin/appeals?status=open&limit=100')).json();
    expect(queue.open).toBeGreaterThanOrEqual(2);
    const rowA = queue.data.find((x: { id: string }) => x.id === appealA);
    expect(rowA).toMatchObject({
      reviewId: a,
      message,
      status: 'open',
      author: { id: authorA.user.id },
      review: { title: 'Review to restore', projectId: String(project.id) },
      reasonCategory: 'spam',
      removalReason: 'Ads.',
    });
    expect(rowA.removedAt).toEqual(expect.any(String));

    const restored = await inject('PUT', `/api/admin/appeals/${appealA}`, {
      decision: 'restore',
      reason: 'It is a real review.',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ status: 'restored' });
    expect((await inject('GET', `/api/public/reviews/${a}`, undefined, {})).statusCode).toBe(200);
    expect((await projectRow(project.id)).reviewCount).toBe(1);
    const twice = await inject('PUT', `/api/admin/appeals/${appealA}`, { decision: 'reject' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toEqual(['appeal_already_decided']);
    const audit = (await inject('GET', `/api/admin/audit?targetType=review&targetId=${a}`)).json()
      .data;
    expect(audit[0]).toMatchObject({
      action: 'appeal.restore',
      reason: 'It is a real review.',
      after: { status: 'active', appealId: appealA },
    });
    const notesA = (await inject('GET', '/api/notifications', undefined, authorA.auth)).json().data;
    expect(notesA[0]).toMatchObject({ event: 'appeal_restored', objectId: a });

    const rejected = await inject('PUT', `/api/admin/appeals/${appealB}`, {
      decision: 'reject',
      reason: 'It posts a home address.',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected' });
    expect((await inject('GET', `/api/public/reviews/${b}`, undefined, {})).statusCode).toBe(410);
    const notesB = (await inject('GET', '/api/notifications', undefined, authorB.auth)).json().data;
    expect(notesB[0]).toMatchObject({
      event: 'appeal_rejected',
      message: 'It posts a home address.',
    });
    const done = (await inject('GET', '/api/admin/appeals?status=restored&limit=100')).json().data;
    expect(done.map((x: { id: string }) => x.id)).toContain(appealA);
    expect(
      (await inject('PUT', '/api/admin/appeals/99999999', { decision: 'reject' })).statusCode,
    ).toBe(404);

    // this month's figures count the appeals and the restoration
    const thisMonth = new Date().toISOString().slice(0, 7);
    const figures = (await inject('GET', '/api/public/transparency', undefined, {})).json().data
      .months as { month: string; appealsReceived: number; restoredAfterAppeal: number }[];
    const current = figures.find((m) => m.month === thisMonth)!;
    expect(current.appealsReceived).toBeGreaterThanOrEqual(2);
    expect(current.restoredAfterAppeal).toBeGreaterThanOrEqual(1);
  });
});
