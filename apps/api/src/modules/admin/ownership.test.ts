// On-chain ownership claims against a real local EVM: an Ownable token's owner() and an
// AccessControl token's DEFAULT_ADMIN_ROLE holder may claim; others are refused; a transfer of
// ownership on chain moves the project's owner on re-check. Each claim is in the audit trail.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { getAddress, type Address, type Hash } from 'viem';
import {
  accessControlTokenAbi,
  accessControlTokenBytecode,
  mockBusdAbi,
  mockBusdBytecode,
  ownableTokenAbi,
  ownableTokenBytecode,
} from '@chainreview/contracts';
import { buildApp, type BuiltApp } from '../../app.ts';
import { readCreation } from '../../chain/ownership.ts';
import { auditLogs, notifications, projects } from '../../db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  signIn,
  testConfig,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject, randomAddress } from '../../../test/fixtures.ts';
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
const auditOf = (projectId: number, action: string) =>
  built.deps.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, String(projectId))));
const eventsOf = async (userId: string | number) =>
  (
    await built.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, Number(userId)))
  ).map((n) => ({ event: (n.meta as { event?: string }).event, projectId: n.projectId }));
const wallet = (i: number) => chain.clients.walletFor(chain.wallets[i]!.address);
const lower = (i: number) => chain.wallets[i]!.address.toLowerCase();
/** An Ownable token owned by wallet `owner`, deployed by wallet `from`. */
const ownableToken = async (owner: number, from = 0) =>
  deploy(
    await wallet(from).deployContract({
      abi: ownableTokenAbi,
      bytecode: ownableTokenBytecode,
      args: ['Some Token', 'SOME', chain.wallets[owner]!.address],
    }),
  );
const mine = async (blocks: number) => {
  for (let i = 0; i < blocks; i++)
    await chain.evm.provider.request({ method: 'evm_mine' } as never);
};

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

  it('tells the former owner and audits it when the new on-chain owner claims directly', async () => {
    const token = await ownableToken(2);
    const project = await insertProject(built.deps.db, { chain: 'bsc', contractAddress: token });
    const first = await signIn(built.app, chain.wallets[2]!);
    expect((await post(`/api/projects/${project.id}/claim-ownership`, first.auth)).statusCode).toBe(
      200,
    );
    await chain.mined(
      await wallet(2).writeContract({
        address: token,
        abi: ownableTokenAbi,
        functionName: 'transferOwnership',
        args: [chain.wallets[4]!.address],
      }),
    );
    const next = await signIn(built.app, chain.wallets[4]!);
    const res = await post(`/api/projects/${project.id}/claim-ownership`, next.auth);
    expect(res.statusCode).toBe(200);
    expect((await projectRow(project.id)).ownerAddress).toBe(lower(4));
    const claims = await auditOf(project.id, 'project.claim');
    expect(claims.map((c) => [c.before, c.after])).toEqual([
      [{ ownerAddress: null }, { ownerAddress: lower(2) }],
      [{ ownerAddress: lower(2) }, { ownerAddress: lower(4) }],
    ]);
    expect(await eventsOf(first.user.id)).toContainEqual({
      event: 'ownership_lost',
      projectId: project.id,
    });
    expect(await eventsOf(next.user.id)).toContainEqual({
      event: 'ownership_claimed',
      projectId: project.id,
    });
    // the former owner can no longer claim it back
    const back = await post(`/api/projects/${project.id}/claim-ownership`, first.auth);
    expect(back.json().message).toEqual(['ownership_not_proven']);
  });

  it('notifies both sides when a re-check moves the owner, and clears a renounced owner', async () => {
    const token = await ownableToken(5);
    const project = await insertProject(built.deps.db, { chain: 'bsc', contractAddress: token });
    const owner = await signIn(built.app, chain.wallets[5]!);
    await post(`/api/projects/${project.id}/claim-ownership`, owner.auth);
    await chain.mined(
      await wallet(5).writeContract({
        address: token,
        abi: ownableTokenAbi,
        functionName: 'transferOwnership',
        args: [chain.wallets[6]!.address],
      }),
    );
    const next = await signIn(built.app, chain.wallets[6]!);
    // an admin's re-check moves it just as anybody's does
    const moved = await post(`/api/projects/${project.id}/recheck-ownership`, owner.auth);
    expect(moved.json().data.changed).toBe(true);
    expect((await projectRow(project.id)).ownerAddress).toBe(lower(6));
    expect(await eventsOf(owner.user.id)).toContainEqual({
      event: 'ownership_lost',
      projectId: project.id,
    });
    expect(await eventsOf(next.user.id)).toContainEqual({
      event: 'ownership_claimed',
      projectId: project.id,
    });

    await chain.mined(
      await wallet(6).writeContract({
        address: token,
        abi: ownableTokenAbi,
        functionName: 'renounceOwnership',
      }),
    );
    const cleared = await post(`/api/projects/${project.id}/recheck-ownership`, owner.auth);
    expect(cleared.json().data.changed).toBe(true);
    expect((await projectRow(project.id)).ownerAddress).toBeNull();
    const rechecks = await auditOf(project.id, 'project.claim_recheck');
    expect(rechecks.map((r) => [r.before, r.after])).toEqual([
      [{ ownerAddress: lower(5) }, { ownerAddress: lower(6) }],
      [{ ownerAddress: lower(6) }, { ownerAddress: null }],
    ]);
    expect((await eventsOf(next.user.id)).filter((e) => e.event === 'ownership_lost')).toHaveLength(
      1,
    );
    // a renounced contract names nobody: its deployer (wallet 0) is no proof either
    const deployer = await signIn(built.app, chain.wallets[0]!);
    const refused = await post(`/api/projects/${project.id}/claim-ownership`, deployer.auth);
    expect(refused.json().message).toEqual(['ownership_not_proven']);
    // nothing changed: no further audit row
    await post(`/api/projects/${project.id}/recheck-ownership`, deployer.auth);
    expect(await auditOf(project.id, 'project.claim_recheck')).toHaveLength(2);
  });

  it('re-checks an AccessControl admin: a transferred role moves to the new admin, a renounced one clears', async () => {
    const token = await deploy(
      await wallet(0).deployContract({
        abi: accessControlTokenAbi,
        bytecode: accessControlTokenBytecode,
        args: ['Role Token 2', 'ROLE2', chain.wallets[7]!.address],
      }),
    );
    const project = await insertProject(built.deps.db, { chain: 'bsc', contractAddress: token });
    const admin = await signIn(built.app, chain.wallets[7]!);
    expect((await post(`/api/projects/${project.id}/claim-ownership`, admin.auth)).statusCode).toBe(
      200,
    );
    const role = `0x${'0'.repeat(64)}` as const;
    await chain.mined(
      await wallet(7).writeContract({
        address: token,
        abi: accessControlTokenAbi,
        functionName: 'grantRole',
        args: [role, chain.wallets[8]!.address],
      }),
    );
    await chain.mined(
      await wallet(7).writeContract({
        address: token,
        abi: accessControlTokenAbi,
        functionName: 'renounceRole',
        args: [role, chain.wallets[7]!.address],
      }),
    );
    // the new admin asks for the re-check: the role moves to them
    const next = await signIn(built.app, chain.wallets[8]!);
    const moved = await post(`/api/projects/${project.id}/recheck-ownership`, next.auth);
    expect(moved.json().data.changed).toBe(true);
    expect((await projectRow(project.id)).ownerAddress).toBe(lower(8));
    const [recheck] = await auditOf(project.id, 'project.claim_recheck');
    expect(recheck!.proof).toMatchObject({
      method: 'access_control',
      claimant: chain.wallets[8]!.address,
    });
    expect(await eventsOf(admin.user.id)).toContainEqual({
      event: 'ownership_lost',
      projectId: project.id,
    });

    // the admin role given up: anybody's re-check clears the owner
    await chain.mined(
      await wallet(8).writeContract({
        address: token,
        abi: accessControlTokenAbi,
        functionName: 'renounceRole',
        args: [role, chain.wallets[8]!.address],
      }),
    );
    const anyone = await signIn(built.app, chain.wallets[9]!);
    const cleared = await post(`/api/projects/${project.id}/recheck-ownership`, anyone.auth);
    expect(cleared.json().data.changed).toBe(true);
    expect((await projectRow(project.id)).ownerAddress).toBeNull();
    expect(await auditOf(project.id, 'project.claim_recheck')).toHaveLength(2);
    expect((await eventsOf(next.user.id)).map((e) => e.event)).toContain('ownership_lost');
  });

  it("accepts the contract's deployer, found from the creation transaction, when the contract names no owner", async () => {
    await mine(40);
    const hash = await wallet(5).deployContract({ abi: mockBusdAbi, bytecode: mockBusdBytecode });
    const token = await deploy(hash);
    await mine(25);
    const creation = await readCreation(chain.clients.publicClient as never, token);
    expect(creation).toMatchObject({
      creator: chain.wallets[5]!.address,
      hash,
      source: 'archive',
    });

    const project = await insertProject(built.deps.db, { chain: 'bsc', contractAddress: token });
    const other = await signIn(built.app, chain.wallets[6]!);
    const refused = await post(`/api/projects/${project.id}/claim-ownership`, other.auth);
    expect(refused.json().message).toEqual(['ownership_not_proven']);
    const deployer = await signIn(built.app, chain.wallets[5]!);
    const res = await post(`/api/projects/${project.id}/claim-ownership`, deployer.auth);
    expect(res.json()).toMatchObject({ data: { proof: 'deployer' } });
    const [audit] = await auditOf(project.id, 'project.claim');
    expect(audit!.proof).toMatchObject({
      method: 'deployer',
      creationTx: hash,
      creationSource: 'archive',
      claimant: chain.wallets[5]!.address,
    });
    // the deployer stays the owner on re-check (the creation never changes)
    const same = await post(`/api/projects/${project.id}/recheck-ownership`, other.auth);
    expect(same.json().data.changed).toBe(false);
  });

  it('does not count the deployer of a contract that names an owner or an admin', async () => {
    // wallet 0 deployed both, but owner() names wallet 2 and the role is wallet 3's
    const deployer = await signIn(built.app, chain.wallets[0]!);
    for (const contract of [ownable, accessControl]) {
      const project = await insertProject(built.deps.db, {
        chain: 'eth',
        contractAddress: contract,
      });
      const res = await post(`/api/projects/${project.id}/claim-ownership`, deployer.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toEqual(['ownership_not_proven']);
    }
  });

  it("reads the demo's dev-chain tokens on the dev chain whatever chain their project names", async () => {
    const token = await ownableToken(3);
    const demo = await buildApp({
      config: {
        ...testConfig({ CHAIN_RPC_URL_31337: chain.rpcUrl }),
        devChainContracts: [token.toLowerCase()],
      },
      database: testDb.database,
      logger: false,
    });
    try {
      const project = await insertProject(demo.deps.db, { chain: 'bsc', contractAddress: token });
      const owner = await signIn(demo.app, chain.wallets[3]!);
      const res = await demo.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/claim-ownership`,
        headers: owner.auth,
      });
      expect(res.statusCode).toBe(200);
      const [audit] = await auditOf(project.id, 'project.claim');
      expect(audit!.proof).toMatchObject({ method: 'ownable', chainId: 31337 });
      // another BNB Chain project is not read on the dev chain (no BNB Chain RPC here)
      const other = await insertProject(demo.deps.db, {
        chain: 'bsc',
        contractAddress: randomAddress(),
      });
      const refused = await demo.app.inject({
        method: 'POST',
        url: `/api/projects/${other.id}/claim-ownership`,
        headers: owner.auth,
      });
      expect(refused.statusCode).toBe(503);
    } finally {
      await demo.app.close();
    }
  });

  it('writes no owner and no audit row when the claim fails inside its transaction', async () => {
    const token = await ownableToken(9);
    const project = await insertProject(built.deps.db, { chain: 'bsc', contractAddress: token });
    const claimant = await signIn(built.app, chain.wallets[9]!);
    // the notification (the claim's last write) fails for this user only
    await built.deps.db.execute(
      sql.raw(`
      create function test_fail_claim() returns trigger language plpgsql as $$
      begin
        if new.user_id = ${Number(claimant.user.id)} then raise exception 'notification refused'; end if;
        return new;
      end; $$`),
    );
    await built.deps.db.execute(
      sql.raw(`create trigger test_fail_claim before insert on notifications
        for each row execute function test_fail_claim()`),
    );
    try {
      const res = await post(`/api/projects/${project.id}/claim-ownership`, claimant.auth);
      expect(res.statusCode).toBe(500);
      expect((await projectRow(project.id)).ownerAddress).toBeNull();
      expect(await auditOf(project.id, 'project.claim')).toHaveLength(0);
    } finally {
      await built.deps.db.execute(sql.raw('drop trigger test_fail_claim on notifications'));
      await built.deps.db.execute(sql.raw('drop function test_fail_claim()'));
    }
    const again = await post(`/api/projects/${project.id}/claim-ownership`, claimant.auth);
    expect(again.statusCode).toBe(200);
    expect(await auditOf(project.id, 'project.claim')).toHaveLength(1);
  });

  it("takes the deployer from an Otterscan node's ots_getContractCreator, and refuses where no node can tell", async () => {
    const deployHash = await wallet(4).deployContract({
      abi: mockBusdAbi,
      bytecode: mockBusdBytecode,
    });
    const known = await deploy(deployHash);
    const unknown = await deploy(
      await wallet(4).deployContract({ abi: mockBusdAbi, bytecode: mockBusdBytecode }),
    );
    // a node that speaks Otterscan's API but keeps no historical state (like a pruned Erigon):
    // ots_getContractCreator for the contracts it indexed, historical eth_getCode refused
    const otsCalls: string[] = [];
    const node = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', async () => {
        const msg = JSON.parse(body) as { id: number; method: string; params: unknown[] };
        const reply = (payload: object) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ jsonrpc: '2.0', id: msg.id, ...payload }));
        };
        if (msg.method === 'ots_getContractCreator') {
          const [address] = msg.params as [string];
          otsCalls.push(address.toLowerCase());
          return reply({
            result:
              address.toLowerCase() === known.toLowerCase()
                ? { hash: deployHash, creator: chain.wallets[4]!.address.toLowerCase() }
                : null,
          });
        }
        if (msg.method === 'eth_getCode' && msg.params[1] !== 'latest')
          return reply({ error: { code: -32000, message: 'missing trie node' } });
        const forwarded = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        res.setHeader('content-type', 'application/json');
        res.end(await forwarded.text());
      });
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
    const otterscan = await createTestApp(testDb, { env: { CHAIN_RPC_URL_10: url } });
    try {
      const claim = async (contract: Address) => {
        const project = await insertProject(otterscan.deps.db, {
          chain: 'optimism',
          contractAddress: contract,
        });
        const deployer = await signIn(otterscan.app, chain.wallets[4]!);
        const res = await otterscan.app.inject({
          method: 'POST',
          url: `/api/projects/${project.id}/claim-ownership`,
          headers: deployer.auth,
        });
        return { res, project };
      };
      const ok = await claim(known);
      expect(ok.res.json().data?.proof).toBe('deployer');
      const [audit] = await auditOf(ok.project.id, 'project.claim');
      expect(audit!.proof).toMatchObject({
        method: 'deployer',
        creationTx: deployHash,
        creationSource: 'ots',
        chainId: 10,
      });
      // neither the index nor the state can tell who created this one: no proof
      const refused = await claim(unknown);
      expect(refused.res.statusCode).toBe(403);
      expect(refused.res.json().message).toEqual(['ownership_not_proven']);
      expect(otsCalls).toEqual([known.toLowerCase(), unknown.toLowerCase()]);
    } finally {
      await otterscan.app.close();
      await new Promise((resolve) => node.close(resolve));
    }
  });
});
