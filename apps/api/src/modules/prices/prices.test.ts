import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_TOKENS } from '@chainreview/shared';
import { sql } from 'drizzle-orm';
import { projects } from '../../db/schema.ts';
import type { BuiltApp } from '../../app.ts';
import { erc20Abi, v2PairAbi, v3PoolAbi } from '../../chain/erc20.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import { insertProject, randomAddress } from '../../../test/fixtures.ts';
import { startFakePriceApi, startFakeRpc } from '../../../test/fake-rpc.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

const WBNB = QUOTE_TOKENS.bsc.find((q) => q.quote === 'WBNB')!.address as `0x${string}`;
const USDT = QUOTE_TOKENS.bsc.find((q) => q.quote === 'USDT')!.address as `0x${string}`;

describe('prices', () => {
  it('serves BNB and ETH prices from the price API and caches them', async () => {
    const api = await startFakePriceApi({ binancecoin: 612.5, ethereum: 3100 });
    const built = await createTestApp(testDb, { env: { PRICE_API_URL: api.url } });
    const first = await built.app.inject({ method: 'GET', url: '/api/public/prices' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      binancecoin: { usd: 612.5 },
      ethereum: { usd: 3100 },
    });
    await built.app.inject({ method: 'GET', url: '/api/public/prices' });
    expect(api.hits()).toBe(1);
    await built.app.close();
    await api.close();
  });

  it('degrades to no prices when the price API fails or is not configured', async () => {
    const api = await startFakePriceApi({}, 500);
    const failing = await createTestApp(testDb, { env: { PRICE_API_URL: api.url } });
    const res = await failing.app.inject({ method: 'GET', url: '/api/public/prices' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ binancecoin: null, ethereum: null, updatedAt: null });
    await failing.app.close();
    await api.close();
    const none = await createTestApp(testDb);
    expect(
      (await none.app.inject({ method: 'GET', url: '/api/public/prices' })).json().data.binancecoin,
    ).toBeNull();
    await none.app.close();
  });
});

describe('prices offline', () => {
  it('serves the configured BNB fallback when the price service never answered, as donations use', async () => {
    const api = await startFakePriceApi({}, 500);
    const built = await createTestApp(testDb, {
      env: { PRICE_API_URL: api.url, DONATION_BNB_USD_FALLBACK: '600' },
    });
    const res = await built.app.inject({ method: 'GET', url: '/api/public/prices' });
    expect(res.json().data).toMatchObject({ binancecoin: { usd: 600 }, ethereum: null });
    await built.app.close();
    // with an ETH fallback too (the demo's), ETH has a USD price like BNB
    const both = await createTestApp(testDb, {
      env: {
        PRICE_API_URL: api.url,
        DONATION_BNB_USD_FALLBACK: '600',
        DONATION_ETH_USD_FALLBACK: '3000',
      },
    });
    const offline = (await both.app.inject({ method: 'GET', url: '/api/public/prices' })).json();
    expect(offline.data).toMatchObject({ binancecoin: { usd: 600 }, ethereum: { usd: 3000 } });
    await both.app.close();
    await api.close();
    // a live price wins over the fallback
    const live = await startFakePriceApi({ binancecoin: 612.5, ethereum: 3100 });
    const online = await createTestApp(testDb, {
      env: { PRICE_API_URL: live.url, DONATION_BNB_USD_FALLBACK: '600' },
    });
    const body = (await online.app.inject({ method: 'GET', url: '/api/public/prices' })).json();
    expect(body.data.binancecoin).toEqual({ usd: 612.5 });
    expect(body.data.ethereum).toEqual({ usd: 3100 });
    await online.app.close();
    await live.close();
  });
});

describe('chain reads', () => {
  let built: BuiltApp;
  let rpc: Awaited<ReturnType<typeof startFakeRpc>>;
  let priceApi: Awaited<ReturnType<typeof startFakePriceApi>>;
  const token = randomAddress();
  const v2Pair = randomAddress();
  const v3Pool = randomAddress();

  beforeAll(async () => {
    rpc = await startFakeRpc(56, {
      [token]: {
        abi: erc20Abi,
        results: { name: 'Aurora Swap', symbol: 'AUR', decimals: 18, totalSupply: 10n ** 27n },
      },
      [v2Pair]: {
        abi: v2PairAbi,
        // 1,000,000 AUR against 100 WBNB -> 0.0001 BNB each
        results: { token0: token, token1: WBNB, getReserves: [10n ** 24n, 100n * 10n ** 18n, 0] },
      },
      [v3Pool]: {
        abi: v3PoolAbi,
        // USDT is token0, AUR token1; 4 AUR per USDT -> 0.25 USDT each
        results: { token0: USDT, token1: token, slot0: [2n * 2n ** 96n, 0, 0, 0, 0, 0, true] },
      },
      [USDT]: { abi: erc20Abi, results: { balanceOf: 5000n * 10n ** 18n } },
    });
    priceApi = await startFakePriceApi({ binancecoin: 600, ethereum: 3000 });
    built = await createTestApp(testDb, {
      env: { CHAIN_RPC_URL_56: rpc.url, PRICE_API_URL: priceApi.url },
    });
  });
  afterAll(async () => {
    await built.app.close();
    await rpc.close();
    await priceApi.close();
  });

  it('reads token info to prefill a submission', async () => {
    const res = await built.app.inject({
      method: 'GET',
      url: `/api/public/chain/token/bsc/${token.toLowerCase()}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: 'Aurora Swap',
      symbol: 'AUR',
      decimals: 18,
      totalSupply: (10n ** 27n).toString(),
    });
  });

  it('answers can_not_find_chain without an RPC for the chain, and can_not_find_data for a non-token', async () => {
    const eth = await built.app.inject({
      method: 'GET',
      url: `/api/public/chain/token/ethereum/${token}`,
    });
    expect(eth.statusCode).toBe(404);
    expect(eth.json().message).toEqual(['can_not_find_chain']);
    const notToken = await built.app.inject({
      method: 'GET',
      url: `/api/public/chain/token/bsc/${randomAddress()}`,
    });
    expect(notToken.statusCode).toBe(404);
  });

  it('prices a V2 pool against WBNB in USD', async () => {
    const project = await insertProject(built.deps.db, {
      contractAddress: token,
      lpAddress: v2Pair,
      router: 1,
      decimals: 18,
    });
    const res = await built.app.inject({
      method: 'GET',
      url: `/api/public/project/${project.id}/pool`,
    });
    expect(res.statusCode).toBe(200);
    const info = res.json().data;
    expect(info.pair).toEqual({ quote: 'WBNB', address: v2Pair, version: 'V2' });
    expect(info.priceInPair).toBeCloseTo(0.0001, 12);
    expect(info.price).toBeCloseTo(0.06, 10);
    expect(info.poolValue).toBeCloseTo(2 * 100 * 600, 6);
  });

  // one project per chain and token: each case replaces the previous one
  const freshProject = async (values: Parameters<typeof insertProject>[1]) => {
    await built.deps.db
      .delete(projects)
      .where(sql`lower(${projects.contractAddress}) = ${token.toLowerCase()}`);
    return insertProject(built.deps.db, values);
  };

  it('prices a V3 pool against USDT', async () => {
    const project = await freshProject({
      contractAddress: token,
      chain: 'bsc',
      lpAddress: v3Pool,
      router: 3,
      decimals: 18,
    });
    const info = (
      await built.app.inject({ method: 'GET', url: `/api/public/project/${project.id}/pool` })
    ).json().data;
    expect(info.pair.version).toBe('V3');
    expect(info.priceInPair).toBeCloseTo(0.25, 10);
    expect(info.price).toBeCloseTo(0.25, 10);
    expect(info.poolValue).toBeCloseTo(10000, 6);
  });

  it('answers null, not an error, when the pool cannot be read', async () => {
    const project = await freshProject({
      contractAddress: token,
      lpAddress: randomAddress(),
      router: 1,
    });
    const res = await built.app.inject({
      method: 'GET',
      url: `/api/public/project/${project.id}/pool`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
    const noPool = await insertProject(built.deps.db, {});
    expect(
      (
        await built.app.inject({ method: 'GET', url: `/api/public/project/${noPool.id}/pool` })
      ).json().data,
    ).toBeNull();
  });
});
