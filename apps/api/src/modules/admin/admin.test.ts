import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { BuiltApp } from '../../app.ts';
import { projects, users } from '../../db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  injector,
  newWallet,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject } from '../../../test/fixtures.ts';

let testDb: TestDatabase;
let built: BuiltApp;
const adminWallet = newWallet();
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, { env: { ADMIN_ADDRESSES: adminWallet.address } });
  admin = await signIn(built.app, adminWallet);
});
afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

const inject = injector(() => built.app);
const review = (seed: string, rate = 5) => ({
  title: `${seed} review title`,
  content: `${seed}: long enough text for a review that passes the minimum length.`,
  rate,
  language: 'en',
});

describe('admin queue', () => {
  it('is closed to everybody but admins', async () => {
    const { auth } = await signIn(built.app, newWallet());
    const res = await inject('GET', '/api/admin/projects', undefined, auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual(['access_denied']);
    expect((await inject('GET', '/api/admin/projects')).statusCode).toBe(401);
  });

  it('accepts a pending submission, which then becomes public', async () => {
    const { auth } = await signIn(built.app, newWallet());
    const submitted = (
      await inject(
        'POST',
        '/api/projects',
        { name: 'Queue Coin', symbol: 'QUE', chain: 'non_evm' },
        auth,
      )
    ).json().data;
    const pending = (
      await inject('GET', '/api/admin/projects?status=pending', undefined, admin.auth)
    ).json();
    expect(pending.data.map((p: { id: string }) => p.id)).toContain(submitted.id);
    expect((await inject('GET', `/api/public/projects/${submitted.id}`)).statusCode).toBe(404);
    await inject(
      'PUT',
      `/api/admin/projects/${submitted.id}/status`,
      { status: 'active' },
      admin.auth,
    );
    expect((await inject('GET', `/api/public/projects/${submitted.id}`)).statusCode).toBe(200);
  });

  it('blocks a reported review and takes it out of the rating; dismissing restores a hidden one', async () => {
    const project = await insertProject(built.deps.db, {});
    const author = await signIn(built.app, newWallet());
    const r = (
      await inject('POST', `/api/project/${project.id}/reviews`, review('Blocked'), author.auth)
    ).json().data;
    // two senior members (level 5, three months old, five reviews): each report weighs 1, and
    // together they reach the hiding threshold
    const reporters = await Promise.all([0, 1].map(() => signIn(built.app, newWallet())));
    await built.deps.db
      .update(users)
      .set({ score: 1000, reviewsCount: 5, createdAt: new Date(Date.now() - 90 * 86_400_000) })
      .where(
        inArray(
          users.id,
          reporters.map((rep) => Number(rep.user.id)),
        ),
      );
    for (const rep of reporters)
      await inject(
        'POST',
        `/api/reports/review/${r.id}`,
        { reason: 'do_not_spam', note: 'Looks like spam to me.' },
        rep.auth,
      );
    expect((await inject('GET', `/api/public/reviews/${r.id}`)).statusCode).toBe(404);
    const group = (await inject('GET', '/api/admin/reports', undefined, admin.auth))
      .json()
      .data.find((x: { targetId: string }) => x.targetId === r.id);
    const open = group.reports;
    expect(open).toHaveLength(2);
    expect(open.map((x: { weight: number }) => x.weight)).toEqual([1, 1]);
    expect(group.totalWeight).toBe(2);

    // upholding one blocks the review and settles the other open report on it
    await inject('PUT', `/api/admin/reports/${open[0].id}`, { status: 'resolved' }, admin.auth);
    const [p] = await built.deps.db.select().from(projects).where(eq(projects.id, project.id));
    expect(p).toMatchObject({ reviewCount: 0, star5: 0, avgStar: 0 });
    const [u] = await built.deps.db
      .select()
      .from(users)
      .where(eq(users.id, Number(author.user.id)));
    expect(u!.reviewsCount).toBe(0);
    expect(
      (
        await inject('PUT', `/api/admin/reports/${open[1].id}`, { status: 'dismissed' }, admin.auth)
      ).json().message,
    ).toEqual(['report_already_settled']);

    const other = await insertProject(built.deps.db, {});
    const r2 = (
      await inject('POST', `/api/project/${other.id}/reviews`, review('Hidden'), author.auth)
    ).json().data;
    for (const rep of reporters)
      await inject(
        'POST',
        `/api/reports/review/${r2.id}`,
        { reason: 'other', note: 'I disagree with it.' },
        rep.auth,
      );
    const reports2 = (await inject('GET', '/api/admin/reports', undefined, admin.auth))
      .json()
      .data.find((x: { targetId: string }) => x.targetId === r2.id).reports;
    for (const rep of reports2)
      await inject('PUT', `/api/admin/reports/${rep.id}`, { status: 'dismissed' }, admin.auth);
    expect((await inject('GET', `/api/public/reviews/${r2.id}`)).statusCode).toBe(200);
  });

  it('applies an accepted edit request', async () => {
    const project = await insertProject(built.deps.db, {});
    const { auth } = await signIn(built.app, newWallet());
    const request = (
      await inject(
        'POST',
        `/api/projects/${project.id}/edit-requests`,
        { changes: { description: 'Better words.' }, note: 'The description is outdated.' },
        auth,
      )
    ).json().data;
    await inject(
      'PUT',
      `/api/admin/edit-requests/${request.id}`,
      { status: 'accepted' },
      admin.auth,
    );
    expect(
      (await inject('GET', `/api/public/projects/${project.id}`)).json().data.description,
    ).toBe('Better words.');
  });

  it('blocks a user, whose token then stops working', async () => {
    const target = await signIn(built.app, newWallet());
    await inject(
      'PUT',
      `/api/admin/users/${target.user.id}/status`,
      { status: 'blocked', reason: 'Spam.' },
      admin.auth,
    );
    const me = await inject('GET', '/api/me', undefined, target.auth);
    expect(me.statusCode).toBe(403);
    expect(me.json().message).toEqual(['user_is_blocked']);
  });
});
