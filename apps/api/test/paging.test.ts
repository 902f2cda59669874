// Cursor paging, the change feed (updatedSince) and the /api/v1 base of the public lists:
// a page boundary holds while items are written between two reads (keyset on sort key and
// id: nothing skipped, nothing repeated), the Link header leads to the next page on the path
// the reader used, a bad cursor is 400 cursor_invalid, changedAt moves with every public
// change (and not with the scheduled scores), and /api/v1 is the same route as /api.
import { sql } from 'drizzle-orm';
import { encodeCursor } from '@chainreview/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { unversionedUrl } from '../src/lib/api-version.ts';
import { isPublicCorsPath } from '../src/plugins/cors.ts';
import { notifications, replies as repliesTable, userFollows } from '../src/db/schema.ts';
import { insertProject, insertReview, insertUser } from './fixtures.ts';
import {
  createTestApp,
  createTestDatabase,
  newWallet,
  signIn,
  type TestDatabase,
} from './helper.ts';

let testDb: TestDatabase;
let built: BuiltApp;

beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb);
});

afterAll(async () => {
  await built?.app.close();
  await testDb?.cleanup();
});

interface Page {
  data: Array<{ id: string; changedAt?: string }>;
  meta: { limit: number; offset: number; total: number; nextCursor?: string | null };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await built.app.inject({ method: 'GET', url, headers });
  return { res, body: res.statusCode === 200 ? (res.json() as Page) : null };
}

/** The target of a `Link: <...>; rel="next"` header, or null. */
function nextLink(header: unknown): string | null {
  const match = /^<([^>]+)>; rel="next"$/.exec(String(header ?? ''));
  return match ? match[1]! : null;
}

async function insertReply(
  db: BuiltApp['deps']['db'],
  values: { reviewId: number; userId: number; createdAt: Date },
) {
  const [row] = await db
    .insert(repliesTable)
    .values({ content: 'A reply long enough', ...values })
    .returning();
  return row!;
}

const ids = (page: Page | null) => page!.data.map((item) => item.id);
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('cursor paging under concurrent inserts', () => {
  it("walks a project's reviews, newest first, while newer ones are written between reads", async () => {
    const project = await insertProject(built.deps.db, { reviewCount: 7 });
    const reviews: number[] = [];
    for (let i = 0; i < 7; i++) {
      const author = await insertUser(built.deps.db);
      // two share a creation time: the id breaks the tie, and the boundary falls between them
      const createdAt = at(i === 3 ? 2000 : i * 1000);
      reviews.push(
        (await insertReview(built.deps.db, { projectId: project.id, userId: author.id, createdAt }))
          .id,
      );
    }
    const expected = [...reviews.keys()]
      .sort((a, b) => (a === 3 ? 2000 : a * 1000) - (b === 3 ? 2000 : b * 1000) || a - b)
      .reverse()
      .map((i) => String(reviews[i]));

    const first = await get(`/api/v1/public/project/${project.id}/reviews?limit=3`);
    expect(first.res.statusCode).toBe(200);
    expect(ids(first.body)).toEqual(expected.slice(0, 3));
    const cursor = first.body!.meta.nextCursor!;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const link = nextLink(first.res.headers.link);
    expect(link).toBe(`/api/v1/public/project/${project.id}/reviews?limit=3&cursor=${cursor}`);

    // two newer reviews arrive between the reads: offset paging would now repeat two
    for (const ms of [10_000, 11_000]) {
      const author = await insertUser(built.deps.db);
      await insertReview(built.deps.db, {
        projectId: project.id,
        userId: author.id,
        createdAt: at(ms),
      });
    }
    await built.deps.db.execute(sql`update projects set review_count = 9 where id = ${project.id}`);
    await built.responseCache.invalidate();
    const byOffset = await get(`/api/public/project/${project.id}/reviews?limit=3&offset=3`);
    expect(ids(byOffset.body)).toEqual(expected.slice(1, 4));

    const second = await get(link!);
    expect(ids(second.body)).toEqual(expected.slice(3, 6));
    expect(second.body!.meta.offset).toBe(0);
    const third = await get(nextLink(second.res.headers.link)!);
    expect(ids(third.body)).toEqual(expected.slice(6));
    // the last page: no cursor, no Link
    expect(third.body!.meta.nextCursor).toBeNull();
    expect(third.res.headers.link).toBeUndefined();
  });

  it('pages oldest first across all reviews; one written meanwhile comes once, at the end', async () => {
    const project = await insertProject(built.deps.db);
    const author = await insertUser(built.deps.db);
    const base = 100_000;
    const written = [];
    for (let i = 0; i < 4; i++) {
      const user = i === 0 ? author : await insertUser(built.deps.db);
      written.push(
        (
          await insertReview(built.deps.db, {
            projectId: project.id,
            userId: user.id,
            createdAt: at(base + i),
          })
        ).id,
      );
    }
    const url = `/api/public/reviews?projectId=${project.id}&sort=oldest&limit=2`;
    const first = await get(url);
    expect(ids(first.body)).toEqual(written.slice(0, 2).map(String));
    const late = await insertReview(built.deps.db, {
      projectId: project.id,
      userId: (await insertUser(built.deps.db)).id,
      createdAt: at(base + 10),
    });
    // an insert in the past of the page already read is not the reader's to see again
    await insertReview(built.deps.db, {
      projectId: project.id,
      userId: (await insertUser(built.deps.db)).id,
      createdAt: at(base - 10),
    });
    await built.responseCache.invalidate();
    const seen = [...ids(first.body)];
    let next = nextLink(first.res.headers.link);
    while (next) {
      const page = await get(next);
      seen.push(...ids(page.body));
      next = nextLink(page.res.headers.link);
    }
    expect(seen).toEqual([...written, late.id].map(String));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('walks the projects list and a search by cursor, the same items as by page number', async () => {
    const category = 'payment' as const;
    for (let i = 0; i < 5; i++)
      await insertProject(built.deps.db, {
        name: `Cursorcoin ${i}`,
        categories: [category],
        createdAt: at(200_000 + (i % 2) * 1000),
      });
    for (const base of [
      `/api/public/projects?category=${category}&sort=createdAt&order=desc&limit=2`,
      `/api/public/projects?keyword=cursorcoin&limit=2`,
    ]) {
      const all = await get(base.replace('limit=2', 'limit=10'));
      expect(all.body!.data).toHaveLength(5);
      expect(all.body!.meta.nextCursor).toBeNull();
      const seen: string[] = [];
      let next: string | null = base;
      let pages = 0;
      while (next) {
        const page = await get(next);
        expect(page.res.statusCode).toBe(200);
        seen.push(...ids(page.body));
        next = nextLink(page.res.headers.link);
        pages++;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual(ids(all.body));
    }
    // a search's cursor belongs to its keyword
    const searched = await get('/api/public/projects?keyword=cursorcoin&limit=2');
    const other = await built.app.inject({
      method: 'GET',
      url: `/api/public/projects?keyword=cursorcoim&limit=2&cursor=${searched.body!.meta.nextCursor!}`,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: ['cursor_invalid'] });
  });

  it("walks a review's replies by cursor", async () => {
    const project = await insertProject(built.deps.db);
    const review = await insertReview(built.deps.db, {
      projectId: project.id,
      userId: (await insertUser(built.deps.db)).id,
    });
    const replies = [];
    for (let i = 0; i < 3; i++)
      replies.push(
        (
          await insertReply(built.deps.db, {
            reviewId: review.id,
            userId: (await insertUser(built.deps.db)).id,
            createdAt: at(300_000 + i),
          })
        ).id,
      );
    const first = await get(`/api/public/reviews/${review.id}/replies?limit=2`);
    expect(ids(first.body)).toEqual(replies.slice(0, 2).map(String));
    const second = await get(nextLink(first.res.headers.link)!);
    expect(ids(second.body)).toEqual([String(replies[2])]);
    expect(second.body!.meta.nextCursor).toBeNull();
  });
});

describe('follow lists', () => {
  it("walks a member's followers by cursor while someone new follows", async () => {
    const member = await insertUser(built.deps.db);
    const followers = [];
    for (let i = 0; i < 3; i++) {
      const follower = await insertUser(built.deps.db);
      // two follow in the same instant: the follower's id breaks the tie
      await built.deps.db.insert(userFollows).values({
        followerId: follower.id,
        followeeId: member.id,
        createdAt: at(600_000 + Math.min(i, 1)),
      });
      followers.unshift(follower.id);
    }
    // newest follow first; of the two in one instant, the higher id first
    const expected = followers.map(String);
    const first = await get(`/api/public/users/${member.id}/followers?limit=2`);
    expect(ids(first.body)).toEqual(expected.slice(0, 2));
    const late = await insertUser(built.deps.db);
    await built.deps.db
      .insert(userFollows)
      .values({ followerId: late.id, followeeId: member.id, createdAt: at(700_000) });
    await built.responseCache.invalidate();
    const second = await get(nextLink(first.res.headers.link)!);
    expect(ids(second.body)).toEqual(expected.slice(2));
    expect(second.body!.meta.nextCursor).toBeNull();
  });
});

describe("the viewer's notifications", () => {
  it('pages the unread ones by cursor while the reader reads them: none skipped', async () => {
    const session = await signIn(built.app, newWallet());
    const userId = Number(session.user.id);
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [row] = await built.deps.db
        .insert(notifications)
        .values({
          userId,
          type: 'reply',
          action: 'display_review',
          objectId: '1',
          message: `note ${i}`,
          createdAt: at(500_000 + i),
          updatedAt: at(500_000 + i),
        })
        .returning();
      made.unshift(row!.id);
    }
    const list = (url: string) => get(url, session.auth);
    const first = await list('/api/notifications?filter=un_read&limit=2');
    expect(ids(first.body)).toEqual(made.slice(0, 2).map(String));
    // the reader opens both: by page number, the second page would now start at the fifth
    for (const id of ids(first.body)) {
      const read = await built.app.inject({
        method: 'PUT',
        url: `/api/notifications/${id}/read`,
        headers: session.auth,
      });
      expect(read.statusCode).toBe(200);
    }
    const byOffset = await list('/api/notifications?filter=un_read&limit=2&offset=2');
    expect(ids(byOffset.body)).toEqual([String(made[4])]);
    const second = await list(nextLink(first.res.headers.link)!);
    expect(ids(second.body)).toEqual(made.slice(2, 4).map(String));
    const third = await list(nextLink(second.res.headers.link)!);
    expect(ids(third.body)).toEqual([String(made[4])]);
    expect(third.body!.meta.nextCursor).toBeNull();
  });
});

describe('bad cursors', () => {
  it('answers 400 cursor_invalid for a cursor that is not ours or not of this list', async () => {
    const project = await insertProject(built.deps.db);
    const reviewsOf = `/api/public/project/${project.id}/reviews`;
    const bad = [
      `${reviewsOf}?cursor=${'!'.repeat(10)}`,
      `${reviewsOf}?cursor=bm90IGpzb24`, // "not json"
      `${reviewsOf}?cursor=${'A'.repeat(600)}`,
      // well formed, but made for another sort
      `${reviewsOf}?sort=oldest&cursor=${encodeCursor({ s: 'reviews:newest', k: ['2026-01-01 00:00:00+00'], id: '1' })}`,
      // the right sort, the wrong number of key values
      `${reviewsOf}?cursor=${encodeCursor({ s: 'reviews:newest', k: [], id: '1' })}`,
      // the right shape, keys the database could not read (never a 500)
      `${reviewsOf}?cursor=${encodeCursor({ s: 'reviews:newest', k: ['2026-02-31 00:00:00+00'], id: '1' })}`,
      `${reviewsOf}?cursor=${encodeCursor({ s: 'reviews:newest', k: ['yesterday'], id: '1' })}`,
      `${reviewsOf}?cursor=${encodeCursor({ s: 'reviews:newest', k: [12], id: '1' })}`,
      `${reviewsOf}?sort=most_upvote&cursor=${encodeCursor({ s: 'reviews:most_upvote', k: ['99999999999', '2026-01-01 00:00:00+00'], id: '1' })}`,
      `/api/public/projects?sort=avgStar&cursor=${encodeCursor({ s: 'projects:avgStar:desc:', k: ['NaN'], id: '1' })}`,
      // trending moves with the clock: it pages by number only
      `${reviewsOf}?sort=trending&cursor=${encodeCursor({ s: 'reviews:trending', k: [], id: '1' })}`,
      `/api/public/projects?cursor=${encodeCursor({ s: 'search:x', k: ['1', '1'], id: '1' })}`,
      `/api/public/projects?keyword=abc&cursor=${encodeCursor({ s: 'projects:createdAt:desc:', k: ['2026-01-01 00:00:00+00'], id: '1' })}`,
      `/api/public/reviews/1/replies?cursor=e30`, // "{}"
    ];
    for (const url of bad) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ statusCode: 400, message: ['cursor_invalid'] });
    }
  });

  it('accepts the cursor it made: the next page answers 200', async () => {
    const project = await insertProject(built.deps.db);
    const cursor = encodeCursor({
      s: 'reviews:newest',
      k: ['2026-01-01 00:00:00+00'],
      id: '1',
    });
    const res = await built.app.inject({
      method: 'GET',
      url: `/api/public/project/${project.id}/reviews?cursor=${cursor}`,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('updatedSince and changedAt', () => {
  it('lists what changed at or after the instant: equal included, a millisecond later not', async () => {
    const project = await insertProject(built.deps.db, { categories: ['nft'] });
    const review = await insertReview(built.deps.db, {
      projectId: project.id,
      userId: (await insertUser(built.deps.db)).id,
    });
    const when = at(400_000);
    await built.deps.db.execute(
      sql`update projects set changed_at = ${when.toISOString()} where id = ${project.id}`,
    );
    await built.deps.db.execute(
      sql`update reviews set changed_at = ${when.toISOString()} where id = ${review.id}`,
    );
    await built.responseCache.invalidate();
    const equal = encodeURIComponent(when.toISOString());
    const later = encodeURIComponent(new Date(when.getTime() + 1).toISOString());
    const earlier = encodeURIComponent(new Date(when.getTime() - 1).toISOString());

    const projectsAt = (since: string) =>
      get(`/api/v1/public/projects?category=nft&limit=100&updatedSince=${since}`);
    const reviewsAt = (since: string) =>
      get(`/api/v1/public/reviews?projectId=${project.id}&updatedSince=${since}`);
    expect(ids((await projectsAt(equal)).body)).toContain(String(project.id));
    expect(ids((await projectsAt(earlier)).body)).toContain(String(project.id));
    expect(ids((await projectsAt(later)).body)).not.toContain(String(project.id));
    expect(ids((await reviewsAt(equal)).body)).toEqual([String(review.id)]);
    expect(ids((await reviewsAt(later)).body)).toEqual([]);
    expect((await reviewsAt(later)).body!.meta.total).toBe(0);
    // an offset is another way to write the same instant
    const sameInOffset = encodeURIComponent('2026-01-01T02:06:40.000+02:00');
    expect(ids((await reviewsAt(sameInOffset)).body)).toEqual([String(review.id)]);
    // the project's own list and its page answer changedAt
    const listed = (await projectsAt(equal)).body!.data.find((p) => p.id === String(project.id));
    expect(listed?.changedAt).toBe(when.toISOString());
    const cards = await get(`/api/public/project/${project.id}/reviews`);
    expect(cards.body!.data[0]!.changedAt).toBe(when.toISOString());
  });

  it('answers 400 updated_since_invalid for what is not a date-time with its offset', async () => {
    for (const value of ['yesterday', '2026-01-01', '2026-01-01T00:00:00', '2026-13-45T99:00Z']) {
      const res = await built.app.inject({
        method: 'GET',
        url: `/api/public/reviews?updatedSince=${encodeURIComponent(value)}`,
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json(), value).toMatchObject({ message: ['updated_since_invalid'] });
    }
  });

  it('moves changedAt with every public change, and not with the scheduled scores', async () => {
    const project = await insertProject(built.deps.db);
    const review = await insertReview(built.deps.db, {
      projectId: project.id,
      userId: (await insertUser(built.deps.db)).id,
    });
    const old = at(0).toISOString();
    const changedAt = async (table: 'projects' | 'reviews', id: number) => {
      const result = await built.deps.db.execute(
        sql`select changed_at from ${sql.identifier(table)} where id = ${id}`,
      );
      const row = (result as unknown as { rows: Array<{ changed_at: string | Date }> }).rows[0]!;
      return new Date(row.changed_at).toISOString();
    };
    const reset = async () => {
      await built.deps.db.execute(
        sql`update projects set changed_at = ${old} where id = ${project.id}`,
      );
      await built.deps.db.execute(
        sql`update reviews set changed_at = ${old} where id = ${review.id}`,
      );
    };

    await reset();
    // the score job's columns: a change of the clock, not of the project
    await built.deps.db.execute(
      sql`update projects set trending_score = 3, popular_score = 4, good_rating_score = 4.2, new_gem_score = 1 where id = ${project.id}`,
    );
    await built.deps.db.execute(
      sql`update reviews set popular_score = 9, trust_weight = 0.5 where id = ${review.id}`,
    );
    // an update that changes nothing
    await built.deps.db.execute(sql`update projects set name = name where id = ${project.id}`);
    expect(await changedAt('projects', project.id)).toBe(old);
    expect(await changedAt('reviews', review.id)).toBe(old);

    // aggregates and counters are what a reader sees: they move it
    for (const change of [
      sql`update projects set star4 = star4 + 1, review_count = review_count + 1 where id = ${project.id}`,
      sql`update projects set followers_count = followers_count + 1 where id = ${project.id}`,
      sql`update projects set description = 'new words' where id = ${project.id}`,
    ]) {
      await reset();
      await built.deps.db.execute(change);
      expect(await changedAt('projects', project.id)).not.toBe(old);
    }
    for (const change of [
      sql`update reviews set up_vote_count = up_vote_count + 1 where id = ${review.id}`,
      sql`update reviews set replies_count = replies_count + 1 where id = ${review.id}`,
      sql`update reviews set status = 'hidden' where id = ${review.id}`,
    ]) {
      await reset();
      await built.deps.db.execute(change);
      expect(await changedAt('reviews', review.id)).not.toBe(old);
    }
  });
});

describe('/api/v1', () => {
  it('routes /api/v1/<path> as /api/<path>, the query kept', () => {
    expect(unversionedUrl('/api/v1/public/projects?limit=2')).toBe('/api/public/projects?limit=2');
    expect(unversionedUrl('/api/v1')).toBe('/api');
    expect(unversionedUrl('/api/v10/public')).toBe('/api/v10/public');
    expect(unversionedUrl('/api/public/projects')).toBe('/api/public/projects');
    expect(unversionedUrl('/project/api/v1/x')).toBe('/project/api/v1/x');
    expect(isPublicCorsPath('/api/v1/public/projects')).toBe(true);
    expect(isPublicCorsPath('/api/v1/docs/json')).toBe(true);
    expect(isPublicCorsPath('/api/v1/me')).toBe(false);
  });

  it('answers the same body, ETag, CORS and rate-limit headers on both paths; Link follows the path', async () => {
    for (let i = 0; i < 3; i++) await insertProject(built.deps.db, { categories: ['security'] });
    await built.responseCache.invalidate();
    const query = '?category=security&limit=2';
    const plain = await get(`/api/public/projects${query}`);
    const versioned = await get(`/api/v1/public/projects${query}`, {
      origin: 'https://dapp.example',
    });
    expect(plain.res.headers['x-cache']).toBe('miss');
    expect(versioned.res.headers['x-cache']).toBe('hit');
    expect(versioned.res.body).toBe(plain.res.body);
    expect(versioned.res.headers.etag).toBe(plain.res.headers.etag);
    expect(versioned.res.headers['access-control-allow-origin']).toBe('*');
    expect(versioned.res.headers['access-control-expose-headers']).toContain('link');
    // one bucket for both paths
    const remaining = (r: typeof plain) => Number(r.res.headers['x-ratelimit-remaining']);
    expect(remaining(versioned)).toBe(remaining(plain) - 1);
    const cursor = plain.body!.meta.nextCursor!;
    expect(nextLink(plain.res.headers.link)).toBe(`/api/public/projects${query}&cursor=${cursor}`);
    // the cached answer's Link is made for the path this reader asked for
    expect(nextLink(versioned.res.headers.link)).toBe(
      `/api/v1/public/projects${query}&cursor=${cursor}`,
    );
    const revalidated = await built.app.inject({
      method: 'GET',
      url: `/api/v1/public/projects${query}`,
      headers: { 'if-none-match': String(plain.res.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(nextLink(revalidated.headers.link)).toBe(
      `/api/v1/public/projects${query}&cursor=${cursor}`,
    );
    // a conditional read from another origin needs a preflight: answered on v1 as on /api
    const preflight = await built.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/public/projects${query}`,
      headers: {
        origin: 'https://dapp.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('if-none-match');
    // the same errors, the same not-found
    const missing = await get('/api/v1/public/no-such-route');
    expect(missing.res.statusCode).toBe(404);
    expect(missing.res.json()).toMatchObject({ statusCode: 404, message: ['not_found'] });
    const auth = await get('/api/v1/me');
    expect(auth.res.statusCode).toBe(401);
  });

  it('documents the new query parameters and meta.nextCursor in the OpenAPI document', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string; in: string }> } }>;
    };
    const params = (path: string) =>
      (doc.paths[path]?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(params('/api/public/projects')).toEqual(
      expect.arrayContaining(['cursor', 'updatedSince', 'limit', 'offset']),
    );
    expect(params('/api/public/reviews')).toEqual(
      expect.arrayContaining(['cursor', 'updatedSince']),
    );
    expect(params('/api/public/project/{projectId}/reviews')).toEqual(
      expect.arrayContaining(['cursor', 'updatedSince']),
    );
    expect(params('/api/public/reviews/{reviewId}/replies')).toContain('cursor');
    const described = (doc.paths['/api/public/projects']?.get?.parameters ?? []) as Array<{
      name: string;
      description?: string;
    }>;
    expect(described.find((p) => p.name === 'cursor')?.description).toMatch(/nextCursor/);
    expect(described.find((p) => p.name === 'updatedSince')?.description).toMatch(/changedAt/);
    expect(res.body).toContain('nextCursor');
    expect(res.body).toContain('changedAt');
  });
});
