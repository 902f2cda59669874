// Every admin action of the console: admins only, the audit row written in the same
// transaction as the change (a failed action writes none), the affected user notified with the
// reason, blocked content gone from public lists and counts until it is restored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { BuiltApp } from '../../app.ts';
import { auditLogs, notifications, projects, reviews, users } from '../../db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  injector,
  newWallet,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject, randomAddress } from '../../../test/fixtures.ts';

let testDb: TestDatabase;
let built: BuiltApp;
const adminWallet = newWallet();
const otherAdminWallet = newWallet();
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, {
    env: { ADMIN_ADDRESSES: `${adminWallet.address},${otherAdminWallet.address}` },
  });
  admin = await signIn(built.app, adminWallet);
});
afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

type Method = 'GET' | 'POST' | 'PUT';
const inject = injector(
  () => built.app,
  () => admin.auth,
);
const auditOf = (targetType: string, targetId: string | number) =>
  built.deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.targetType, targetType), eq(auditLogs.targetId, String(targetId))))
    .orderBy(auditLogs.id);
const notesOf = (userId: string | number) =>
  built.deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, Number(userId)))
    .orderBy(desc(notifications.id));

describe('admin console API', () => {
  it('refuses every admin route to non-admins with access_denied', async () => {
    const { auth, user } = await signIn(built.app, newWallet());
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/admin/counts'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/reports'],
      ['GET', '/api/admin/edit-requests'],
      ['PUT', '/api/admin/projects/1', { isVerified: true }],
      ['PUT', '/api/admin/projects/1/status', { status: 'blocked', reason: 'x' }],
      [
        'PUT',
        '/api/admin/reviews/1/status',
        { status: 'blocked', reason: 'x', reasonCategory: 'spam' },
      ],
      ['PUT', '/api/admin/reports/review/1', { decision: 'uphold', reason: 'x' }],
      ['PUT', '/api/admin/users/1/status', { status: 'blocked', reason: 'x' }],
      ['GET', '/api/admin/projects'],
      ['PUT', '/api/admin/reports/1', { status: 'resolved', reason: 'x' }],
      ['PUT', '/api/admin/edit-requests/1', { status: 'accepted' }],
      // appeals of removed reviews
      ['GET', '/api/admin/appeals'],
      ['PUT', '/api/admin/appeals/1', { decision: 'restore' }],
      // the vote-integrity console
      ['POST', '/api/admin/vote-integrity/run'],
      ['GET', '/api/admin/vote-rings'],
      ['POST', '/api/admin/vote-rings/1/clear'],
      ['PUT', '/api/admin/vote-rings/1/status', { status: 'cleared', reason: 'x' }],
    ];
    // every admin route the app has is in the list
    const registered = built.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((l) => l.includes('/api/admin/'));
    expect(registered.length).toBeGreaterThan(0);
    for (const line of registered) {
      const path = /(\/api\/admin\/\S+)/.exec(line)![1]!;
      const pattern = new RegExp(`^${path.replace(/:[\w|:]+/g, '[^/]+')}$`);
      expect(
        routes.some(([, url]) => pattern.test(url)),
        `${path} is tested`,
      ).toBe(true);
    }
    for (const [method, url, body] of routes) {
      const res = await inject(method, url, body, auth);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toEqual(['access_denied']);
      const anonymous = await inject(method, url, body, {});
      expect(anonymous.statusCode, url).toBe(401);
    }
    expect(
      await built.deps.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.actorId, Number(user.id))),
    ).toEqual([]);
  });

  it('approves and rejects submissions with an audit row and a notification carrying the reason', async () => {
    const submitter = await signIn(built.app, newWallet());
    const submit = async (name: string) =>
      (
        await inject(
          'POST',
          '/api/projects',
          { name, symbol: 'SUB', chain: 'non_evm' },
          submitter.auth,
        )
      ).json().data.id as string;
    const a = await submit('Approve Me');
    const b = await submit('Reject Me');
    const counts = (await inject('GET', '/api/admin/counts')).json().data;
    expect(counts.submissions).toBeGreaterThanOrEqual(2);

    expect(
      (await inject('PUT', `/api/admin/projects/${a}/status`, { status: 'active' })).statusCode,
    ).toBe(200);
    // a rejection needs a reason the submitter will read
    const noReason = await inject('PUT', `/api/admin/projects/${b}/status`, { status: 'blocked' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toEqual(['reason_required']);
    expect(await auditOf('project', b)).toHaveLength(0);
    await inject('PUT', `/api/admin/projects/${b}/status`, {
      status: 'blocked',
      reason: 'Duplicate of an existing project.',
    });

    const [approved] = await auditOf('project', a);
    expect(approved).toMatchObject({
      action: 'submission.approve',
      actorId: Number(admin.user.id),
      before: { status: 'pending' },
      after: { status: 'active' },
    });
    const [rejected] = await auditOf('project', b);
    expect(rejected).toMatchObject({
      action: 'submission.reject',
      reason: 'Duplicate of an existing project.',
    });
    const notes = await notesOf(submitter.user.id);
    expect(notes.map((n) => n.meta.event)).toEqual(['submission_rejected', 'submission_approved']);
    expect(notes[0]).toMatchObject({
      type: 'moderation',
      message: 'Duplicate of an existing project.',
      meta: { reason: 'Duplicate of an existing project.' },
    });
    // the submitter sees it through the API too
    const listed = (await inject('GET', '/api/notifications', undefined, submitter.auth)).json();
    expect(listed.data[0]).toMatchObject({
      type: 'moderation',
      message: 'Duplicate of an existing project.',
    });
  });

  it('blocks a project out of every public list and count, refuses a second block, restores it', async () => {
    const owner = await signIn(built.app, newWallet());
    const project = await insertProject(built.deps.db, {
      name: 'Blockable Zebra',
      ownerAddress: owner.user.address.toLowerCase(),
    });
    const publicIds = async () =>
      (await inject('GET', '/api/public/projects?limit=100', undefined, {}))
        .json()
        .data.map((p: { id: string }) => p.id);
    const search = async () =>
      (await inject('GET', '/api/public/projects?keyword=Blockable%20Zebra', undefined, {})).json()
        .data.length;
    expect(await publicIds()).toContain(String(project.id));
    expect(await search()).toBe(1);
    const res = await inject('PUT', `/api/admin/projects/${project.id}/status`, {
      status: 'blocked',
      reason: 'Scam reported by many.',
    });
    expect(res.statusCode).toBe(200);
    expect(await publicIds()).not.toContain(String(project.id));
    expect(await search()).toBe(0);
    expect(
      (await inject('GET', `/api/public/projects/${project.id}`, undefined, {})).statusCode,
    ).toBe(404);
    const twice = await inject('PUT', `/api/admin/projects/${project.id}/status`, {
      status: 'blocked',
      reason: 'Again.',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toEqual(['project_already_blocked']);
    await inject('PUT', `/api/admin/projects/${project.id}/status`, { status: 'active' });
    expect(await publicIds()).toContain(String(project.id));
    expect((await auditOf('project', project.id)).map((r) => r.action)).toEqual([
      'project.block',
      'project.unblock',
    ]);
    // the owner is told both, the block with its reason; the refused second block told nothing
    expect((await notesOf(owner.user.id)).map((n) => [n.meta.event, n.message])).toEqual([
      ['content_restored', null],
      ['content_blocked', 'Scam reported by many.'],
    ]);
  });

  it('verifies, sets and clears the owner, and features a project; each change audited', async () => {
    const project = await insertProject(built.deps.db, {});
    const owner = randomAddress();
    const res = await inject('PUT', `/api/admin/projects/${project.id}`, {
      isVerified: true,
      ownerAddress: owner,
      featureRank: 7,
      reason: 'Team verified over a call.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      isVerified: true,
      ownerAddress: owner.toLowerCase(),
      featureRank: 7,
    });
    const featured = (
      await inject('GET', '/api/public/projects?sort=featureScore&limit=100', undefined, {})
    ).json();
    expect(featured.data[0].id).toBe(String(project.id));
    await inject('PUT', `/api/admin/projects/${project.id}`, {
      ownerAddress: null,
      isVerified: false,
    });
    expect((await auditOf('project', project.id)).map((r) => r.action)).toEqual([
      'project.verify',
      'project.set_owner',
      'project.feature',
      'project.unverify',
      'project.clear_owner',
    ]);
    // the ordinary edit refuses these fields (it used to answer 200 and drop them)
    for (const payload of [
      { ownerAddress: randomAddress() },
      { isVerified: true },
      { featureScore: 9 },
      { description: 'Fine words.', featureRank: 3 },
    ]) {
      const edit = await inject('PUT', `/api/projects/${project.id}`, payload);
      expect(edit.statusCode, JSON.stringify(payload)).toBe(400);
      expect(edit.json().message).toEqual(['admin_fields_not_editable']);
    }
    const request = await inject('POST', `/api/projects/${project.id}/edit-requests`, {
      changes: { ownerAddress: randomAddress() },
      note: 'Please make me the owner of this.',
    });
    expect(request.json().message).toEqual(['admin_fields_not_editable']);
    expect((await auditOf('project', project.id)).map((r) => r.action)).toHaveLength(5);
    const nothing = await inject('PUT', `/api/admin/projects/${project.id}`, { isVerified: false });
    expect(nothing.json().message).toEqual(['nothing_to_update']);
    const bad = await inject('PUT', `/api/admin/projects/${project.id}`, { ownerAddress: '0x12' });
    expect(bad.statusCode).toBe(400);
  });

  it('blocks and restores a review with counts, refusing a second block', async () => {
    const project = await insertProject(built.deps.db, {});
    const author = await signIn(built.app, newWallet());
    const r = (
      await inject(
        'POST',
        `/api/project/${project.id}/reviews`,
        {
          title: 'A review to block later',
          content: 'Long enough text for a review that passes the minimum length of reviews.',
          rate: 5,
          language: 'en',
        },
        author.auth,
      )
    ).json().data;
    const count = async () =>
      (await built.deps.db.select().from(projects).where(eq(projects.id, project.id)))[0]!
        .reviewCount;
    expect(await count()).toBe(1);
    await inject('PUT', `/api/admin/reviews/${r.id}/status`, {
      status: 'blocked',
      reason: 'Insults.',
      reasonCategory: 'harassment',
    });
    expect(await count()).toBe(0);
    expect((await inject('GET', `/api/public/reviews/${r.id}`, undefined, {})).statusCode).toBe(
      410,
    );
    const twice = await inject('PUT', `/api/admin/reviews/${r.id}/status`, {
      status: 'blocked',
      reason: 'x',
      reasonCategory: 'spam',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toEqual(['review_already_blocked']);
    await inject('PUT', `/api/admin/reviews/${r.id}/status`, { status: 'active' });
    expect(await count()).toBe(1);
    const notes = await notesOf(author.user.id);
    expect(notes.slice(0, 2).map((n) => n.meta.event)).toEqual([
      'content_restored',
      'content_blocked',
    ]);
    expect(notes[1]!.message).toBe('Insults.');
  });

  it('upholds and dismisses reports by target, notifying the author', async () => {
    const project = await insertProject(built.deps.db, {});
    const author = await signIn(built.app, newWallet());
    const review = (
      await inject(
        'POST',
        `/api/project/${project.id}/reviews`,
        {
          title: 'A review somebody reports',
          content: 'Long enough text for a review that passes the minimum length of reviews.',
          rate: 4,
          language: 'en',
        },
        author.auth,
      )
    ).json().data as { id: string };
    const reporter = await signIn(built.app, newWallet());
    const rep = await inject(
      'POST',
      `/api/reports/review/${review.id}`,
      { reason: 'do_not_spam', note: 'Looks like spam to me.' },
      reporter.auth,
    );
    expect(rep.statusCode).toBe(200);
    const group = (await inject('GET', '/api/admin/reports'))
      .json()
      .data.find((g: { targetId: string }) => g.targetId === String(review.id));
    expect(group.reports[0]).toMatchObject({
      reporter: { id: reporter.user.id },
      reason: 'do_not_spam',
    });
    expect(typeof group.reports[0].weight).toBe('number');
    const res = await inject('PUT', `/api/admin/reports/review/${review.id}`, {
      decision: 'uphold',
      reason: 'Spam.',
      reasonCategory: 'spam',
    });
    expect(res.json(), res.body).toHaveProperty('data.status', 'blocked');
    const again = await inject('PUT', `/api/admin/reports/review/${review.id}`, {
      decision: 'dismiss',
    });
    expect(again.json().message).toEqual(['report_already_settled']);
    const [audit] = await auditOf('review', review.id);
    expect(audit).toMatchObject({
      action: 'report.uphold',
      before: { status: 'active' },
      after: { status: 'blocked' },
    });
    expect((await notesOf(author.user.id))[0]!.meta).toMatchObject({
      event: 'content_blocked',
      reason: 'Spam.',
    });
  });

  it('dismissing the reports on a hidden review restores it; upholding those on a reply blocks it', async () => {
    const project = await insertProject(built.deps.db, {});
    const author = await signIn(built.app, newWallet());
    const review = (
      await inject(
        'POST',
        `/api/project/${project.id}/reviews`,
        {
          title: 'A review reports will hide',
          content: 'Long enough text for a review that passes the minimum length of reviews.',
          rate: 5,
          language: 'en',
        },
        author.auth,
      )
    ).json().data as { id: string };
    // two senior members' reports (weight 1 each) reach the hiding threshold
    const reporters = await Promise.all([0, 1].map(() => signIn(built.app, newWallet())));
    for (const rep of reporters)
      await built.deps.db
        .update(users)
        .set({ score: 1000, reviewsCount: 5, createdAt: new Date(Date.now() - 90 * 86_400_000) })
        .where(eq(users.id, Number(rep.user.id)));
    for (const rep of reporters)
      expect(
        (
          await inject(
            'POST',
            `/api/reports/review/${review.id}`,
            { reason: 'do_not_spam', note: 'Looks like spam to me.' },
            rep.auth,
          )
        ).statusCode,
      ).toBe(200);
    const publicReview = () => inject('GET', `/api/public/reviews/${review.id}`, undefined, {});
    const reviewCount = async () =>
      (await built.deps.db.select().from(projects).where(eq(projects.id, project.id)))[0]!
        .reviewCount;
    expect((await publicReview()).statusCode).toBe(404);
    expect(await reviewCount()).toBe(0);

    const dismissed = await inject('PUT', `/api/admin/reports/review/${review.id}`, {
      decision: 'dismiss',
    });
    expect(dismissed.json()).toMatchObject({ data: { decision: 'dismiss', status: 'active' } });
    expect((await publicReview()).statusCode).toBe(200);
    expect(await reviewCount()).toBe(1);
    const [audit] = await auditOf('review', review.id);
    expect(audit).toMatchObject({
      action: 'report.dismiss',
      before: { status: 'hidden', openReports: 2 },
      after: { status: 'active' },
    });
    expect((await notesOf(author.user.id))[0]!.meta).toMatchObject({ event: 'content_restored' });

    // a reply: upholding its report blocks it, out of the review's replies
    const replier = await signIn(built.app, newWallet());
    const reply = (
      await inject(
        'POST',
        `/api/reviews/${review.id}/replies`,
        { content: 'Buy my token at a discount today!' },
        replier.auth,
      )
    ).json().data as { id: string };
    const replies = async () =>
      (await inject('GET', `/api/public/reviews/${review.id}/replies`, undefined, {})).body;
    expect(await replies()).toContain(`"${reply.id}"`);
    expect(
      (
        await inject(
          'POST',
          `/api/reports/reply/${reply.id}`,
          { reason: 'do_not_spam', note: 'Advertising in a reply.' },
          author.auth,
        )
      ).statusCode,
    ).toBe(200);
    const upheld = await inject('PUT', `/api/admin/reports/reply/${reply.id}`, {
      decision: 'uphold',
      reason: 'Advertising.',
      reasonCategory: 'spam',
    });
    expect(upheld.json()).toMatchObject({ data: { status: 'blocked' } });
    expect(await replies()).not.toContain(`"${reply.id}"`);
    expect((await auditOf('reply', reply.id))[0]).toMatchObject({
      action: 'report.uphold',
      reason: 'Advertising.',
      after: { status: 'blocked' },
    });
    expect((await notesOf(replier.user.id))[0]!.meta).toMatchObject({
      event: 'content_blocked',
      reason: 'Advertising.',
    });
  });

  it('shows an edit request as a diff, accepts it in one transaction, rejects another with a reason', async () => {
    const project = await insertProject(built.deps.db, { description: 'Old words.' });
    const requester = await signIn(built.app, newWallet());
    const file = async (description: string) =>
      (
        await inject(
          'POST',
          `/api/projects/${project.id}/edit-requests`,
          { changes: { description }, note: 'The description is outdated.' },
          requester.auth,
        )
      ).json().data.id as string;
    const first = await file('New words.');
    const listed = (await inject('GET', '/api/admin/edit-requests'))
      .json()
      .data.find((r: { id: string }) => r.id === first);
    expect(listed.diff).toEqual([
      { field: 'description', current: 'Old words.', proposed: 'New words.' },
    ]);
    await inject('PUT', `/api/admin/edit-requests/${first}`, { status: 'accepted' });
    const [accepted] = await auditOf('edit_request', first);
    expect(accepted).toMatchObject({
      action: 'edit_request.accept',
      before: { description: 'Old words.' },
      after: { description: 'New words.' },
    });
    const second = await file('Worse words.');
    const noReason = await inject('PUT', `/api/admin/edit-requests/${second}`, {
      status: 'rejected',
    });
    expect(noReason.json().message).toEqual(['reason_required']);
    await inject('PUT', `/api/admin/edit-requests/${second}`, {
      status: 'rejected',
      reason: 'Not accurate.',
    });
    const notes = await notesOf(requester.user.id);
    expect(notes.slice(0, 2).map((n) => n.meta)).toEqual([
      { event: 'edit_request_rejected', reason: 'Not accurate.' },
      { event: 'edit_request_accepted', reason: null },
    ]);
  });

  it('blocks users with a reason but never oneself or another admin', async () => {
    const target = await signIn(built.app, newWallet());
    const self = await inject('PUT', `/api/admin/users/${admin.user.id}/status`, {
      status: 'blocked',
      reason: 'x',
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toEqual(['can_not_block_admin']);
    const other = await signIn(built.app, otherAdminWallet);
    const peer = await inject('PUT', `/api/admin/users/${other.user.id}/status`, {
      status: 'blocked',
      reason: 'x',
    });
    expect(peer.json().message).toEqual(['can_not_block_admin']);
    expect(await auditOf('user', other.user.id)).toHaveLength(0);
    const ok = await inject('PUT', `/api/admin/users/${target.user.id}/status`, {
      status: 'blocked',
      reason: 'Bots.',
    });
    expect(ok.statusCode).toBe(200);
    expect((await notesOf(target.user.id))[0]!.meta).toEqual({
      event: 'account_blocked',
      reason: 'Bots.',
    });
    const twice = await inject('PUT', `/api/admin/users/${target.user.id}/status`, {
      status: 'blocked',
      reason: 'x',
    });
    expect(twice.json().message).toEqual(['user_already_blocked']);
    const found = (
      await inject(
        'GET',
        `/api/admin/users?status=blocked&keyword=${target.user.address.slice(2, 12)}`,
      )
    ).json();
    expect(found.data.map((u: { id: string }) => u.id)).toEqual([target.user.id]);
    await inject('PUT', `/api/admin/users/${target.user.id}/status`, { status: 'active' });
    expect((await auditOf('user', target.user.id)).map((r) => [r.action, r.reason])).toEqual([
      ['user.block', 'Bots.'],
      ['user.unblock', null],
    ]);
    const [u] = await built.deps.db
      .select()
      .from(users)
      .where(eq(users.id, Number(target.user.id)));
    expect(u!.status).toBe('active');
  });

  it('writes no audit row and no change when any action fails inside its transaction', async () => {
    // a trigger makes one write of the action fail (its last one: the notification, or the
    // last of several audit rows); the action must then leave no change and no audit row
    const failing = async (table: string, condition: string) => {
      await built.deps.db.execute(
        sql.raw(`create function test_fail() returns trigger language plpgsql as $$
          begin
            if ${condition} then raise exception 'write refused'; end if;
            return new;
          end; $$`),
      );
      await built.deps.db.execute(
        sql.raw(`create trigger test_fail before insert on ${table}
          for each row execute function test_fail()`),
      );
      return async () => {
        await built.deps.db.execute(sql.raw(`drop trigger test_fail on ${table}`));
        await built.deps.db.execute(sql.raw('drop function test_fail()'));
      };
    };
    const failsCleanly = async (
      table: string,
      condition: string,
      act: () => ReturnType<typeof inject>,
      unchanged: () => Promise<void>,
      audited: [string, string | number][],
    ) => {
      const restore = await failing(table, condition);
      try {
        const res = await act();
        expect(res.statusCode, res.body).toBe(500);
      } finally {
        await restore();
      }
      await unchanged();
      for (const [type, id] of audited)
        expect(await auditOf(type, id), `${type} ${id}`).toEqual([]);
    };
    const notifyFailsFor = (userId: string | number) => `new.user_id = ${Number(userId)}`;
    const writeReview = async (projectId: number, auth: Record<string, string>) =>
      (
        await inject(
          'POST',
          `/api/project/${projectId}/reviews`,
          {
            title: 'A review whose moderation fails',
            content: 'Long enough text for a review that passes the minimum length of reviews.',
            rate: 3,
            language: 'en',
          },
          auth,
        )
      ).json().data.id as string;
    const reviewStatus = async (id: string) =>
      (
        await built.deps.db
          .select({ status: reviews.status })
          .from(reviews)
          .where(eq(reviews.id, Number(id)))
      )[0]!.status;
    const projectRow = async (id: number | string) =>
      (
        await built.deps.db
          .select()
          .from(projects)
          .where(eq(projects.id, Number(id)))
      )[0]!;

    // approving a submission (the submitter's notification fails)
    const submitter = await signIn(built.app, newWallet());
    const submitted = (
      await inject(
        'POST',
        '/api/projects',
        { name: 'Doomed', symbol: 'DOOM', chain: 'non_evm' },
        submitter.auth,
      )
    ).json().data.id as string;
    await failsCleanly(
      'notifications',
      notifyFailsFor(submitter.user.id),
      () => inject('PUT', `/api/admin/projects/${submitted}/status`, { status: 'active' }),
      async () => expect((await projectRow(submitted)).status).toBe('pending'),
      [['project', submitted]],
    );

    // blocking a review (its author's notification fails): status and counts unchanged
    const project = await insertProject(built.deps.db, {});
    const author = await signIn(built.app, newWallet());
    const reviewId = await writeReview(project.id, author.auth);
    await failsCleanly(
      'notifications',
      notifyFailsFor(author.user.id),
      () =>
        inject('PUT', `/api/admin/reviews/${reviewId}/status`, {
          status: 'blocked',
          reason: 'Insults.',
          reasonCategory: 'harassment',
        }),
      async () => {
        expect(await reviewStatus(reviewId)).toBe('active');
        expect((await projectRow(project.id)).reviewCount).toBe(1);
      },
      [['review', reviewId]],
    );

    // upholding a report: the review stays public and the report open
    const reporter = await signIn(built.app, newWallet());
    expect(
      (
        await inject(
          'POST',
          `/api/reports/review/${reviewId}`,
          { reason: 'do_not_spam', note: 'Looks like spam to me.' },
          reporter.auth,
        )
      ).statusCode,
    ).toBe(200);
    await failsCleanly(
      'notifications',
      notifyFailsFor(author.user.id),
      () =>
        inject('PUT', `/api/admin/reports/review/${reviewId}`, {
          decision: 'uphold',
          reason: 'Spam.',
          reasonCategory: 'spam',
        }),
      async () => {
        expect(await reviewStatus(reviewId)).toBe('active');
        const open = (await inject('GET', '/api/admin/reports?status=open'))
          .json()
          .data.find((g: { targetId: string }) => g.targetId === reviewId);
        expect(open.reports).toHaveLength(1);
      },
      [['review', reviewId]],
    );

    // accepting an edit request: the project keeps its description, the request stays open
    const edited = await insertProject(built.deps.db, { description: 'Old words.' });
    const requester = await signIn(built.app, newWallet());
    const requestId = (
      await inject(
        'POST',
        `/api/projects/${edited.id}/edit-requests`,
        { changes: { description: 'New words.' }, note: 'The description is outdated.' },
        requester.auth,
      )
    ).json().data.id as string;
    await failsCleanly(
      'notifications',
      notifyFailsFor(requester.user.id),
      () => inject('PUT', `/api/admin/edit-requests/${requestId}`, { status: 'accepted' }),
      async () => {
        expect((await projectRow(edited.id)).description).toBe('Old words.');
        const open = (await inject('GET', '/api/admin/edit-requests?status=open')).json().data;
        expect(open.map((r: { id: string }) => r.id)).toContain(requestId);
      },
      [
        ['edit_request', requestId],
        ['project', edited.id],
      ],
    );

    // blocking a user: still active, still signed in
    const target = await signIn(built.app, newWallet());
    await failsCleanly(
      'notifications',
      notifyFailsFor(target.user.id),
      () =>
        inject('PUT', `/api/admin/users/${target.user.id}/status`, {
          status: 'blocked',
          reason: 'Bots.',
        }),
      async () =>
        expect((await inject('GET', '/api/me', undefined, target.auth)).statusCode).toBe(200),
      [['user', target.user.id]],
    );

    // verify + set owner + feature at once: the third audit row fails, so the first two and
    // every field change are undone with it
    const featured = await insertProject(built.deps.db, {});
    await failsCleanly(
      'audit_logs',
      "new.action = 'project.feature'",
      () =>
        inject('PUT', `/api/admin/projects/${featured.id}`, {
          isVerified: true,
          ownerAddress: randomAddress(),
          featureRank: 3,
        }),
      async () =>
        expect(await projectRow(featured.id)).toMatchObject({
          isVerified: false,
          ownerAddress: null,
          featureScore: 0,
        }),
      [['project', featured.id]],
    );

    // an owner's edit: its audit row fails, so the edit is not applied
    const owner = await signIn(built.app, newWallet());
    const owned = await insertProject(built.deps.db, {
      description: 'As the owner found it.',
      ownerAddress: owner.user.address.toLowerCase(),
    });
    await failsCleanly(
      'audit_logs',
      "new.action = 'project.owner_edit'",
      () =>
        inject(
          'PUT',
          `/api/projects/${owned.id}`,
          { description: 'Changed by the owner.' },
          owner.auth,
        ),
      async () => expect((await projectRow(owned.id)).description).toBe('As the owner found it.'),
      [['project', owned.id]],
    );
    // and without the failure the same edit is applied and audited
    expect(
      (
        await inject(
          'PUT',
          `/api/projects/${owned.id}`,
          { description: 'Changed by the owner.' },
          owner.auth,
        )
      ).statusCode,
    ).toBe(200);
    expect((await auditOf('project', owned.id)).map((r) => r.action)).toEqual([
      'project.owner_edit',
    ]);
  });

  it('takes blocked content out of feeds, the sitemap, review lists and the totals, and brings it back on restore', async () => {
    const project = await insertProject(built.deps.db, { name: 'Feedable Otter' });
    const author = await signIn(built.app, newWallet());
    const review = (
      await inject(
        'POST',
        `/api/project/${project.id}/reviews`,
        {
          title: 'Otter review for the feeds',
          content: 'Long enough text for a review that passes the minimum length of reviews.',
          rate: 5,
          language: 'en',
        },
        author.auth,
      )
    ).json().data as { id: string };
    const text = async (url: string) => {
      const res = await inject('GET', url, undefined, {});
      return res.statusCode === 200 ? res.body : `status ${res.statusCode}`;
    };
    /** The ids a public list answers (exact matches, not a substring of the body); none on 404. */
    const ids = async (
      url: string,
      pick: (item: Record<string, unknown>) => unknown = (item) => item.id,
    ) => {
      const res = await inject('GET', url, undefined, {});
      // a blocked project's own lists are gone altogether
      if (res.statusCode === 404) return [];
      expect(res.statusCode, url).toBe(200);
      return (res.json().data as Record<string, unknown>[]).map(pick);
    };
    const totals = async () =>
      (await inject('GET', '/api/public/projects-reviews-statistic', undefined, {})).json()
        .data as {
        projects: number;
        reviews: number;
        reviewers: number;
      };
    const seen = async () => ({
      projectFeed: (await text(`/api/public/feeds/projects/${project.id}.rss`)).includes(
        'Otter review for the feeds',
      ),
      userFeed: (await text(`/api/public/feeds/users/${author.user.address}.atom`)).includes(
        'Otter review for the feeds',
      ),
      projectInSitemap: (await text('/sitemaps/projects-0.xml')).includes(
        `-${project.contractAddress!.toLowerCase()}<`,
      ),
      reviewInSitemap: (await text('/sitemaps/reviews-0.xml')).includes(`/reviews/${review.id}<`),
      inRecent: (
        await ids('/api/public/activities?limit=100', (a) => (a.review as { id: string })?.id)
      ).includes(review.id),
      projectReviews: (await ids(`/api/public/project/${project.id}/reviews`)).includes(review.id),
      allReviews: (await ids('/api/public/reviews?limit=100')).includes(review.id),
      userReviews: (await ids(`/api/public/reviews?userId=${author.user.id}`)).includes(review.id),
      reviewPage: (await text(`/api/public/reviews/${review.id}`)).startsWith('{'),
      projectListed: (await ids('/api/public/projects?limit=100')).includes(String(project.id)),
      projectFound: (await ids('/api/public/projects?keyword=Feedable%20Otter')).includes(
        String(project.id),
      ),
      projectPage: (await text(`/api/public/projects/${project.id}`)).startsWith('{'),
      badge: (await text(`/api/public/badge/projects/${project.id}.svg`)).startsWith('<svg'),
      authorCount: (
        await inject('GET', `/api/public/users/address/${author.user.address}`, undefined, {})
      ).json().data.reviewsCount as number,
      topReviewer: (await ids('/api/public/users/top-reviewers?limit=100')).includes(
        author.user.id,
      ),
    });
    const all = {
      projectFeed: true,
      userFeed: true,
      projectInSitemap: true,
      reviewInSitemap: true,
      inRecent: true,
      projectReviews: true,
      allReviews: true,
      userReviews: true,
      reviewPage: true,
      projectListed: true,
      projectFound: true,
      projectPage: true,
      badge: true,
      authorCount: 1,
      topReviewer: true,
    };
    expect(await seen()).toEqual(all);
    const before = await totals();

    // the review blocked: gone from the feeds, the sitemap, the lists and the totals
    await inject('PUT', `/api/admin/reviews/${review.id}/status`, {
      status: 'blocked',
      reason: 'Spam.',
      reasonCategory: 'spam',
    });
    expect(await seen()).toEqual({
      ...all,
      projectFeed: false,
      userFeed: false,
      reviewInSitemap: false,
      inRecent: false,
      projectReviews: false,
      allReviews: false,
      userReviews: false,
      reviewPage: false,
      authorCount: 0,
      topReviewer: false,
    });
    expect((await totals()).reviews).toBe(before.reviews - 1);
    await inject('PUT', `/api/admin/reviews/${review.id}/status`, { status: 'active' });
    expect(await seen()).toEqual(all);
    expect(await totals()).toEqual(before);

    // the project blocked: it and every review of it go, from the totals too
    await inject('PUT', `/api/admin/projects/${project.id}/status`, {
      status: 'blocked',
      reason: 'Scam.',
    });
    expect(await seen()).toEqual({
      projectFeed: false,
      userFeed: false,
      projectInSitemap: false,
      reviewInSitemap: false,
      inRecent: false,
      projectReviews: false,
      allReviews: false,
      userReviews: false,
      reviewPage: false,
      projectListed: false,
      projectFound: false,
      projectPage: false,
      badge: false,
      authorCount: 0,
      topReviewer: false,
    });
    expect(await text(`/api/public/feeds/projects/${project.id}.rss`)).toBe('status 404');
    const blocked = await totals();
    expect([blocked.projects, blocked.reviews]).toEqual([before.projects - 1, before.reviews - 1]);
    await inject('PUT', `/api/admin/projects/${project.id}/status`, { status: 'active' });
    expect(await seen()).toEqual(all);
    expect(await totals()).toEqual(before);

    // blocking the review while its project is blocked, then restoring both in the other
    // order, leaves every count where it was
    const block = (url: string, status: string) =>
      inject(
        'PUT',
        url,
        status === 'blocked' ? { status, reason: 'Again.', reasonCategory: 'other' } : { status },
      );
    const projectUrl = `/api/admin/projects/${project.id}/status`;
    const reviewUrl = `/api/admin/reviews/${review.id}/status`;
    expect((await block(projectUrl, 'blocked')).statusCode).toBe(200);
    expect((await block(reviewUrl, 'blocked')).statusCode).toBe(200);
    expect((await block(projectUrl, 'active')).statusCode).toBe(200);
    expect((await seen()).authorCount).toBe(0);
    expect((await block(reviewUrl, 'active')).statusCode).toBe(200);
    expect(await seen()).toEqual(all);
    expect(await totals()).toEqual(before);
  });

  it('keeps the audit trail append-only and lists it with filters', async () => {
    await expect(
      built.deps.db.execute(sql.raw('update audit_logs set reason = null')),
    ).rejects.toThrow();
    await expect(built.deps.db.execute(sql.raw('delete from audit_logs'))).rejects.toThrow();
    const all = (await inject('GET', '/api/admin/audit?limit=100')).json();
    expect(all.meta.total).toBeGreaterThan(5);
    expect(all.data[0].actor).toMatchObject({ id: admin.user.id });
    const blocks = (await inject('GET', '/api/admin/audit?action=user.block')).json();
    expect(blocks.data.length).toBeGreaterThan(0);
    expect(blocks.data.every((e: { action: string }) => e.action === 'user.block')).toBe(true);
    const bad = await inject('GET', '/api/admin/audit?action=drop_tables');
    expect(bad.statusCode).toBe(400);
  });
});
