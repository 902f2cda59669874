// The outsider's verifier (tools/verify-log, no code of the server) against a real server:
// demo data logged, signed and unsigned reviews, the log anchored on a local EVM. It passes,
// passes again after writes (consistency with what it saw), and fails, naming the problem, when
// a stored leaf is rewritten, when the checkpoint is signed by another key, and when the chain
// holds an anchor the served log does not reach.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PrivateKeyAccount } from 'viem/accounts';
import { logAnchorAbi } from '@chainreview/contracts';
import { devLogAnchorKey } from '@chainreview/contracts/dev-chain';
import { processContent, reviewTypedData } from '@chainreview/shared';
import { verifyLog, type VerifyResult } from '../../../tools/verify-log/src/verify.ts';
import type { BuiltApp } from '../src/app.ts';
import { tlogEntries } from '../src/db/schema.ts';
import { transaction } from '../src/db/transaction.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { anchorOnce } from '../src/modules/anchor/index.ts';
import { backfillLog, makeCheckpoint } from '../src/modules/tlog/index.ts';
import { signerFromSeed } from '../src/lib/note-key.ts';
import {
  createTestApp,
  createTestDatabase,
  newWallet,
  signIn,
  type TestDatabase,
} from './helper.ts';
import { insertProject } from './fixtures.ts';
import { startTestChain, type TestChain } from './local-chain.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let testDb: TestDatabase;
let built: BuiltApp;
let chain: TestChain;
let site: string;
let dir: string;
const adminWallet = newWallet();

beforeAll(async () => {
  [testDb, chain] = await Promise.all([createTestDatabase(), startTestChain()]);
  built = await createTestApp(testDb, {
    env: {
      ...chain.env,
      ADMIN_ADDRESSES: adminWallet.address,
      LOG_ANCHOR_ADDRESS: chain.logAnchorAddress,
      LOG_ANCHOR_PRIVATE_KEY: devLogAnchorKey(),
    },
  });
  await seedDemo(built.deps.db, { now: new Date() });
  await transaction(built.deps, (tx) => backfillLog(tx));
  site = await built.app.listen({ host: '127.0.0.1', port: 0 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-log-'));
}, 180_000);
afterAll(async () => {
  await built?.app.close();
  await testDb?.cleanup();
  await chain?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const doc = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
const draft = (seed: string, rate = 4) => ({
  title: `${seed} review title`,
  content: doc(`${seed}: the team ships on time, the docs are clear and the community helps.`),
  rate,
  language: 'en' as const,
});

async function signedDraft(
  wallet: PrivateKeyAccount,
  project: { id: number; chain: string; contractAddress: string | null },
  seed: string,
  rate = 4,
) {
  const body = draft(seed, rate);
  const processed = processContent(body.content);
  if (!processed.ok) throw new Error(processed.error);
  const signedAt = Math.floor(Date.now() / 1000);
  const site = built.deps.config.publicOrigin.uri;
  const chainId = 56;
  const typed = reviewTypedData({
    site,
    chainId,
    author: wallet.address,
    project,
    rate,
    title: body.title,
    content: processed.value.content,
    language: body.language,
    signedAt,
  });
  return {
    ...body,
    signature: { signature: await wallet.signTypedData(typed), signedAt, chainId, site },
  };
}

/** A signed review, edited (signed again), an unsigned one, a reply; checkpointed and anchored. */
async function write(seed: string) {
  const project = await insertProject(built.deps.db, {});
  const wallet = newWallet();
  const { auth } = await signIn(built.app, wallet);
  const created = await built.app.inject({
    method: 'POST',
    url: `/api/project/${project.id}/reviews`,
    payload: await signedDraft(wallet, project, `${seed} signed`),
    headers: auth,
  });
  expect(created.statusCode).toBe(200);
  const id = created.json().data.id as string;
  const edited = await built.app.inject({
    method: 'PUT',
    url: `/api/reviews/${id}`,
    payload: await signedDraft(wallet, project, `${seed} signed, edited`, 2),
    headers: auth,
  });
  expect(edited.statusCode).toBe(200);
  const other = await signIn(built.app, newWallet());
  const unsigned = await built.app.inject({
    method: 'POST',
    url: `/api/project/${project.id}/reviews`,
    payload: draft(`${seed} unsigned`),
    headers: other.auth,
  });
  expect(unsigned.statusCode).toBe(200);
  const reply = await built.app.inject({
    method: 'POST',
    url: `/api/reviews/${id}/replies`,
    payload: { content: 'Thanks, agreed.' },
    headers: other.auth,
  });
  expect(reply.statusCode).toBe(200);
  await checkpointAndAnchor();
}

/** The anchor job's clock: each run an hour later, so every write is due for an anchor. */
let hoursLater = 0;
async function checkpointAndAnchor() {
  const checkpoint = await makeCheckpoint(built.deps);
  const later = { ...built.deps, now: () => new Date(Date.now() + 3_600_000 * ++hoursLater) };
  // the first run sends, the second confirms (one confirmation on the dev chain)
  await anchorOnce(later);
  await anchorOnce(later);
  return checkpoint;
}

const run = (state: string, extra: Partial<Parameters<typeof verifyLog>[0]> = {}, at = site) => {
  const lines: string[] = [];
  return verifyLog({ site: at, statePath: state, print: (l) => lines.push(l), ...extra }).then(
    (result) => ({ result, output: lines.join('\n') }),
  );
};

/** `npm run verify-log -- <site> --state <file>`, as an outsider runs it. */
function cli(args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tools/verify-log/src/cli.ts', ...args],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout }));
  });
}

async function leafCounts() {
  const rows = await built.deps.db
    .select({ kind: tlogEntries.kind, n: sql<number>`count(*)::int` })
    .from(tlogEntries)
    .groupBy(tlogEntries.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, r.n])) as Record<string, number>;
}

describe('npm run verify-log', () => {
  const state = () => path.join(dir, 'state.json');
  let first: VerifyResult;

  it('verifies the whole log of a server with demo data, and exits 0 from the command line', async () => {
    await write('First');
    const checkpoint = await makeCheckpoint(built.deps);
    const { result, output } = await run(state());
    expect(result.failures, output).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.consistency).toBe('first-run');
    const counts = await leafCounts();
    expect(result.treeSize).toBe(checkpoint.size);
    expect(result.counts).toMatchObject({
      entries: checkpoint.size,
      reviewVersions: counts.review_version,
      replies: counts.reply ?? 0,
      moderation: counts.moderation ?? 0,
      signed: expect.any(Number),
    });
    // the demo data spans several tiles: level 1 exists
    expect(checkpoint.size).toBeGreaterThan(256);
    expect(result.counts.hashTiles).toBeGreaterThan(result.counts.entryBundles);
    expect(result.counts.signed).toBeGreaterThanOrEqual(2);
    expect(result.counts.anchorsChecked).toBeGreaterThanOrEqual(1);
    expect(result.counts.exportLines).toBeGreaterThan(0);
    expect(output).toMatch(/OK$/);
    first = result;

    const fromCli = await cli([site, '--state', path.join(dir, 'cli-state.json')]);
    expect(fromCli.stdout).toMatch(/signature OK/);
    expect(fromCli.code, fromCli.stdout).toBe(0);
  });

  it('checks consistency with what it saw after more writes', async () => {
    await write('Second');
    const admin = await signIn(built.app, adminWallet);
    const [victim] = await built.deps.db
      .execute(sql`select id from reviews where status = 'active' order by id limit 1`)
      .then(
        (r) =>
          (r as unknown as { rows?: Array<{ id: number }> }).rows ??
          (r as unknown as Array<{ id: number }>),
      );
    const blocked = await built.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${victim!.id}/status`,
      payload: { status: 'blocked', reason: 'Copied from another site', reasonCategory: 'other' },
      headers: admin.auth,
    });
    expect(blocked.statusCode).toBe(200);
    const checkpoint = await checkpointAndAnchor();
    const { result, output } = await run(state());
    expect(result.failures, output).toEqual([]);
    expect(result.consistency).toBe('grown');
    expect(result.treeSize).toBe(checkpoint.size);
    expect(result.treeSize).toBeGreaterThan(first.treeSize);
    expect(result.counts.moderation).toBeGreaterThan(first.counts.moderation);
    expect(output).toMatch(new RegExp(`grew from ${first.treeSize} leaves`));
  });

  it('fails, naming the leaf, when a stored leaf is rewritten', async () => {
    const [row] = await built.deps.db
      .select()
      .from(tlogEntries)
      .where(eq(tlogEntries.kind, 'review_version'))
      .orderBy(tlogEntries.idx)
      .limit(1)
      .offset(3);
    const index = Number(row!.idx);
    const original = Buffer.from(row!.data);
    const entry = JSON.parse(original.toString('utf8')) as Record<string, unknown>;
    const tampered = Buffer.from(JSON.stringify({ ...entry, rate: entry.rate === 1 ? 5 : 1 }));
    await built.deps.db
      .update(tlogEntries)
      .set({ data: tampered })
      .where(eq(tlogEntries.idx, index));
    try {
      const { result, output } = await run(state());
      expect(result.ok).toBe(false);
      expect(
        result.failures.some((f) => f.startsWith(`leaf ${index}:`)),
        output,
      ).toBe(true);
      const fromCli = await cli([site, '--state', state()]);
      expect(fromCli.code).toBe(1);
      expect(fromCli.stdout).toContain(`leaf ${index}`);
    } finally {
      await built.deps.db
        .update(tlogEntries)
        .set({ data: original })
        .where(eq(tlogEntries.idx, index));
    }
    // a failed run remembers nothing: put back, the log verifies again
    expect((await run(state())).result.ok).toBe(true);
  });

  it('fails on a checkpoint signed by another key (a forged checkpoint)', async () => {
    const real = (await (await fetch(`${site}/api/public/log/key`)).json()) as {
      keyName: string;
      verifierKey: string;
      origin: string;
    };
    const forger = signerFromSeed(real.keyName, crypto.randomBytes(32));
    // a man in the middle: the real log, but its own key and checkpoint signature
    const proxy = http.createServer(async (req, res) => {
      const upstream = await fetch(`${site}${req.url}`);
      let body = Buffer.from(await upstream.arrayBuffer());
      if (req.url === '/api/public/log/checkpoint') {
        const text = body.toString('utf8');
        const signed = text.slice(0, text.lastIndexOf('\n\n') + 1);
        body = Buffer.from(`${signed}\n${forger.sign(signed)}`);
      } else if (req.url === '/api/public/log/key') {
        body = Buffer.from(JSON.stringify({ ...real, verifierKey: forger.verifierKey }));
      }
      res.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? '',
      });
      res.end(body);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const forged = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
    try {
      // the key it trusts (pinned): the forged signature is not by it
      const pinned = await run(path.join(dir, 'pinned.json'), { key: real.verifierKey }, forged);
      expect(pinned.result.ok).toBe(false);
      expect(pinned.result.failures.join('\n')).toMatch(/checkpoint: no signature by/);
      // the key it saw before (its state): the site's key changed
      fs.copyFileSync(state(), path.join(dir, 'forged.json'));
      const raw = JSON.parse(fs.readFileSync(path.join(dir, 'forged.json'), 'utf8')) as {
        site: string;
      };
      fs.writeFileSync(path.join(dir, 'forged.json'), JSON.stringify({ ...raw, site: forged }));
      const seen = await run(path.join(dir, 'forged.json'), {}, forged);
      expect(seen.result.ok).toBe(false);
      expect(seen.result.failures.join('\n')).toMatch(/the log's key changed/);
      const fromCli = await cli([
        forged,
        '--key',
        real.verifierKey,
        '--state',
        path.join(dir, 'cli-forged.json'),
      ]);
      expect(fromCli.code).toBe(1);
      expect(fromCli.stdout).toMatch(/FAIL checkpoint: no signature by/);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('fails when the chain holds an anchor beyond the served log (a rollback)', async () => {
    const checkpoint = await makeCheckpoint(built.deps);
    const anchorer = chain.clients.walletFor(chain.wallets[8]!.address);
    await chain.mined(
      await anchorer.writeContract({
        address: chain.logAnchorAddress,
        abi: logAnchorAbi,
        functionName: 'anchor',
        args: [BigInt(checkpoint.size + 10), `0x${'ab'.repeat(32)}`],
      }),
    );
    const { result } = await run(path.join(dir, 'rollback.json'));
    expect(result.ok).toBe(false);
    expect(result.failures.join('\n')).toMatch(
      new RegExp(
        `chain anchors size ${checkpoint.size + 10}, more than the ${checkpoint.size} leaves`,
      ),
    );
  });
});
