// The demo's dev-chain pool and holders on a real local EVM: the DPOOL project's
// pool price read from the DevPair against the dev chain's BUSD, and the holder reviews
// published through the review service with the badge read from each author's balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { DEV_POOL_TOKEN } from '@chainreview/contracts/dev-chain';
import { devAccounts } from '@chainreview/contracts';
import { buildApp, type BuiltApp } from '../app.ts';
import { projects, reviews, users } from '../db/schema.ts';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/helper.ts';
import { insertProject, randomAddress } from '../../test/fixtures.ts';
import { startTestChain, type TestChain } from '../../test/local-chain.ts';
import { ensureDevChainProjects } from './dev-chain-projects.ts';
import { seedDevChainHolderReviews } from './dev-chain-holders.ts';

let testDb: TestDatabase;
let chain: TestChain;
let built: BuiltApp;
let projectId: number;
const accounts = devAccounts(19);
const holders = DEV_POOL_TOKEN.holders.map(([index]) => accounts[index]!);

beforeAll(async () => {
  [testDb, chain] = await Promise.all([createTestDatabase(), startTestChain()]);
  const devChainContracts = await ensureDevChainProjects(
    testDb.database.db,
    {
      ownableTokenAddress: chain.ownableTokenAddress,
      ownableTokenOwner: randomAddress(),
      accessControlTokenAddress: chain.accessControlTokenAddress,
      accessControlTokenAdmin: randomAddress(),
      poolTokenAddress: chain.poolTokenAddress,
      poolPairAddress: chain.poolPairAddress,
    },
    new Date(),
  );
  // as server.ts configures demo mode: the dev chain is the donation chain, its tokens read there
  built = await buildApp({
    config: { ...testConfig(chain.env), devChainContracts },
    database: testDb.database,
    logger: false,
  });
  const [row] = await testDb.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.symbol, 'DPOOL'));
  projectId = row!.id;
});

afterAll(async () => {
  await built?.app.close();
  await chain?.close();
  await testDb?.cleanup();
});

const get = (url: string) => built.app.inject({ method: 'GET', url });

describe('dev chain pool', () => {
  it("reads DPOOL's price from its V2-style pair against the dev chain's BUSD", async () => {
    const res = await get(`/api/public/project/${projectId}/pool`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.pair).toEqual({
      quote: 'BUSD',
      address: getAddress(chain.poolPairAddress),
      version: 'V2',
    });
    expect(data.priceInPair).toBeCloseTo(0.05, 10);
    expect(data.price).toBeCloseTo(0.05, 10);
    expect(data.poolValue).toBeCloseTo(50_000, 6);
  });

  it('reads no pool for a token that is not on the dev chain, nor a pair of other tokens', async () => {
    // a BNB Chain project outside devChainContracts: no BNB Chain RPC here, so no price
    const elsewhere = await insertProject(built.deps.db, {
      chain: 'bsc',
      contractAddress: randomAddress(),
      lpAddress: chain.poolPairAddress,
      router: 1,
    });
    expect((await get(`/api/public/project/${elsewhere.id}/pool`)).json()).toEqual({ data: null });
    // the DROLE project pointed at DPOOL's pair: the pair does not hold DROLE
    const [drole] = await built.deps.db
      .update(projects)
      .set({ lpAddress: chain.poolPairAddress, router: 1 })
      .where(eq(projects.symbol, 'DROLE'))
      .returning({ id: projects.id });
    expect((await get(`/api/public/project/${drole!.id}/pool`)).json()).toEqual({ data: null });
  });
});

describe('dev chain holder reviews', () => {
  it('publishes one review per holder with the badge of its on-chain share, once', async () => {
    // a ninth author who holds no DPOOL gets no badge
    const first = await seedDevChainHolderReviews(built.deps, chain.poolTokenAddress, [
      ...holders,
      accounts[18]!,
    ]);
    expect(first).toEqual({
      published: 9,
      badges: ['HUMPBACK', 'WHALE', 'SHARK', 'DOLPHIN', 'FISH', 'OCTOPUS', 'CRAB', 'SHRIMP', null],
    });
    const res = await get(`/api/public/project/${projectId}/reviews?limit=20`);
    expect(res.statusCode).toBe(200);
    const items = res.json().data as Array<{
      holderBadge: string | null;
      holderPercent: number | null;
      user: { address: string };
      signed?: boolean;
    }>;
    expect(items).toHaveLength(9);
    const byAuthor = new Map(items.map((r) => [r.user.address.toLowerCase(), r]));
    expect(byAuthor.get(holders[0]!.address.toLowerCase())).toMatchObject({
      holderBadge: 'HUMPBACK',
      holderPercent: 10,
    });
    expect(byAuthor.get(holders[7]!.address.toLowerCase())).toMatchObject({
      holderBadge: 'SHRIMP',
      holderPercent: 0.0005,
    });
    expect(byAuthor.get(accounts[18]!.address.toLowerCase())).toMatchObject({
      holderBadge: null,
      holderPercent: null,
    });

    // a restart publishes nothing again
    const again = await seedDevChainHolderReviews(built.deps, chain.poolTokenAddress, holders);
    expect(again.published).toBe(0);
    expect(again.badges).toEqual(first.badges.slice(0, 8));
    const [{ count } = { count: 0 }] = await built.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviews);
    expect(count).toBe(9);
  });

  it("stores each review with its author's signature", async () => {
    const [row] = await built.deps.db
      .select({ signature: reviews.signature })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(sql`lower(${users.address}) = ${holders[1]!.address.toLowerCase()}`);
    expect(row!.signature).toMatch(/^0x[0-9a-f]{130}$/);
  });
});
