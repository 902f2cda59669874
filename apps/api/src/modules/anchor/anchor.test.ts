// Anchoring the log on a real local EVM: the latest checkpoint's root lands in LogAnchor,
// pending below the chain's confirmations and confirmed at them, never more often than the
// interval, sent again when a reorganisation (evm_snapshot, send, evm_revert) drops it; a
// chain that does not answer leaves the API answering; without a chain the job is off and
// the endpoint says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { logAnchorAbi } from '@chainreview/contracts';
import { devLogAnchorKey } from '@chainreview/contracts/dev-chain';
import type { LogAnchorsResponse } from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import type { Deps } from '../../deps.ts';
import { logAnchors } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import { startTestChain, type TestChain } from '../../../test/local-chain.ts';
import { logModeration, makeCheckpoint } from '../tlog/index.ts';
import { anchorOnce, runLogAnchor } from './index.ts';

let chain: TestChain;
const apps: BuiltApp[] = [];
const dbs: TestDatabase[] = [];

beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  for (const app of apps) await app.app.close();
  for (const db of dbs) await db.cleanup();
  await chain?.close();
});

const INTERVAL = 60_000;

async function setup(env: Record<string, string> = {}) {
  const db = await createTestDatabase();
  const app = await createTestApp(db, {
    env: {
      ...chain.env,
      LOG_ANCHOR_ADDRESS: chain.logAnchorAddress,
      LOG_ANCHOR_PRIVATE_KEY: devLogAnchorKey(),
      LOG_ANCHOR_INTERVAL_MS: String(INTERVAL),
      ...env,
    },
  });
  dbs.push(db);
  apps.push(app);
  return app;
}

const rpc = (method: string, params: unknown[] = []) =>
  chain.evm.provider.request({ method, params } as never) as Promise<unknown>;
const mine = async (blocks: number) => {
  for (let i = 0; i < blocks; i++) await rpc('evm_mine');
};

/** Appends `count` leaves and signs a checkpoint of them. */
async function grow(deps: Deps, count: number) {
  for (let i = 0; i < count; i++)
    await transaction(deps, (tx) =>
      logModeration(tx, {
        action: 'dismiss',
        targetType: 'report',
        targetId: i + 1,
        reasonCategory: 'spam',
        decidedAt: deps.now(),
      }),
    );
  return makeCheckpoint(deps);
}

const onChainRoot = (size: number) =>
  chain.clients.publicClient.readContract({
    address: chain.logAnchorAddress,
    abi: logAnchorAbi,
    functionName: 'roots',
    args: [BigInt(size)],
  });
const onChainLatest = () =>
  chain.clients.publicClient.readContract({
    address: chain.logAnchorAddress,
    abi: logAnchorAbi,
    functionName: 'latestSize',
  });
const hex = (b: Uint8Array) => `0x${Buffer.from(b).toString('hex')}` as Hex;
const rows = (deps: Deps) => deps.db.select().from(logAnchors).orderBy(logAnchors.id);
const at = (deps: Deps, ms: number): Deps => ({ ...deps, now: () => new Date(ms) });

async function anchors(app: BuiltApp): Promise<LogAnchorsResponse> {
  const response = await app.app.inject({ method: 'GET', url: '/api/public/log/anchors' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['access-control-allow-origin']).toBe('*');
  return response.json() as LogAnchorsResponse;
}

// each case opens its own database (migrations on PGlite take seconds on a busy machine)
describe('log anchoring', { timeout: 90_000 }, () => {
  it('is off without a contract: the job does nothing and the endpoint says why', async () => {
    const db = await createTestDatabase();
    const app = await createTestApp(db, { env: chain.env });
    dbs.push(db);
    apps.push(app);
    await grow(app.deps, 2);
    expect(await anchorOnce(app.deps)).toBeNull();
    expect(await runLogAnchor(app.deps)).toBe(false);
    const list = await anchors(app);
    expect(list).toMatchObject({ enabled: false, chainId: null, contract: null, anchors: [] });
    expect(list.reason).toMatch(/LOG_ANCHOR_ADDRESS/);
    // a contract but no key: anchors are listed, none is sent
    const keyless = await createTestApp(db, {
      env: { ...chain.env, LOG_ANCHOR_ADDRESS: chain.logAnchorAddress },
    });
    apps.push(keyless);
    expect(await anchorOnce(keyless.deps)).toBeNull();
    const partial = await anchors(keyless);
    expect(partial).toMatchObject({ enabled: false, chainId: 31337 });
    expect(partial.reason).toMatch(/LOG_ANCHOR_PRIVATE_KEY/);
  });

  it('anchors the latest checkpoint, confirms it, and waits the interval before the next', async () => {
    const app = await setup();
    const t0 = Date.now();
    const first = await grow(app.deps, 3);
    const run = await anchorOnce(at(app.deps, t0));
    expect(run?.sent).toBe(first.size);
    // automined at once; the dev chain needs one confirmation: confirmed on the next run
    expect((await rows(app.deps))[0]).toMatchObject({ treeSize: first.size, status: 'pending' });
    expect((await anchorOnce(at(app.deps, t0)))?.confirmed).toBe(1);
    expect(await onChainRoot(first.size)).toBe(hex(first.rootHash));
    // nothing new: nothing sent, even after the interval
    expect((await anchorOnce(at(app.deps, t0 + INTERVAL)))?.sent).toBeNull();

    const second = await grow(app.deps, 2);
    expect((await anchorOnce(at(app.deps, t0 + INTERVAL - 1)))?.sent).toBeNull();
    expect((await anchorOnce(at(app.deps, t0 + INTERVAL)))?.sent).toBe(second.size);
    await anchorOnce(at(app.deps, t0 + INTERVAL));
    expect(await onChainRoot(second.size)).toBe(hex(second.rootHash));
    expect(await onChainLatest()).toBe(BigInt(second.size));

    const list = await anchors(app);
    expect(list).toMatchObject({
      enabled: true,
      reason: null,
      chainId: 31337,
      contract: chain.logAnchorAddress,
      rpcUrl: chain.rpcUrl,
    });
    expect(
      list.anchors.map((a) => [a.treeSize, a.status]),
      JSON.stringify(list),
    ).toEqual([
      [second.size, 'confirmed'],
      [first.size, 'confirmed'],
    ]);
    expect(list.anchors[0]!.rootHash).toBe(second.rootHash.toString('base64'));
    expect(list.anchors[0]!.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(list.anchors[0]!.blockNumber).toBeGreaterThan(0);
  });

  it('stays pending below CHAIN_CONFIRMATIONS and is confirmed at it', async () => {
    const app = await setup({ CHAIN_CONFIRMATIONS_31337: '3' });
    const checkpoint = await grow(app.deps, (Number(await onChainLatest()) || 0) + 1);
    expect((await anchorOnce(app.deps))?.sent).toBe(checkpoint.size);
    await anchorOnce(app.deps);
    expect((await rows(app.deps))[0]!.status).toBe('pending');
    await mine(1);
    expect((await anchorOnce(app.deps))?.confirmed).toBe(0);
    expect((await rows(app.deps))[0]!.status).toBe('pending');
    await mine(1);
    expect((await anchorOnce(app.deps))?.confirmed).toBe(1);
    expect((await rows(app.deps))[0]!.status).toBe('confirmed');
  });

  it('sends again when a reorganisation drops the anchor transaction', async () => {
    const app = await setup({ CHAIN_CONFIRMATIONS_31337: '3' });
    const checkpoint = await grow(app.deps, Number(await onChainLatest()) + 1);
    const snapshot = await rpc('evm_snapshot');
    const first = await anchorOnce(app.deps);
    expect(first?.sent).toBe(checkpoint.size);
    const [sent] = await rows(app.deps);
    expect(await onChainRoot(checkpoint.size)).toBe(hex(checkpoint.rootHash));
    await rpc('evm_revert', [snapshot]);
    expect(await onChainRoot(checkpoint.size)).toBe(`0x${'0'.repeat(64)}`);
    // the transaction is gone: dropped, and the same checkpoint is sent at once
    const again = await anchorOnce(app.deps);
    expect(again).toMatchObject({ dropped: 1, sent: checkpoint.size });
    const [dropped, resent] = await rows(app.deps);
    expect(dropped).toMatchObject({ id: sent!.id, status: 'dropped' });
    expect(resent).toMatchObject({ treeSize: checkpoint.size, status: 'pending' });
    await mine(2);
    expect((await anchorOnce(app.deps))?.confirmed).toBe(1);
    expect(await onChainRoot(checkpoint.size)).toBe(hex(checkpoint.rootHash));
  });

  it('marks confirmed anchors the chain no longer holds as dropped, and anchors again', async () => {
    const app = await setup();
    const checkpoint = await grow(app.deps, Number(await onChainLatest()) + 1);
    const snapshot = await rpc('evm_snapshot');
    await anchorOnce(app.deps);
    await anchorOnce(app.deps);
    expect((await rows(app.deps))[0]!.status).toBe('confirmed');
    // a deeper reorganisation than the confirmations (or a fresh dev chain)
    await rpc('evm_revert', [snapshot]);
    // looked at again once the interval is over (nothing is pending meanwhile)
    const soon = at(app.deps, Date.now() + INTERVAL - 5000);
    expect(await anchorOnce(soon)).toMatchObject({ dropped: 0, sent: null });
    const later = at(app.deps, Date.now() + INTERVAL + 1000);
    const run = await anchorOnce(later);
    expect(run).toMatchObject({ dropped: 1, sent: checkpoint.size });
    await anchorOnce(later);
    expect(await onChainRoot(checkpoint.size)).toBe(hex(checkpoint.rootHash));
    const statuses = (await rows(app.deps)).map((r) => r.status);
    expect(statuses).toEqual(['dropped', 'confirmed']);
  });

  it('leaves the API answering when the chain does not: the job warns and tries again', async () => {
    const warnings: string[] = [];
    const app = await setup({ CHAIN_RPC_URL_31337: 'http://127.0.0.1:9' });
    await grow(app.deps, 1);
    const deps = {
      ...app.deps,
      log: { warn: (_: unknown, message: string) => warnings.push(message) },
    };
    expect(await runLogAnchor(deps)).toBe(false);
    expect(warnings).toEqual([expect.stringMatching(/log anchor: the chain did not answer/)]);
    expect(
      await app.deps.db.select().from(logAnchors).where(eq(logAnchors.status, 'pending')),
    ).toEqual([]);
    expect((await anchors(app)).enabled).toBe(true);
  });
});
