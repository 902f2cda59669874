// On-chain ownership claims against a real local EVM: an Ownable token's owner() and an
// AccessControl token's DEFAULT_ADMIN_ROLE holder may claim; others are refused; a transfer of
// ownership on chain moves the project's owner on re-check. Each claim is in the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getAddress, type Address, type Hash } from 'viem';
import {
  accessControlTokenAbi,
  accessControlTokenBytecode,
  ownableTokenAbi,
  ownableTokenBytecode,
} from '@chainreview/contracts';
import type { BuiltApp } from '../../app.ts';
import { auditLogs, notifications, projects } from '../../db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject } from '../../../test/fixtures.ts';
import { startTestChain, type TestChain } from '../../../test/local-chain.ts';

let testDb: TestDatabase;
let built: BuiltApp;
let chain: TestChain;
let ownable: Address;
let accessControl: Address;

const deploy = async (hash: Hash) => {
  const receipt = await chain.mined(hash);
  return getAddress(receipt.contractAddress!);
};

beforeAll(async () => {
  [testDb, chain] = await Promise.all([createTestDatabase(), startTestChain()]);
  const deployer = chain.clients.walletFor(chain.wallets[0]!.address);
  ownable = await deploy(
    await deployer.deployContract({
      abi: ownableTokenAbi,
      bytecode: ownableTokenBytecode,
      args: ['Owned Token', 'OWN', chain.wallets[2]!.address],
    }),
  );
  accessControl = await deploy(
    await deployer.deployContract({
      abi: accessControlTokenAbi,
      bytecode: accessControlTokenBytecode,
      args: ['Role Token', 'ROLE', chain.wallets[3]!.address],
    }),
  );
  // bsc and ethereum projects are read on the local chain
  built = await createTestApp(testDb, {
    env: { ...chain.env, CHAIN_RPC_URL_56: chain.rpcUrl, CHAIN_RPC_URL_1: chain.rpcUrl },
  });
});
afterAll(async () => {
  await built?.app.close();
  await chain?.close();
  await testDb?.cleanup();
});

const post = (url: string, headers: Record<string, string>) =>
  built.app.inject({ method: 'POST', url, headers });
const projectRow = async (id: number) =>
  (await built.deps.db.select().from(projects).where(eq(projects.id, id)))[0]!;

describe('on-chain ownership claim', () => {
  it("accepts the Ownable owner(), records the proof, and gives the owner's rights at once", async () => {
    const project = await insertProject(built.deps.db, { chain: 'bsc', contractAddress: ownable });
    const owner = await signIn(built.app, chain.wallets[2]!);
    const before = await built.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      headers: owner.auth,
      payload: { description: 'Before the claim.' },
    });
    expect(before.statusCode).toBe(403);

    const res = await post(`/api/projects/${project.id}/claim-ownership`, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.proof).toBe('ownable');
    expect((await projectRow(project.id)).ownerAddress).toBe(
      chain.wallets[2]!.address.toLowerCase(),
    );
    const [audit] = await built.deps.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'project.claim'), eq(auditLogs.targetId, String(project.id))),
      );
    expect(audit!.actorId).toBe(Number(owner.user.id));
    expect(audit!.proof).toMatchObject({
      method: 'ownable',
      contract: ownable,
      chainId: 56,
      owner: chain.wallets[2]!.address,
    });
    const [note] = await built.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, Number(owner.user.id)));
    expect(note).toMatchObject({ type: 'moderation', meta: { event: 'ownership_claimed' } });

    // owner's rights: the edit goes through, and it is audited as an owner edit
    const edit = await built.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      headers: owner.auth,
      payload: { description: 'Written by the proven owner.' },
    });
    expect(edit.statusCode).toBe(200);
    const edits = await built.deps.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'project.owner_edit'), eq(auditLogs.targetId, String(project.id))),
      );
    expect(edits).toHaveLength(1);
    expect(edits[0]!.after).toMatchObject({ description: 'Written by the proven owner.' });
    expect(edits[0]!.before).toMatchObject({ description: null });
  });

  it('refuses another wallet and writes nothing', async () => {
    const project = await insertProject(built.deps.db, {
      chain: 'ethereum',
      contractAddress: ownable,
    });
    const other = await signIn(built.app, chain.wallets[4]!);
    const res = await post(`/api/projects/${project.id}/claim-ownership`, other.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual(['ownership_not_proven']);
    expect((await projectRow(project.id)).ownerAddress).toBeNull();
    const rows = await built.deps.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(project.id)));
    expect(rows).toHaveLength(0);
  });

  it('accepts the holder of DEFAULT_ADMIN_ROLE on an AccessControl token', async () => {
    const project = await insertProject(built.deps.db, {
      chain: 'bsc',
      contractAddress: accessControl,
    });
    const refused = await post(
      `/api/projects/${project.id}/claim-ownership`,
      (await signIn(built.app, chain.wallets[2]!)).auth,
    );
    expect(refused.json().message).toEqual(['ownership_not_proven']);
    const admin = await signIn(built.app, chain.wallets[3]!);
    const res = await post(`/api/projects/${project.id}/claim-ownership`, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.proof).toBe('access_control');
  });

  it('answers clearly for projects without a contract or a readable chain', async () => {
    const user = await signIn(built.app, chain.wallets[5]!);
    const noContract = await insertProject(built.deps.db, { chain: 'non_evm' });
    const a = await post(`/api/projects/${noContract.id}/claim-ownership`, user.auth);
    expect(a.statusCode).toBe(400);
    expect(a.json().message).toEqual(['project_has_no_contract']);
    // no RPC configured for Polygon in this test
    const polygon = await insertProject(built.deps.db, {
      chain: 'polygon',
      contractAddress: ownable,
    });
    const b = await post(`/api/projects/${polygon.id}/claim-ownership`, user.auth);
    expect(b.statusCode).toBe(503);
    expect(b.json().message).toEqual(['chain_unavailable']);
    // an address with no code is no proof
    const empty = await insertProject(built.deps.db, {
      chain: 'bsc',
      contractAddress: chain.wallets[6]!.address,
    });
    const c = await post(`/api/projects/${empty.id}/claim-ownership`, user.auth);
    expect(c.json().message).toEqual(['ownership_not_proven']);
    expect((await post('/api/projects/999999/claim-ownership', user.auth)).statusCode).toBe(404);
    expect((await post(`/api/projects/${empty.id}/claim-ownership`, {})).statusCode).toBe(401);
  });

  it('moves the owner when ownership is transferred on chain and re-checked', async () => {
    const deployer = chain.clients.walletFor(chain.wallets[0]!.address);
    const token = await deploy(
      await deployer.deployContract({
        abi: ownableTokenAbi,
        bytecode: ownableTokenBytecode,
        args: ['Moving Token', 'MOVE', chain.wallets[7]!.address],
      }),
    );
    const project = await insertProject(built.deps.db, { chain: 'bsc', contractAddress: token });
    const first = await signIn(built.app, chain.wallets[7]!);
    expect((await post(`/api/projects/${project.id}/claim-ownership`, first.auth)).statusCode).toBe(
      200,
    );
    // nothing changed yet: the re-check keeps the owner
    const same = await post(`/api/projects/${project.id}/recheck-ownership`, first.auth);
    expect(same.json().data.changed).toBe(false);

    await chain.mined(
      await chain.clients.walletFor(chain.wallets[7]!.address).writeContract({
        address: token,
        abi: ownableTokenAbi,
        functionName: 'transferOwnership',
        args: [chain.wallets[8]!.address],
      }),
    );
    const anyone = await signIn(built.app, chain.wallets[9]!);
    const moved = await post(`/api/projects/${project.id}/recheck-ownership`, anyone.auth);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.changed).toBe(true);
    expect((await projectRow(project.id)).ownerAddress).toBe(
      chain.wallets[8]!.address.toLowerCase(),
    );
    // the former owner lost the rights
    const edit = await built.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      headers: first.auth,
      payload: { description: 'No longer mine.' },
    });
    expect(edit.statusCode).toBe(403);
    const [recheck] = await built.deps.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'project.claim_recheck'),
          eq(auditLogs.targetId, String(project.id)),
        ),
      );
    expect(recheck!.before).toEqual({ ownerAddress: chain.wallets[7]!.address.toLowerCase() });
    expect(recheck!.proof).toMatchObject({ method: 'ownable', owner: chain.wallets[8]!.address });
  });
});
