// The public project page's cards as PostgreSQL writes them (findProjectReviewPageJson) against
// the general path's cards (listReviews + toReviewCard, what a signed-in viewer gets), field by
// field, on reviews with edge values: null and empty avatars, badges, signatures, edits,
// unicode, quotes and control characters, large and tiny numbers, microsecond timestamps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  REVIEW_SORTS,
  reviewCardSchema,
  reviewListQuerySchema,
  type ReviewCard,
  type ReviewListQuery,
} from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { projects, reviews } from '../../db/schema.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import { insertProject, insertReview, insertUser } from '../../../test/fixtures.ts';
import { findProjectReviewPageJson, listReviews } from './reviews.repository.ts';
import { toReviewCard } from './reviews.service.ts';

let testDb: TestDatabase;
let built: BuiltApp;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb);
  db = built.deps.db as Db;
});
afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

const query = (values: Partial<ReviewListQuery> = {}): ReviewListQuery =>
  reviewListQuerySchema.parse(values);

/** The general path's cards of a project page (the previous mapping, in JavaScript). */
async function generalCards(projectId: number, q: ReviewListQuery): Promise<ReviewCard[]> {
  const { rows } = await listReviews(db, q, { projectId });
  return rows.map((row) => toReviewCard(row));
}

async function jsonCards(projectId: number, q: ReviewListQuery) {
  const page = await findProjectReviewPageJson(db, projectId, q);
  if (!page) throw new Error('no page');
  return page;
}

const awkward =
  'Ünïcödé "quoted" \'single\' back\\slash / 🚀 中文 \u2028\u2029 line\nbreak\ttab\r\u0001\u001f\u007f <b>&amp;</b>';

describe('a project page written as JSON by the database', () => {
  let edgy: number;
  let plain: number;
  beforeAll(async () => {
    const owner = await insertUser(db, {
      address: '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01',
      displayName: awkward,
      avatarUrl: 'https://example.com/a.png',
      avatarType: null,
      score: 40_000,
      donateReceivedUsd: '123456789012345678.99',
    });
    const project = await insertProject(db, {
      name: `Project ${awkward}`,
      symbol: null,
      contractAddress: null,
      avatarUrl: 'https://example.com/p.png',
      avatarType: 'nft',
      ownerAddress: owner.address.toLowerCase(),
      isVerified: true,
    });
    edgy = project.id;
    // authors at the level boundaries, with every kind of avatar
    const authors = [owner];
    const scores = [0, 49, 50, 149, 150, 39_999, 2_147_483_647];
    const avatars: Array<[string | null, 'normal' | 'nft' | null]> = [
      [null, null],
      ['', 'nft'],
      ['https://example.com/n.png', 'nft'],
      ['https://example.com/x.png', 'normal'],
      [null, 'normal'],
      ['https://example.com/y.png', null],
      [null, null],
    ];
    for (const [i, score] of scores.entries())
      authors.push(
        await insertUser(db, {
          displayName: i % 2 ? null : `Author ${i} "${awkward}"`,
          avatarUrl: avatars[i]![0],
          avatarType: avatars[i]![1],
          score,
          donateReceivedUsd: ['0', '0.10', '12.5', '0.01', '99999.99', '1', '7.07'][i],
        }),
      );
    const badges = [null, 'SHRIMP', 'WHALE', 'HUMPBACK', null, 'CRAB', 'SHARK', null];
    const percents = [null, '0.0000012345', '12.5', '99.9999999999', '0', null, '0.0001', '100'];
    const totals = ['0', '1234567.89', '0.10', '123456789012345678.99', '0.01', '5', '0', '42.42'];
    for (const [i, author] of authors.entries()) {
      const review = await insertReview(db, {
        projectId: edgy,
        userId: author.id,
        title: i % 2 ? `Title ${i}` : `${awkward} ${i}`,
        content: JSON.stringify({
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: `${awkward} ${i}` }] }],
        }),
        contentText: `${awkward} ${i}`,
        rate: (i % 5) + 1,
        language: ['en', 'vi', 'zh', 'ja'][i % 4]!,
        hashtags: i % 3 ? [] : ['defi', `tag"${i}`, 'ünï'],
        isEdited: i % 2 === 1,
        upVoteCount: i * 1000,
        downVoteCount: 2_000_000_000 - i,
        repliesCount: i,
        donateTotalUsd: totals[i],
        holderBadge: badges[i],
        holderPercent: percents[i],
        signature: i % 3 === 1 ? `0x${'ab'.repeat(65)}` : null,
        popularScore: i / 3,
      });
      // microseconds the database keeps and JavaScript truncates, and offsets
      const created = [
        '2026-01-02 03:04:05.999999+00',
        '2026-01-02 03:04:05.1295+00',
        '2025-12-31 23:59:59.9999+00',
        '2026-06-30 12:00:00+05:30',
        '2024-02-29 00:00:00.000001-08',
        '2026-01-02 03:04:05.0015+00',
        '2001-09-09 01:46:40.123456+00',
        '2026-03-01 10:00:00.5+00',
      ][i]!;
      await db.execute(
        sql`update ${reviews} set created_at = ${created}::timestamptz, updated_at = ${created}::timestamptz + interval '1 day 0.000999 second' where id = ${review.id}`,
      );
    }
    await db.update(projects).set({ reviewCount: authors.length }).where(eq(projects.id, edgy));

    // ordinary values, as the API writes them
    const other = await insertProject(db, { ownerAddress: '' });
    plain = other.id;
    for (let i = 0; i < 6; i++) {
      const author = await insertUser(db, { displayName: `Reader ${i}`, score: i * 60 });
      await insertReview(db, {
        projectId: plain,
        userId: author.id,
        title: `A fair review title ${i}`,
        donateTotalUsd: `${i * 3}.5${i}`,
        holderPercent: i % 2 ? `${i}.25` : null,
        holderBadge: i % 2 ? 'FISH' : null,
      });
    }
  });

  it('writes every card of every sort and page as the general path does, key by key', async () => {
    const shapes = [query(), query({ limit: 3, offset: 2 }), query({ limit: 100 })];
    for (const sort of REVIEW_SORTS.filter((s) => !s.startsWith('total_reviews')))
      shapes.push(query({ sort, limit: 100 }), query({ sort, limit: 2, offset: 1 }));
    for (const q of shapes) {
      const expected = await generalCards(edgy, q);
      const page = await jsonCards(edgy, q);
      const cards = JSON.parse(page.cards) as unknown[];
      expect(cards).toEqual(expected);
      // the same keys in the same order (and no key too many), as JSON.stringify writes them
      expect(JSON.stringify(cards)).toBe(JSON.stringify(expected));
      for (const card of cards) expect(reviewCardSchema.strict().parse(card)).toEqual(card);
      expect(page).toMatchObject({ projectStatus: 'active', reviewCount: 8 });
    }
  });

  it('covers the edge values it claims to', async () => {
    const cards = await generalCards(edgy, query({ limit: 100 }));
    const seen = (pick: (card: ReviewCard) => unknown) => new Set(cards.map(pick));
    expect(seen((c) => c.user.avatar?.type ?? null)).toEqual(new Set([null, 'normal', 'nft']));
    expect(seen((c) => c.user.level)).toEqual(new Set([1, 2, 3, 8, 9]));
    expect(seen((c) => c.isProductOwner)).toEqual(new Set([true, false]));
    expect(seen((c) => c.isSigned)).toEqual(new Set([true, false]));
    expect(seen((c) => c.isEdited)).toEqual(new Set([true, false]));
    expect(seen((c) => c.holderPercent)).toContain(0.0000012345);
    expect(seen((c) => c.donateStatistic.totalAmount)).toContain(123456789012345680);
    expect(seen((c) => c.createdAt)).toContain('2026-01-02T03:04:05.999Z');
    expect(seen((c) => c.createdAt)).toContain('2026-06-30T06:30:00.000Z');
    expect(cards[0]!.project).toMatchObject({ symbol: null, contractAddress: null });
  });

  it('writes ordinary cards byte for byte as JSON.stringify does', async () => {
    for (const q of [query(), query({ limit: 100, sort: 'oldest' })]) {
      const page = await jsonCards(plain, q);
      expect(page.cards).toBe(JSON.stringify(await generalCards(plain, q)));
    }
  });

  it('writes a NaN the database can hold as JSON.stringify does (null), never invalid JSON', async () => {
    const project = await insertProject(db);
    const author = await insertUser(db, { donateReceivedUsd: 'NaN' });
    await insertReview(db, {
      projectId: project.id,
      userId: author.id,
      donateTotalUsd: 'NaN',
      holderPercent: 'NaN',
    });
    const q = query();
    const page = await jsonCards(project.id, q);
    const cards = JSON.parse(page.cards) as Array<Record<string, unknown>>;
    expect(cards).toEqual(JSON.parse(JSON.stringify(await generalCards(project.id, q))));
    expect(cards[0]).toMatchObject({ holderPercent: null, donateStatistic: { totalAmount: null } });
  });

  it('answers the public route with those cards, an ETag and a 304 on revalidation', async () => {
    const url = `/api/public/project/${edgy}/reviews?limit=100&sort=most_upvote`;
    const first = await built.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toEqual({
      data: await generalCards(edgy, query({ limit: 100, sort: 'most_upvote' })),
      meta: { limit: 100, offset: 0, total: 8, totalPages: 1, nextCursor: null },
    });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await built.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
