import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NEW_GEM } from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import { projects } from '../../db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  newWallet,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject, insertReview, insertUser } from '../../../test/fixtures.ts';

let testDb: TestDatabase;
let built: BuiltApp;
const get = (url: string, headers: Record<string, string> = {}) =>
  built.app.inject({ method: 'GET', url, headers });

let aurora: Awaited<ReturnType<typeof insertProject>>;
let solanaProject: Awaited<ReturnType<typeof insertProject>>;
let noAddress: Awaited<ReturnType<typeof insertProject>>;
let pending: Awaited<ReturnType<typeof insertProject>>;
let blocked: Awaited<ReturnType<typeof insertProject>>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb);
  const db = built.deps.db;
  aurora = await insertProject(db, {
    name: 'Aurora Swap',
    symbol: 'AUR',
    chain: 'bsc',
    categories: ['utility'],
    reviewCount: 12,
    avgStar: 4.5,
    popularScore: 50,
    trendingScore: 9,
    trendingScore30: 1,
    createdAt: new Date('2025-01-01T00:00:00Z'),
  });
  await insertProject(db, {
    name: 'Aurora Lending',
    symbol: 'AURL',
    chain: 'ethereum',
    categories: ['payment'],
    reviewCount: 3,
    popularScore: 10,
    trendingScore: 1,
    trendingScore30: 20,
    createdAt: new Date('2025-03-01T00:00:00Z'),
  });
  await insertProject(db, {
    name: 'Nebula Pay',
    symbol: 'NEB',
    chain: 'polygon',
    categories: ['payment', 'layer2'],
    type: 'nft',
    reviewCount: 7,
    popularScore: 30,
    createdAt: new Date('2025-02-01T00:00:00Z'),
  });
  solanaProject = await insertProject(db, {
    name: 'Sol Garden',
    symbol: 'SGD',
    chain: 'solana',
    contractAddress: 'GardenMint1111111111111111111111111111111111',
    createdAt: new Date('2025-04-01T00:00:00Z'),
  });
  noAddress = await insertProject(db, {
    name: 'Offchain Guild',
    symbol: 'OFG',
    chain: 'non_evm',
    contractAddress: null,
    createdAt: new Date('2025-05-01T00:00:00Z'),
  });
  pending = await insertProject(db, { name: 'Aurora Pending', symbol: 'AURP', status: 'pending' });
  blocked = await insertProject(db, { name: 'Aurora Blocked', symbol: 'AURB', status: 'blocked' });
});
afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

describe('project catalogue', () => {
  it('lists active projects with pagination meta, newest first by default', async () => {
    const res = await get('/api/public/projects?limit=2&offset=0');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({
      limit: 2,
      offset: 0,
      total: 5,
      totalPages: 3,
      nextCursor: expect.any(String) as string,
    });
    expect(body.data.map((p: { name: string }) => p.name)).toEqual([
      'Offchain Guild',
      'Sol Garden',
    ]);
    const names = (await get('/api/public/projects?limit=100'))
      .json()
      .data.map((p: { name: string }) => p.name);
    expect(names).not.toContain('Aurora Pending');
    expect(names).not.toContain('Aurora Blocked');
  });

  it('filters by chain, category and type', async () => {
    expect(
      (await get('/api/public/projects?chain=polygon'))
        .json()
        .data.map((p: { name: string }) => p.name),
    ).toEqual(['Nebula Pay']);
    expect((await get('/api/public/projects?category=payment')).json().meta.total).toBe(2);
    expect(
      (await get('/api/public/projects?type=nft'))
        .json()
        .data.map((p: { symbol: string }) => p.symbol),
    ).toEqual(['NEB']);
  });

  it('sorts by review count, score windows and order', async () => {
    const byReviews = (await get('/api/public/projects?sort=reviewCount&order=desc&limit=3'))
      .json()
      .data.map((p: { symbol: string }) => p.symbol);
    expect(byReviews).toEqual(['AUR', 'NEB', 'AURL']);
    const asc = (await get('/api/public/projects?sort=reviewCount&order=asc&limit=100'))
      .json()
      .data.map((p: { reviewCount: number }) => p.reviewCount);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const trending7 = (await get('/api/public/projects?sort=trendingScore&limit=1')).json().data[0]
      .symbol;
    const trending30 = (
      await get('/api/public/projects?sort=trendingScore&window=30&limit=1')
    ).json().data[0].symbol;
    expect([trending7, trending30]).toEqual(['AUR', 'AURL']);
  });

  it('lists as New Gems only projects inside the shared age and review-count bounds', async () => {
    const db = built.deps.db;
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    const gem = { newGemScore: 4, goodRatingScore: 4 };
    const cases: Array<[string, number, number, boolean]> = [
      ['Gem Fresh', 5, NEW_GEM.minReviews, true],
      ['Gem Unreviewed', 5, NEW_GEM.minReviews - 1, false],
      ['Gem Most Reviews', 5, NEW_GEM.maxReviews, true],
      ['Gem Too Many Reviews', 5, NEW_GEM.maxReviews + 1, false],
      ['Gem Oldest', NEW_GEM.maxAgeDays - 1, 3, true],
      ['Gem Too Old', NEW_GEM.maxAgeDays + 1, 3, false],
    ];
    for (const [name, age, reviewCount] of cases)
      await insertProject(db, { name, createdAt: ago(age), reviewCount, ...gem });
    const res = await get('/api/public/projects?sort=newGemScore&order=desc&limit=100');
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((p: { name: string }) => p.name);
    for (const [name, , , listed] of cases) expect(names.includes(name), name).toBe(listed);
    expect(res.json().meta.total).toBe(names.length);
  });

  it('rejects bad list input with field codes', async () => {
    for (const url of [
      '/api/public/projects?limit=-1',
      '/api/public/projects?limit=1000',
      '/api/public/projects?sort=nonsense',
      '/api/public/projects?chain=mars',
      '/api/public/projects?window=14',
      '/api/public/projects?order=sideways',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message.length, url).toBeGreaterThan(0);
    }
  });
});

describe('search', () => {
  const search = async (keyword: string, extra = '') =>
    (
      await get(`/api/public/projects?keyword=${encodeURIComponent(keyword)}&limit=5${extra}`)
    ).json();

  it('finds by exact symbol first, case-insensitively', async () => {
    const body = await search('aur');
    expect(body.data[0].symbol).toBe('AUR');
    expect(body.data.map((p: { symbol: string }) => p.symbol)).toContain('AURL');
    expect(body.data.map((p: { symbol: string }) => p.symbol)).not.toContain('AURP');
  });

  it('finds by name prefix and by a typo', async () => {
    expect((await search('nebu')).data[0].name).toBe('Nebula Pay');
    expect((await search('nebla pay')).data[0].name).toBe('Nebula Pay');
    expect((await search('Auroa Swap')).data[0].name).toBe('Aurora Swap');
  });

  it('finds by contract address in any case', async () => {
    expect((await search(aurora.contractAddress!.toLowerCase())).data[0].id).toBe(
      String(aurora.id),
    );
    expect((await search(solanaProject.contractAddress!)).data[0].id).toBe(
      String(solanaProject.id),
    );
  });

  it('counts all matches in meta.total and answers no match with an empty page', async () => {
    expect((await search('aurora')).meta.total).toBe(2);
    const none = await search('zzzqqq');
    expect(none.data).toEqual([]);
    expect(none.meta.total).toBe(0);
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await search('%')).meta.total).toBe(0);
    expect((await search('_')).meta.total).toBe(0);
  });
});

describe('project lookup', () => {
  it('finds a project by chain and address in any case, answering with the checksummed address', async () => {
    const res = await get(`/api/public/projects/bsc/${aurora.contractAddress!.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: String(aurora.id),
      contractAddress: aurora.contractAddress,
      name: 'Aurora Swap',
    });
    expect(res.json().data).not.toHaveProperty('isFollowed');
  });

  it('uses the chain in the path', async () => {
    const res = await get(`/api/public/projects/ethereum/${aurora.contractAddress}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual(['can_not_find_project']);
  });

  it('uses the value alone for non-EVM addresses and ids', async () => {
    expect(
      (await get(`/api/public/projects/solana/${solanaProject.contractAddress}`)).json().data.id,
    ).toBe(String(solanaProject.id));
    expect((await get(`/api/public/projects/non_evm/${noAddress.id}`)).json().data.name).toBe(
      'Offchain Guild',
    );
    expect((await get(`/api/public/projects/${noAddress.id}`)).json().data.name).toBe(
      'Offchain Guild',
    );
    expect(
      (await get(`/api/public/projects/${aurora.contractAddress!.toLowerCase()}`)).json().data.id,
    ).toBe(String(aurora.id));
  });

  it('hides pending and blocked projects from the public', async () => {
    for (const project of [pending, blocked]) {
      const res = await get(`/api/public/projects/${project.chain}/${project.contractAddress}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toEqual(['can_not_find_project']);
    }
  });

  it('answers an unknown project with 404 can_not_find_project', async () => {
    expect(
      (await get('/api/public/projects/bsc/0x52908400098527886E0F7030069857D2E4169EE7')).statusCode,
    ).toBe(404);
    expect((await get('/api/public/projects/999999')).json().message).toEqual([
      'can_not_find_project',
    ]);
    expect((await get('/api/public/projects/bsc/not-an-address')).statusCode).toBe(404);
  });
});

describe('trending, statistics and activities', () => {
  it('serves trending projects by window', async () => {
    const res = await get('/api/public/projects-trending?window=30');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].symbol).toBe('AURL');
    expect((await get('/api/public/projects-trending?window=3')).statusCode).toBe(400);
  });

  it('counts reviews by reviewer level and token holders', async () => {
    const db = built.deps.db;
    const project = await insertProject(db, { name: 'Level Test', symbol: 'LVT' });
    const newbie = await insertUser(db, { level: 1 });
    const member = await insertUser(db, { level: 3, score: 200 });
    await insertReview(db, { projectId: project.id, userId: newbie.id });
    await insertReview(db, { projectId: project.id, userId: member.id, holderBadge: 'WHALE' });
    const res = await get(`/api/public/project/${project.id}/activities`);
    expect(res.json().data).toMatchObject({
      tokenHolderReviews: 1,
      level1Reviews: 1,
      level2Reviews: 0,
      level3Reviews: 1,
      level9Reviews: 0,
    });
    expect((await get('/api/public/project/424242/activities')).statusCode).toBe(404);
  });

  it('totals the platform', async () => {
    const res = await get('/api/public/projects-reviews-statistic');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.projects).toBeGreaterThanOrEqual(5);
  });
});

describe('following projects', () => {
  it('follows, reports isFollowed and the follower count, refuses a second follow, unfollows', async () => {
    const { auth } = await signIn(built.app, newWallet());
    const url = `/api/follows/${aurora.id}/project`;
    expect((await built.app.inject({ method: 'POST', url, headers: auth })).statusCode).toBe(200);
    const again = await built.app.inject({ method: 'POST', url, headers: auth });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toEqual(['already_follow_this_project']);

    expect(
      (await get(`/api/projects/bsc/${aurora.contractAddress}`, auth)).json().data.isFollowed,
    ).toBe(true);
    expect((await get(`/api/public/follows/${aurora.id}/projects?limit=0`)).json().meta.total).toBe(
      1,
    );
    expect(
      (
        await get(`/api/follows/projects?project_ids=${aurora.id}-${solanaProject.id}-abc`, auth)
      ).json().data.data,
    ).toEqual([String(aurora.id)]);
    const listed = (await get('/api/projects?limit=100', auth))
      .json()
      .data.find((p: { id: string }) => p.id === String(aurora.id));
    expect(listed.isFollowed).toBe(true);

    expect((await built.app.inject({ method: 'DELETE', url, headers: auth })).statusCode).toBe(200);
    expect(
      (await get(`/api/projects/bsc/${aurora.contractAddress}`, auth)).json().data.isFollowed,
    ).toBe(false);
    const [row] = await built.deps.db.select().from(projects).where(eq(projects.id, aurora.id));
    expect(row!.followersCount).toBe(0);
    expect((await built.app.inject({ method: 'DELETE', url, headers: auth })).statusCode).toBe(404);
  });

  it('keeps the follower count equal to the rows under concurrent follows', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 8 }, () => signIn(built.app, newWallet())),
    );
    const url = `/api/follows/${solanaProject.id}/project`;
    const results = await Promise.all(
      sessions.flatMap((s) => [
        built.app.inject({ method: 'POST', url, headers: s.auth }),
        built.app.inject({ method: 'POST', url, headers: s.auth }),
      ]),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(8);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(8);
    expect(
      (await get(`/api/public/follows/${solanaProject.id}/projects?limit=0`)).json().meta.total,
    ).toBe(8);
  });

  it('needs a token and a visible project', async () => {
    expect(
      (await built.app.inject({ method: 'POST', url: `/api/follows/${aurora.id}/project` }))
        .statusCode,
    ).toBe(401);
    const { auth } = await signIn(built.app, newWallet());
    const res = await built.app.inject({
      method: 'POST',
      url: `/api/follows/${blocked.id}/project`,
      headers: auth,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual(['can_not_find_project']);
  });
});
