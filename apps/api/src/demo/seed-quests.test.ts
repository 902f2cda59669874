// The demo quests on a real local EVM: one of each state, every published one funded in the
// escrow by the project's owner (dev account #3), and the Demo wallet claims its settled reward
// once the quest has ended (not before: the escrow pays from the end on).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zeroAddress } from 'viem';
import {
  DEMO_WALLET_ADDRESS,
  devAccounts,
  mockBusdAbi,
  questEscrowAbi,
} from '@chainreview/contracts';
import { questStateAt } from '@chainreview/shared';
import type { BuiltApp } from '../app.ts';
import { quests } from '../db/schema.ts';
import { createTestApp, createTestDatabase, signIn, type TestDatabase } from '../../test/helper.ts';
import { insertProject, insertUser } from '../../test/fixtures.ts';
import { startTestChain, type TestChain } from '../../test/local-chain.ts';
import { DEMO_QUEST_OWNER_INDEX, seedDemoQuests } from './seed-quests.ts';

let testDb: TestDatabase;
let built: BuiltApp;
let chain: TestChain;
/** The server's clock and the chain's move together: offset from the wall clock. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

async function advance(ms: number) {
  offsetMs += ms;
  await chain.evm.provider.request({
    method: 'evm_increaseTime',
    params: [Math.ceil(ms / 1000)],
  } as never);
  await chain.evm.provider.request({ method: 'evm_mine', params: [] } as never);
}

beforeAll(async () => {
  [testDb, chain] = await Promise.all([createTestDatabase(), startTestChain()]);
  built = await createTestApp(testDb, { env: chain.env, now });
  await insertProject(built.deps.db, { name: 'Demo Project' });
  for (let i = 0; i < 6; i++) await insertUser(built.deps.db);
}, 60_000);
afterAll(async () => {
  await built?.app.close();
  await chain?.close();
  await testDb?.cleanup();
});

const info = () => ({
  rpcUrl: chain.rpcUrl,
  chainId: 31337,
  questEscrowAddress: chain.questEscrowAddress,
  busdAddress: chain.busdAddress,
});

describe('demo quests', () => {
  it('seeds one quest per state, funds the published ones from the owner, and seeds once', async () => {
    const first = await seedDemoQuests(built.deps, info());
    expect(first.created).toBe(6);
    const list = await built.app.inject({ method: 'GET', url: '/api/public/campaigns?limit=20' });
    const states = list
      .json()
      .data.map((q: { state: string }) => q.state)
      .sort();
    // the 'ended' one ends two minutes after seeding
    expect(states).toEqual(['live', 'live', 'settled', 'upcoming']);
    const owner = devAccounts(DEMO_QUEST_OWNER_INDEX + 1)[DEMO_QUEST_OWNER_INDEX]!.address;
    for (const q of list.json().data as Array<{
      id: string;
      reward: { pool: string };
      funding: { escrowQuestId: string };
    }>) {
      const onChain = await chain.clients.publicClient.readContract({
        address: chain.questEscrowAddress,
        abi: questEscrowAbi,
        functionName: 'getQuest',
        args: [BigInt(q.funding.escrowQuestId)],
      });
      expect(onChain.funder).toBe(owner);
      expect(onChain.pool.toString()).toBe(q.reward.pool);
    }
    expect(await seedDemoQuests(built.deps, info())).toEqual({ created: 0, funded: 0 });
    // the draft and the cancelled one are not public; the rows say each state is there, and
    // the one that ends two minutes after seeding is 'ended' once the clock passes its end
    const rows = await built.deps.db.select().from(quests);
    const at = (ms: number) =>
      rows.map((q) => questStateAt(q, new Date(built.deps.now().getTime() + ms))).sort();
    expect(at(0)).toEqual(['cancelled', 'draft', 'live', 'live', 'settled', 'upcoming']);
    expect(at(10 * 60_000)).toEqual(['cancelled', 'draft', 'ended', 'live', 'settled', 'upcoming']);
  });

  it('lets the Demo wallet claim its settled reward on chain', async () => {
    const demo = chain.wallets.find((w) => w.address === DEMO_WALLET_ADDRESS)!;
    const session = await signIn(built.app, demo);
    const list = await built.app.inject({
      method: 'GET',
      url: '/api/public/campaigns?status=ended',
    });
    const settled = list.json().data.find((q: { state: string }) => q.state === 'settled');
    const claim = () =>
      built.app.inject({
        method: 'POST',
        url: `/api/campaigns/${settled.id}/claim`,
        headers: session.auth,
      });
    const early = await claim();
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toEqual(['quest_claim_not_open']);
    await advance(Date.parse(settled.endsAt) - now().getTime() + 1000);
    const res = await claim();
    expect(res.statusCode, res.body).toBe(200);
    const voucher = res.json().data;
    const balance = () =>
      chain.clients.publicClient.readContract({
        address: chain.busdAddress,
        abi: mockBusdAbi,
        functionName: 'balanceOf',
        args: [DEMO_WALLET_ADDRESS],
      });
    const before = await balance();
    const hash = await chain.clients.walletFor(DEMO_WALLET_ADDRESS).writeContract({
      address: chain.questEscrowAddress,
      abi: questEscrowAbi,
      functionName: 'claim',
      args: [
        BigInt(voucher.questId),
        BigInt(voucher.amount),
        BigInt(voucher.deadline),
        voucher.signature,
      ],
    });
    await chain.mined(hash);
    expect((await balance()) - before).toBe(BigInt(voucher.amount));
    expect(settled.reward.tokenAddress).not.toBe(zeroAddress);
  });
});
