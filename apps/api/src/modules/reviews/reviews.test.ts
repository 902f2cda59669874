import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { reviewCardSchema, reviewSchema } from '@chainreview/shared';
import {
  notifications,
  popups,
  projects,
  reviews,
  users,
  votes,
  xpLedger,
} from '../../db/schema.ts';
import { createTestApp, injector, newWallet, signIn } from '../../../test/helper.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { insertProject } from '../../../test/fixtures.ts';

const ctx = useTestApp();

const inject = injector(() => ctx.built.app);

const doc = (text: string, extra: unknown[] = []) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }, ...extra],
  });
const longText = (seed: string) =>
  `${seed} — the team ships on time, the docs are clear and the community is helpful. I have used it for months.`;
const body = (seed = 'Solid project', rate = 4) => ({
  title: `${seed} review title`,
  content: doc(longText(seed)),
  rate,
  language: 'en',
});

async function userRow(address: string) {
  const [row] = await ctx.built.deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.address}) = ${address.toLowerCase()}`);
  return row!;
}

describe('writing a review', () => {
  it('publishes a review, spends review energy, earns XP and updates the project counters', async () => {
    const project = await insertProject(ctx.built.deps.db, {});
    const wallet = newWallet();
    const { auth } = await signIn(ctx.built.app, wallet);
    const res = await inject('POST', `/api/project/${project.id}/reviews`, body('First', 5), auth);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data).toMatchObject({
      rate: 5,
      title: 'First review title',
      isEdited: false,
      upVoteCount: 0,
      vote: { vote: 'none' },
    });
    expect(meta).toEqual({ energySpent: 10, lastEnergy: 20 });
    const [p] = await ctx.built.deps.db.select().from(projects).where(eq(projects.id, project.id));
    expect(p).toMatchObject({ reviewCount: 1, star5: 1, avgStar: 5 });
    const user = await userRow(wallet.address);
    expect(user).toMatchObject({ reviewsCount: 1, score: 10, lastEnergy: 20 });
  });

  it('refuses a second review of the same project with Conflict, even two at once', async () => {
    const project = await insertProject(ctx.built.deps.db, {});
    const { auth } = await signIn(ctx.built.app, newWallet());
    const [a, b] = await Promise.all([
      inject('POST', `/api/project/${project.id}/reviews`, body('Twin one'), auth),
      inject('POST', `/api/project/${project.id}/reviews`, body('Twin two'), auth),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const conflictBody = [a, b].find((r) => r.statusCode === 409)!.json();
    expect(conflictBody).toEqual({ statusCode: 409, error: 'Conflict', message: ['Conflict'] });
    const again = await inject(
      'POST',
      `/api/project/${project.id}/reviews`,
      body('Third try'),
      auth,
    );
    expect(again.statusCode).toBe(409);
    const [p] = await ctx.built.deps.db.select().from(projects).where(eq(projects.id, project.id));
    expect(p!.reviewCount).toBe(1);
  });

  it('validates title, content, images and rate with field codes', async () => {
    const project = await insertProject(ctx.built.deps.db, {});
    const { auth } = await signIn(ctx.built.app, newWallet());
    const url = `/api/project/${project.id}/reviews`;
    const image = { type: 'image', attrs: { src: '/api/public/files/abc.png' } };
    const cases: Array<[object, string]> = [
      [{ ...body(), title: '   short  ' }, 'title_too_short'],
      [{ ...body(), title: 'x'.repeat(101) }, 'title_too_long'],
      [{ ...body(), title: 'A title that\nhas a newline' }, 'title_invalid'],
      [{ ...body(), content: doc('too short') }, 'content_too_short'],
      [{ ...body(), content: doc('y'.repeat(5001)) }, 'content_too_long'],
      [
        { ...body(), content: doc(longText('imgs'), [image, image, image, image, image, image]) },
        'too_many_images',
      ],
      [{ ...body(), content: doc('   '.repeat(30) + 'short', [image]) }, 'content_too_short'],
      [{ ...body(), rate: 0 }, 'rate_invalid'],
      [{ ...body(), rate: 6 }, 'rate_invalid'],
      [{ ...body(), language: 'fr' }, 'language_invalid'],
    ];
    for (const [payload, code] of cases) {
      const res = await inject('POST', url, payload, auth);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message, code).toContain(code);
    }
  });

  it('stores XSS payloads inert and refuses javascript: links', async () => {
    const project = await insertProject(ctx.built.deps.db, {});
    const { auth } = await signIn(ctx.built.app, newWallet());
    const payload =
      '<script>alert(document.cookie)</script><img src=x onerror=alert(1)> ' + longText('xss');
    const res = await inject(
      'POST',
      `/api/project/${project.id}/reviews`,
      { ...body(), content: payload, title: '<b onmouseover=alert(1)>Title</b>' },
      auth,
    );
    expect(res.statusCode).toBe(200);
    const stored = JSON.parse(res.json().data.content);
    expect(stored.content[0].content[0]).toEqual({ type: 'text', text: payload });
    expect(res.json().data.title).toBe('<b onmouseover=alert(1)>Title</b>');

    const other = await insertProject(ctx.built.deps.db, {});
    const link = JSON.stringify({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: longText('link'),
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
          ],
        },
      ],
    });
    const refused = await inject(
      'POST',
      `/api/project/${other.id}/reviews`,
      { ...body(), content: link },
      auth,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(['content_link_invalid']);
    const html = JSON.stringify({
      type: 'doc',
      content: [{ type: 'html', attrs: { html: '<script>x</script>' } }],
    });
    expect(
      (
        await inject('POST', `/api/project/${other.id}/reviews`, { ...body(), content: html }, auth)
      ).json().message,
    ).toEqual(['content_invalid']);
  });

  it('answers not_enough_energy when the budget is spent, and refills after the recycle step', async () => {
    // users start with a full bar at their creation time, so the clock starts after it
    let now = new Date(Date.now() + 60_000);
    const clocked = await createTestApp(ctx.testDb, { now: () => now });
    const { auth } = await signIn(clocked.app, newWallet());
    const answers: Array<[number, unknown]> = [];
    for (let i = 0; i < 4; i++) {
      const project = await insertProject(ctx.built.deps.db, {});
      const res = await clocked.app.inject({
        method: 'POST',
        url: `/api/project/${project.id}/reviews`,
        payload: body(`Energy ${i}`),
        headers: auth,
      });
      answers.push([res.statusCode, res.statusCode === 200 ? 'ok' : res.json().message]);
    }
    expect(answers).toEqual([
      [200, 'ok'],
      [200, 'ok'],
      [200, 'ok'],
      [422, ['not_enough_energy']],
    ]);
    now = new Date(now.getTime() + 86_400_000);
    const project = await insertProject(ctx.built.deps.db, {});
    const res = await clocked.app.inject({
      method: 'POST',
      url: `/api/project/${project.id}/reviews`,
      payload: body('After refill'),
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    await clocked.app.close();
  });

  it('calls the same text again within ten minutes spam', async () => {
    const { auth } = await signIn(ctx.built.app, newWallet());
    const [p1, p2] = [
      await insertProject(ctx.built.deps.db, {}),
      await insertProject(ctx.built.deps.db, {}),
    ];
    expect(
      (await inject('POST', `/api/project/${p1.id}/reviews`, body('Copy paste'), auth)).statusCode,
    ).toBe(200);
    const spam = await inject('POST', `/api/project/${p2.id}/reviews`, body('Copy paste'), auth);
    expect(spam.statusCode).toBe(429);
    expect(spam.json().message).toEqual(['do_not_spam']);
  });

  it('tells the followers of the project, never the author', async () => {
    const project = await insertProject(ctx.built.deps.db, {});
    const follower = await signIn(ctx.built.app, newWallet());
    const author = await signIn(ctx.built.app, newWallet());
    await inject('POST', `/api/follows/${project.id}/project`, undefined, follower.auth);
    await inject('POST', `/api/follows/${project.id}/project`, undefined, author.auth);
    const res = await inject(
      'POST',
      `/api/project/${project.id}/reviews`,
      body('Followed'),
      author.auth,
    );
    const reviewId = res.json().data.id;
    const rows = await ctx.built.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'follow_review'), eq(notifications.objectId, reviewId)));
    expect(rows.map((r) => String(r.userId))).toEqual([follower.user.id]);
  });
});

describe('editing a review', () => {
  it('lets the owner edit, marks it edited, moves the star counts and spends energy', async () => {
    const project = await insertProject(ctx.built.deps.db, {});
    const { auth } = await signIn(ctx.built.app, newWallet());
    const created = (
      await inject('POST', `/api/project/${project.id}/reviews`, body('Edit me', 2), auth)
    ).json().data;
    const res = await inject('PUT', `/api/reviews/${created.id}`, body('Edited version', 4), auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      isEdited: true,
      rate: 4,
      title: 'Edited version review title',
    });
    expect(res.json().meta.energySpent).toBe(10);
    const [p] = await ctx.built.deps.db.select().from(projects).where(eq(projects.id, project.id));
    expect(p).toMatchObject({ star2: 0, star4: 1, reviewCount: 1, avgStar: 4 });
    const other = await signIn(ctx.built.app, newWallet());
    const denied = await inject('PUT', `/api/reviews/${created.id}`, body('Not mine'), other.auth);
    expect(denied.statusCode).toBe(403);
  });
});

describe('review lists', () => {
  let projectId: number;
  beforeAll(async () => {
    const project = await insertProject(ctx.built.deps.db, {});
    projectId = project.id;
    const langs = ['en', 'vi', 'en', 'ja', 'en', 'zh', 'en'];
    for (let i = 0; i < 7; i++) {
      const { auth } = await signIn(ctx.built.app, newWallet());
      await inject(
        'POST',
        `/api/project/${projectId}/reviews`,
        { ...body(`List ${i}`, (i % 5) + 1), language: langs[i] },
        auth,
      );
    }
  });

  it('pages 5 at a time, newest first, with meta', async () => {
    const res = (await inject('GET', `/api/public/project/${projectId}/reviews`)).json();
    expect(res.meta).toEqual({
      limit: 5,
      offset: 0,
      total: 7,
      totalPages: 2,
      nextCursor: expect.any(String) as string,
    });
    expect(res.data[0].title).toBe('List 6 review title');
    expect(res.data[0]).not.toHaveProperty('vote');
    const page2 = (await inject('GET', `/api/public/project/${projectId}/reviews?offset=5`)).json();
    expect(page2.data.map((r: { title: string }) => r.title)).toEqual([
      'List 1 review title',
      'List 0 review title',
    ]);
  });

  it('filters by stars and language and sorts', async () => {
    const five = (
      await inject('GET', `/api/public/project/${projectId}/reviews?filter=star5`)
    ).json();
    expect(five.data.every((r: { rate: number }) => r.rate === 5)).toBe(true);
    expect(five.meta.total).toBe(1);
    const en = (
      await inject('GET', `/api/public/project/${projectId}/reviews?language=en&limit=10`)
    ).json();
    expect(en.meta.total).toBe(4);
    const oldest = (
      await inject('GET', `/api/public/project/${projectId}/reviews?sort=oldest&limit=1`)
    ).json();
    expect(oldest.data[0].title).toBe('List 0 review title');
    const top = (
      await inject('GET', `/api/public/project/${projectId}/reviews?sort=top_rating&limit=1`)
    ).json();
    expect(top.data[0].rate).toBe(5);
    expect(
      (await inject('GET', `/api/public/project/${projectId}/reviews?sort=bogus`)).statusCode,
    ).toBe(400);
    expect(
      (await inject('GET', `/api/public/project/${projectId}/reviews?filter=star9`)).statusCode,
    ).toBe(400);
    expect((await inject('GET', `/api/public/project/424242/reviews`)).json().message).toEqual([
      'can_not_find_project',
    ]);
  });

  it('lists cards without the plain text, the same in one statement as on the general path', async () => {
    const url = `/project/${projectId}/reviews?limit=10`;
    const anonymous = (await inject('GET', `/api/public${url}`)).json();
    const { auth, user } = await signIn(ctx.built.app, newWallet());
    const signedIn = (await inject('GET', `/api${url}`, undefined, auth)).json();
    expect(anonymous.meta).toEqual(signedIn.meta);
    expect(anonymous.data).toEqual(
      signedIn.data.map(({ vote, ...card }: { vote: unknown }) => {
        expect(vote).toEqual({ userId: user.id, vote: 'none' });
        return card;
      }),
    );
    for (const card of [...anonymous.data, ...signedIn.data]) {
      expect(card).not.toHaveProperty('contentText');
      expect(reviewCardSchema.strict().safeParse(card).success).toBe(true);
    }
    // a review's own read keeps both forms of its text
    const full = (await inject('GET', `/api/public/reviews/${anonymous.data[0].id}`)).json().data;
    expect(full).toEqual({ ...anonymous.data[0], contentText: longText('List 6') });
    expect(reviewSchema.strict().safeParse(full).success).toBe(true);
    // past the last page: no rows, the counter's total
    expect(
      (await inject('GET', `/api/public/project/${projectId}/reviews?offset=50`)).json(),
    ).toEqual({
      data: [],
      meta: { limit: 5, offset: 50, total: 7, totalPages: 2, nextCursor: null },
    });
    // a project that is no longer active hides its reviews, though they are there
    await ctx.built.deps.db
      .update(projects)
      .set({ status: 'pending' })
      .where(eq(projects.id, projectId));
    try {
      // (a URL not asked before: the direct update does not invalidate the response cache)
      expect(
        (await inject('GET', `/api/public/project/${projectId}/reviews?limit=3`)).json().message,
      ).toEqual(['can_not_find_project']);
    } finally {
      await ctx.built.deps.db
        .update(projects)
        .set({ status: 'active' })
        .where(eq(projects.id, projectId));
    }
  });

  it("returns the viewer's own review, or null", async () => {
    const { auth } = await signIn(ctx.built.app, newWallet());
    expect(
      (await inject('GET', `/api/project/${projectId}/my-review`, undefined, auth)).json().data,
    ).toBeNull();
    await inject('POST', `/api/project/${projectId}/reviews`, body('Mine'), auth);
    expect(
      (await inject('GET', `/api/project/${projectId}/my-review`, undefined, auth)).json().data
        .title,
    ).toBe('Mine review title');
  });

  it('finds reviews by hashtag across projects', async () => {
    const project = await insertProject(ctx.built.deps.db, {});
    const { auth } = await signIn(ctx.built.app, newWallet());
    await inject(
      'POST',
      `/api/project/${project.id}/reviews`,
      { ...body(), content: doc(`${longText('tags')} #Moonshot #ĐầuTư`) },
      auth,
    );
    const res = (await inject('GET', '/api/public/reviews?hashtag=%23moonshot')).json();
    expect(res.meta.total).toBe(1);
    expect(res.data[0].hashtags).toEqual(['moonshot', 'đầutư']);
    expect(
      (await inject('GET', `/api/public/reviews?hashtag=${encodeURIComponent('đầutư')}`)).json()
        .meta.total,
    ).toBe(1);
  });

  it('shows a review by id, 404 can_not_find_review otherwise', async () => {
    const first = (await inject('GET', `/api/public/project/${projectId}/reviews?limit=1`)).json()
      .data[0];
    const res = await inject('GET', `/api/public/reviews/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.project.id).toBe(String(projectId));
    expect((await inject('GET', '/api/public/reviews/99999999')).json().message).toEqual([
      'can_not_find_review',
    ]);
    expect((await inject('GET', '/api/public/reviews/abc')).statusCode).toBe(404);
  });
});

describe('votes', () => {
  async function reviewByNewAuthor() {
    const project = await insertProject(ctx.built.deps.db, {});
    const author = await signIn(ctx.built.app, newWallet());
    const review = (
      await inject('POST', `/api/project/${project.id}/reviews`, body('Votable'), author.auth)
    ).json().data;
    return { review, author };
  }

  it('follows the state machine, charges only changes, and moves XP and counts', async () => {
    const { review, author } = await reviewByNewAuthor();
    const voter = await signIn(ctx.built.app, newWallet());
    const vote = (v: string) =>
      inject('POST', `/api/review/${review.id}/vote`, { vote: v }, voter.auth);
    const up = (await vote('up')).json().data;
    expect(up).toMatchObject({
      vote: 'up',
      upVoteCount: 1,
      downVoteCount: 0,
      energySpent: 0,
      lastEnergy: 30,
    });
    expect((await userRow(author.user.address)).score).toBe(12);
    const down = (await vote('down')).json().data;
    expect(down).toMatchObject({
      vote: 'down',
      upVoteCount: 0,
      downVoteCount: 1,
      energySpent: 1,
      lastEnergy: 29,
    });
    expect((await userRow(author.user.address)).score).toBe(9);
    const none = (await vote('none')).json().data;
    expect(none).toMatchObject({
      vote: 'none',
      upVoteCount: 0,
      downVoteCount: 0,
      energySpent: 1,
      lastEnergy: 28,
    });
    expect((await userRow(author.user.address)).score).toBe(10);
    const same = (await vote('none')).json().data;
    expect(same.energySpent).toBe(0);
    const viewed = (await inject('GET', `/api/reviews/${review.id}`, undefined, voter.auth)).json()
      .data;
    expect(viewed.vote).toEqual({ userId: voter.user.id, vote: 'none' });
    // a vote again after the removal is a change, not a first vote: it costs energy too
    const again = (await vote('up')).json().data;
    expect(again).toMatchObject({
      vote: 'up',
      upVoteCount: 1,
      downVoteCount: 0,
      energySpent: 1,
      lastEnergy: 27,
    });
    expect((await userRow(author.user.address)).score).toBe(12);
  });

  it('refuses a vote on one own review and needs a token', async () => {
    const { review, author } = await reviewByNewAuthor();
    const res = await inject('POST', `/api/review/${review.id}/vote`, { vote: 'up' }, author.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual(['you_cannot_vote_for_yourself']);
    expect((await inject('POST', `/api/review/${review.id}/vote`, { vote: 'up' })).statusCode).toBe(
      401,
    );
    expect(
      (await inject('POST', `/api/review/${review.id}/vote`, { vote: 'sideways' }, author.auth))
        .statusCode,
    ).toBe(400);
  });

  it('keeps counts equal to vote rows with 30 voters at once, and groups their notifications', async () => {
    const { review, author } = await reviewByNewAuthor();
    const voters = await Promise.all(
      Array.from({ length: 30 }, () => signIn(ctx.built.app, newWallet())),
    );
    const results = await Promise.all(
      voters.map((v, i) =>
        inject(
          'POST',
          `/api/review/${review.id}/vote`,
          { vote: i % 3 === 0 ? 'down' : 'up' },
          v.auth,
        ),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    // and some switch at the same time
    await Promise.all(
      voters
        .slice(0, 6)
        .map((v) => inject('POST', `/api/review/${review.id}/vote`, { vote: 'up' }, v.auth)),
    );
    const [row] = await ctx.built.deps.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, Number(review.id)));
    const [counts] = await ctx.built.deps.db
      .select({
        up: sql<number>`count(*) filter (where vote = 1)::int`,
        down: sql<number>`count(*) filter (where vote = -1)::int`,
      })
      .from(votes)
      .where(eq(votes.reviewId, Number(review.id)));
    expect({ up: row!.upVoteCount, down: row!.downVoteCount }).toEqual(counts);
    expect(counts).toEqual({ up: 22, down: 8 });
    const upvoteRows = await ctx.built.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'upvote'), eq(notifications.objectId, String(review.id))));
    expect(upvoteRows).toHaveLength(1);
    expect(upvoteRows[0]!.actorCount).toBe(22);
    const authorRow = await userRow(author.user.address);
    const [{ sum } = { sum: 0 }] = await ctx.built.deps.db
      .select({ sum: sql<number>`sum(amount)::int` })
      .from(xpLedger)
      .where(eq(xpLedger.userId, authorRow.id));
    expect(authorRow.score).toBe(sum);
    expect(authorRow.score).toBe(10 + 22 * 2 - 8);
  });

  it('records a level-up popup and notification when XP crosses a threshold', async () => {
    const { review, author } = await reviewByNewAuthor();
    const voters = await Promise.all(
      Array.from({ length: 20 }, () => signIn(ctx.built.app, newWallet())),
    );
    for (const v of voters)
      await inject('POST', `/api/review/${review.id}/vote`, { vote: 'up' }, v.auth);
    const row = await userRow(author.user.address);
    expect(row.score).toBe(50);
    expect(row.level).toBe(2);
    const ups = await ctx.built.deps.db.select().from(popups).where(eq(popups.userId, row.id));
    expect(ups.map((p) => p.data)).toEqual([{ newLevel: 2, levelName: 'JUNIOR_MEMBER' }]);
    const levelNotes = await ctx.built.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, row.id), eq(notifications.type, 'up_level')));
    expect(levelNotes).toHaveLength(1);
  });
});

describe('replies and reports', () => {
  it('replies on a review, rewards and notifies the author, and lets the replier edit', async () => {
    const project = await insertProject(ctx.built.deps.db, {});
    const author = await signIn(ctx.built.app, newWallet());
    const review = (
      await inject('POST', `/api/project/${project.id}/reviews`, body('Reply to me'), author.auth)
    ).json().data;
    const replier = await signIn(ctx.built.app, newWallet());
    const res = await inject(
      'POST',
      `/api/reviews/${review.id}/replies`,
      { content: '  Thanks, agreed!  ' },
      replier.auth,
    );
    expect(res.statusCode).toBe(200);
    const reply = res.json().data;
    expect(reply.content).toBe('Thanks, agreed!');
    expect((await userRow(author.user.address)).score).toBe(11);
    const own = await inject(
      'POST',
      `/api/reviews/${review.id}/replies`,
      { content: 'My own note' },
      author.auth,
    );
    expect(own.statusCode).toBe(200);
    expect((await userRow(author.user.address)).score).toBe(11);
    const list = (await inject('GET', `/api/public/reviews/${review.id}/replies`)).json();
    expect(list.meta.total).toBe(2);
    expect(list.data[0].id).toBe(reply.id);
    expect((await inject('GET', `/api/public/reviews/${review.id}`)).json().data.repliesCount).toBe(
      2,
    );

    const edited = await inject(
      'PUT',
      `/api/replies/${reply.id}`,
      { content: 'Edited reply' },
      replier.auth,
    );
    expect(edited.json().data).toMatchObject({ content: 'Edited reply', isEdited: true });
    expect(
      (await inject('PUT', `/api/replies/${reply.id}`, { content: 'Hijack' }, author.auth))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await inject('POST', `/api/reviews/${review.id}/replies`, { content: 'x' }, replier.auth)
      ).json().message,
    ).toEqual(['reply_too_short']);
    expect(
      (
        await inject(
          'POST',
          `/api/reviews/${review.id}/replies`,
          { content: 'y'.repeat(1001) },
          replier.auth,
        )
      ).json().message,
    ).toEqual(['reply_too_long']);
    expect(
      (
        await inject(
          'POST',
          `/api/reviews/${review.id}/replies`,
          { content: 'Edited reply twice' },
          replier.auth,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await inject(
          'POST',
          `/api/reviews/${review.id}/replies`,
          { content: 'Edited reply twice' },
          replier.auth,
        )
      ).json().message,
    ).toEqual(['do_not_spam']);
    const replyNotes = await ctx.built.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'reply'), eq(notifications.objectId, review.id)));
    expect(replyNotes.every((n) => String(n.userId) === author.user.id)).toBe(true);
  });

  it("reports others' reviews and replies once, never one's own, and three trusted members' reports hide a review", async () => {
    const project = await insertProject(ctx.built.deps.db, {});
    const author = await signIn(ctx.built.app, newWallet());
    const review = (
      await inject('POST', `/api/project/${project.id}/reviews`, body('Reported'), author.auth)
    ).json().data;
    const note = { reason: 'do_not_spam', note: 'This is copy-pasted spam.' };
    expect(
      (await inject('POST', `/api/reports/review/${review.id}`, note, author.auth)).statusCode,
    ).toBe(403);
    const reporters = await Promise.all([0, 1, 2].map(() => signIn(ctx.built.app, newWallet())));
    // members of standing (level 3, three months old, five reviews): their reports weigh
    await ctx.built.deps.db
      .update(users)
      .set({ score: 200, reviewsCount: 5, createdAt: new Date(Date.now() - 90 * 86_400_000) })
      .where(
        inArray(
          users.id,
          reporters.map((r) => Number(r.user.id)),
        ),
      );
    const first = await inject(
      'POST',
      `/api/reports/review/${review.id}`,
      note,
      reporters[0]!.auth,
    );
    expect(first.statusCode).toBe(200);
    expect(
      (await inject('POST', `/api/reports/review/${review.id}`, note, reporters[0]!.auth)).json()
        .message,
    ).toEqual(['already_add']);
    expect(
      (
        await inject(
          'POST',
          `/api/reports/review/${review.id}`,
          { reason: 'other', note: 'short' },
          reporters[1]!.auth,
        )
      ).json().message,
    ).toEqual(['note_too_short']);
    expect(
      (
        await inject(
          'POST',
          `/api/reports/review/${review.id}`,
          { reason: 'other', note: 'n'.repeat(151) },
          reporters[1]!.auth,
        )
      ).json().message,
    ).toEqual(['note_too_long']);
    expect(
      (
        await inject(
          'POST',
          `/api/reports/review/${review.id}`,
          { reason: 'lies', note: 'A long enough note.' },
          reporters[1]!.auth,
        )
      ).statusCode,
    ).toBe(400);
    await inject('POST', `/api/reports/review/${review.id}`, note, reporters[1]!.auth);
    expect((await inject('GET', `/api/public/reviews/${review.id}`)).statusCode).toBe(200);
    await inject('POST', `/api/reports/review/${review.id}`, note, reporters[2]!.auth);
    expect((await inject('GET', `/api/public/reviews/${review.id}`)).statusCode).toBe(404);

    const other = await insertProject(ctx.built.deps.db, {});
    const r2 = (
      await inject('POST', `/api/project/${other.id}/reviews`, body('With reply'), author.auth)
    ).json().data;
    const reply = (
      await inject(
        'POST',
        `/api/reviews/${r2.id}/replies`,
        { content: 'A reply to report' },
        reporters[0]!.auth,
      )
    ).json().data;
    expect(
      (await inject('POST', `/api/reports/reply/${reply.id}`, note, reporters[0]!.auth)).statusCode,
    ).toBe(403);
    expect(
      (await inject('POST', `/api/reports/reply/${reply.id}`, note, author.auth)).statusCode,
    ).toBe(200);
  });
});

describe('activity feed', () => {
  it('lists recent reviews newest first', async () => {
    const res = (await inject('GET', '/api/public/activities?type=review&limit=3')).json();
    expect(res.data).toHaveLength(3);
    expect(res.data.every((a: { type: string }) => a.type === 'review')).toBe(true);
    const times = res.data.map((a: { createdAt: string }) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await inject('GET', '/api/public/activities?type=donate')).json().meta.total).toBe(0);
  });
});
