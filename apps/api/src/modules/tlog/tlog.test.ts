// The transparency log end to end on a real database: leaves appended in the transaction of
// the change, checkpoints signed in Go's note format and checked with node:crypto alone,
// proofs checked with the RFC 6962 verification of packages/shared, bad parameters refused.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { verifyTypedData } from 'viem';
import {
  entryBytes,
  leafHash,
  parseCheckpoint,
  parseNoteVerifierKey,
  processContent,
  replyEntry,
  reviewContentHash,
  reviewTypedData,
  reviewTypedDataJson,
  tlogFromBase64,
  verifyConsistency,
  verifyInclusion,
} from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import { tlogEntries, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import { backupToken } from '../../db/backup.ts';
import {
  createTestApp,
  createTestDatabase,
  injector,
  newWallet,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject } from '../../../test/fixtures.ts';
import {
  appendEntry,
  currentSize,
  findModerationLeaf,
  latestCheckpoint,
  makeCheckpoint,
  parseSignerKey,
} from './index.ts';
import { parseTileRequest } from './tlog.service.ts';

let testDb: TestDatabase;
let built: BuiltApp;
const adminWallet = newWallet();
beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, { env: { ADMIN_ADDRESSES: adminWallet.address } });
});
afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

const inject = injector(() => built.app);
const doc = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
const body = (seed: string, rate = 4) => ({
  title: `${seed} review title`,
  content: doc(`${seed}: the team ships on time, the docs are clear and the community helps.`),
  rate,
  language: 'en',
});
const entries = () => built.deps.db.select().from(tlogEntries).orderBy(asc(tlogEntries.idx));
const decode = (data: Uint8Array) => JSON.parse(Buffer.from(data).toString('utf8'));

async function checkpointNow() {
  return makeCheckpoint(built.deps);
}

describe('the note format (Go sumdb/note vectors)', () => {
  it('signs the reference note exactly as Go does, with the reference key hash', () => {
    const signer = parseSignerKey(
      'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz',
    );
    expect(signer.verifierKey).toBe(
      'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW',
    );
    const text =
      'If you think cryptography is the answer to your problem,\n' +
      "then you don't know what your problem is.\n";
    expect(`${text}\n${signer.sign(text)}`).toBe(
      `${text}\n— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n`,
    );
    expect(
      parseNoteVerifierKey('EnochRoot+af0cfe78+ATtqJ7zOtqQtYqOo0CpvDXNlMhV3HeJDpjrASKGLWdop'),
    ).toMatchObject({ name: 'EnochRoot', keyHash: 0xaf0cfe78 });
    // Go's mangled keys: a wrong key hash or algorithm is refused
    expect(() =>
      parseSignerKey(
        'PRIVATE+KEY+PeterNeumann+c74f20a4+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz',
      ),
    ).toThrow(/key hash/);
    expect(
      parseNoteVerifierKey('PeterNeumann+173116ae+ZRpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW'),
    ).toBeNull();
  });
});

describe('the transparency log', () => {
  it('logs every review version, reply and moderation decision in order, and proves them', async () => {
    const project = await insertProject(built.deps.db, {});
    const author = await signIn(built.app, newWallet());
    const start = await currentSize(built.deps.db);
    const created = await inject(
      'POST',
      `/api/project/${project.id}/reviews`,
      body('Logged'),
      author.auth,
    );
    expect(created.statusCode).toBe(200);
    const reviewId = created.json().data.id as string;
    // given only the database, it signs with the configuration of the app built here
    const first = await makeCheckpoint(built.deps.db);
    expect(first.size).toBe(start + 1);

    const edited = await inject(
      'PUT',
      `/api/reviews/${reviewId}`,
      body('Logged again', 3),
      author.auth,
    );
    expect(edited.statusCode).toBe(200);
    const replier = await signIn(built.app, newWallet());
    const reply = await inject(
      'POST',
      `/api/reviews/${reviewId}/replies`,
      { content: 'Agreed, good points.' },
      replier.auth,
    );
    expect(reply.statusCode).toBe(200);
    // every answer about the review names the leaf of its version
    const leafOf = (res: { json(): unknown }) =>
      (res.json() as { data: { leafIndex: number } }).data.leafIndex;
    expect(leafOf(edited)).toBe(start + 1);
    expect(leafOf(await inject('GET', `/api/public/reviews/${reviewId}`))).toBe(start + 1);
    expect(leafOf(await inject('GET', `/api/reviews/${reviewId}`, undefined, author.auth))).toBe(
      start + 1,
    );
    const cards = async (url: string, headers?: Record<string, string>) =>
      (
        (await inject('GET', url, undefined, headers)).json() as {
          data: { id: string; leafIndex: number }[];
        }
      ).data;
    for (const list of [
      await cards(`/api/public/project/${project.id}/reviews`),
      await cards(`/api/project/${project.id}/reviews`, author.auth),
      await cards(`/api/public/reviews?projectId=${project.id}`),
    ])
      expect(list.find((c) => c.id === reviewId)?.leafIndex).toBe(start + 1);
    const versions = (await inject('GET', `/api/public/reviews/${reviewId}/versions`)).json() as {
      data: { version: number; leafIndex: number }[];
    };
    expect(versions.data.map((v) => [v.version, v.leafIndex])).toEqual([
      [1, start],
      [2, start + 1],
    ]);
    const admin = await signIn(built.app, adminWallet);
    const blocked = await inject(
      'PUT',
      `/api/admin/reviews/${reviewId}/status`,
      { status: 'blocked', reason: 'Copied from another site', reasonCategory: 'other' },
      admin.auth,
    );
    expect(blocked.statusCode).toBe(200);

    const rows = (await entries()).slice(start);
    expect(rows.map((r) => Number(r.idx))).toEqual([0, 1, 2, 3].map((i) => start + i));
    const [v1, v2, r1, m1] = rows.map((r) => decode(r.data));
    expect(v1).toMatchObject({
      kind: 'review_version',
      v: 1,
      reviewId: Number(reviewId),
      version: 1,
      projectId: project.id,
      author: author.user.address.toLowerCase(),
      rate: 4,
      title: 'Logged review title',
      signature: null,
      typedData: null,
    });
    expect(v2).toMatchObject({ kind: 'review_version', version: 2, rate: 3 });
    expect(r1).toMatchObject({ kind: 'reply', reviewId: Number(reviewId) });
    expect(
      await findModerationLeaf(built.deps.db, {
        targetType: 'review',
        targetId: reviewId,
        decidedAt: new Date(m1.decidedAt),
      }),
    ).toBe(start + 3);
    expect(m1).toEqual({
      kind: 'moderation',
      v: 1,
      action: 'block',
      targetType: 'review',
      targetId: reviewId,
      reasonCategory: 'other',
      decidedAt: expect.stringMatching(/Z$/),
    });
    // the stored bytes are the canonical form and the leaf hash is RFC 6962's
    for (const row of rows) {
      expect(Buffer.from(entryBytes(decode(row.data))).equals(Buffer.from(row.data))).toBe(true);
      expect(Buffer.from(leafHash(row.data)).equals(Buffer.from(row.leafHash))).toBe(true);
    }

    const second = await checkpointNow();
    expect(second.size).toBe(start + 4);
    // every leaf of the run is included in the new checkpoint
    const root = parseCheckpoint(second.note)!.root;
    for (let index = 0; index < second.size; index++) {
      const res = await inject(
        'GET',
        `/api/public/log/proof/inclusion?index=${index}&size=${second.size}`,
      );
      expect(res.statusCode).toBe(200);
      const proof = res.json() as { leafHash: string; proof: string[]; treeSize: number };
      expect(proof.treeSize).toBe(second.size);
      expect(
        verifyInclusion(
          proof.proof.map(tlogFromBase64),
          second.size,
          root,
          index,
          tlogFromBase64(proof.leafHash),
        ),
      ).toBe(true);
    }
    // and the tree of the first checkpoint is a prefix of the second
    const consistency = await inject(
      'GET',
      `/api/public/log/proof/consistency?from=${first.size}&to=${second.size}`,
    );
    expect(consistency.statusCode).toBe(200);
    const oldRoot = parseCheckpoint(first.note)!.root;
    const proof = (consistency.json() as { proof: string[] }).proof.map(tlogFromBase64);
    expect(verifyConsistency(proof, second.size, root, first.size, oldRoot)).toBe(true);
    expect(verifyConsistency(proof, second.size, root, first.size, root)).toBe(false);
  });

  it('logs a signed version with its signature and exactly its typed data', async () => {
    const project = await insertProject(built.deps.db, {});
    const wallet = newWallet();
    const author = await signIn(built.app, wallet);
    const draft = body('Signed');
    const processed = processContent(draft.content);
    if (!processed.ok) throw new Error(processed.error);
    const signedAt = Math.floor(Date.now() / 1000);
    const site = built.deps.config.publicOrigin.uri;
    const chainId = 56;
    const typed = reviewTypedData({
      site,
      chainId,
      author: wallet.address,
      project,
      rate: draft.rate,
      title: draft.title,
      content: processed.value.content,
      language: draft.language,
      signedAt,
    });
    const signature = await wallet.signTypedData(typed);
    const before = await currentSize(built.deps.db);
    const res = await inject(
      'POST',
      `/api/project/${project.id}/reviews`,
      { ...draft, signature: { signature, signedAt, chainId, site } },
      author.auth,
    );
    expect(res.statusCode).toBe(200);
    const [row] = (await entries()).slice(before);
    const leaf = decode(row!.data);
    expect(leaf).toMatchObject({
      kind: 'review_version',
      signature,
      contentHash: reviewContentHash(processed.value.content),
    });
    expect(leaf.typedData).toEqual(JSON.parse(JSON.stringify(reviewTypedDataJson(typed.message))));
    // the leaf alone is enough to check the author's signature
    expect(
      await verifyTypedData({ ...leaf.typedData, address: wallet.address, signature } as never),
    ).toBe(true);
  });

  it('serves a checkpoint whose signature verifies with the published key (node:crypto only)', async () => {
    await inject(
      'POST',
      `/api/project/${(await insertProject(built.deps.db, {})).id}/reviews`,
      body('Key'),
      (await signIn(built.app, newWallet())).auth,
    );
    await checkpointNow();
    const key = await inject('GET', '/api/public/log/key');
    expect(key.statusCode).toBe(200);
    expect(key.headers['access-control-allow-origin']).toBe('*');
    const { origin, keyName, verifierKey, publicKey } = key.json();
    const res = await inject('GET', '/api/public/log/checkpoint');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const note = res.body;
    const lines = note.split('\n');
    expect(lines[0]).toBe(origin);
    expect(lines[1]).toMatch(/^[1-9]\d*$/);
    expect(Buffer.from(lines[2]!, 'base64')).toHaveLength(32);
    expect(lines[3]).toBe('');
    const match = /^— (\S+) (\S+)$/.exec(lines[4]!)!;
    expect(match[1]).toBe(keyName);
    // the verifier key: name + keyhash + base64(0x01 || key), keyhash = SHA-256(name\n 0x01 key)[:4]
    const raw = Buffer.from(publicKey, 'base64');
    const [, vName, vHash, vKey] = /^([^+]+)\+([0-9a-f]{8})\+(.+)$/.exec(verifierKey)!;
    expect(vName).toBe(keyName);
    expect(Buffer.from(vKey!, 'base64').equals(Buffer.concat([Buffer.of(1), raw]))).toBe(true);
    const keyHash = crypto
      .createHash('sha256')
      .update(Buffer.concat([Buffer.from(`${keyName}\n`), Buffer.of(1), raw]))
      .digest()
      .subarray(0, 4);
    expect(keyHash.toString('hex')).toBe(vHash);
    const sig = Buffer.from(match[2]!, 'base64');
    expect(sig.subarray(0, 4).equals(keyHash)).toBe(true);
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), raw]);
    const signed = Buffer.from(lines.slice(0, 3).join('\n') + '\n');
    const verify = (message: Buffer) =>
      crypto.verify(
        null,
        message,
        crypto.createPublicKey({ key: spki, format: 'der', type: 'spki' }),
        sig.subarray(4),
      );
    expect(verify(signed)).toBe(true);
    expect(
      verify(
        Buffer.from(signed.toString().replace(/\n(\d+)\n/, (_m, n) => `\n${Number(n) + 1}\n`)),
      ),
    ).toBe(false);
  });

  it('logs a report decision with its reason category, and an automatic hide', async () => {
    const project = await insertProject(built.deps.db, {});
    const author = await signIn(built.app, newWallet());
    const review = (
      await inject('POST', `/api/project/${project.id}/reviews`, body('Reported'), author.auth)
    ).json().data;
    // two trusted members' reports weigh enough to hide the review pending a decision
    const reasons = ['deliberately_fud', 'do_not_spam'] as const;
    let hiddenAt = 0;
    for (const reason of reasons) {
      const reporter = await signIn(built.app, newWallet());
      await built.deps.db
        .update(users)
        .set({
          score: 1_000_000,
          reviewsCount: 5,
          createdAt: new Date(Date.now() - 90 * 86_400_000),
        })
        .where(eq(users.id, Number(reporter.user.id)));
      hiddenAt = await currentSize(built.deps.db);
      const reported = await inject(
        'POST',
        `/api/reports/review/${review.id}`,
        { reason, note: 'Spreads fear with false claims about the team.' },
        reporter.auth,
      );
      expect(reported.statusCode).toBe(200);
    }
    const [hide] = (await entries()).slice(hiddenAt);
    expect(decode(hide!.data)).toMatchObject({
      kind: 'moderation',
      action: 'hide',
      targetType: 'review',
      targetId: String(review.id),
      reasonCategory: 'spam',
    });
    const admin = await signIn(built.app, adminWallet);
    const before = await currentSize(built.deps.db);
    const upheld = await inject(
      'PUT',
      `/api/admin/reports/review/${review.id}`,
      { decision: 'uphold', reason: 'False claims', reasonCategory: 'misinformation' },
      admin.auth,
    );
    expect(upheld.statusCode).toBe(200);
    const [row] = (await entries()).slice(before);
    expect(decode(row!.data)).toMatchObject({
      kind: 'moderation',
      action: 'uphold',
      targetType: 'review',
      targetId: String(review.id),
      reasonCategory: 'misinformation',
    });
  });

  it('a rolled-back change leaves no leaf, and its index is not skipped', async () => {
    const before = await currentSize(built.deps.db);
    const entry = replyEntry({
      replyId: 1,
      reviewId: 1,
      author: '0xAB',
      contentHash: '0x00',
      createdAt: new Date(0),
    });
    await expect(
      transaction(built.deps, async (tx) => {
        await appendEntry(tx, entry);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await currentSize(built.deps.db)).toBe(before);
    const [{ n } = { n: -1 }] = await built.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tlogEntries);
    expect(n).toBe(before);
    // a refused edit (signature_required path aside: here, bad input) appends nothing either
    const project = await insertProject(built.deps.db, {});
    const res = await inject(
      'POST',
      `/api/project/${project.id}/reviews`,
      { ...body('Bad'), rate: 9 },
      (await signIn(built.app, newWallet())).auth,
    );
    expect(res.statusCode).toBe(400);
    expect(await currentSize(built.deps.db)).toBe(before);
    const idx = await transaction(built.deps, (tx) => appendEntry(tx, entry));
    expect(idx).toBe(before);
  });

  it('concurrent appends get distinct consecutive indexes', async () => {
    const before = await currentSize(built.deps.db);
    const indexes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        transaction(built.deps, (tx) =>
          appendEntry(
            tx,
            replyEntry({
              replyId: 1000 + i,
              reviewId: 1,
              author: '0x01',
              contentHash: '0x01',
              createdAt: new Date(i),
            }),
          ),
        ),
      ),
    );
    expect([...indexes].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => before + i),
    );
    const rows = await built.deps.db
      .select({ idx: tlogEntries.idx })
      .from(tlogEntries)
      .where(sql`${tlogEntries.idx} >= ${before}`);
    expect(rows).toHaveLength(12);
  });

  it('serves tiles and entry bundles that rebuild the checkpoint root', async () => {
    const checkpoint = await checkpointNow();
    const size = checkpoint.size;
    const width = size % 256;
    expect(size).toBeLessThan(256);
    const tile = await inject('GET', `/api/public/log/tile/0/000.p/${width}`);
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('application/octet-stream');
    expect(tile.headers['cache-control']).toMatch(/max-age=10/);
    expect(tile.rawPayload).toHaveLength(32 * width);
    const bundle = await inject('GET', `/api/public/log/tile/entries/000.p/${width}`);
    expect(bundle.statusCode).toBe(200);
    const leaves: Uint8Array[] = [];
    for (let at = 0; at < bundle.rawPayload.length;) {
      const length = bundle.rawPayload.readUInt16BE(at);
      leaves.push(leafHash(bundle.rawPayload.subarray(at + 2, at + 2 + length)));
      at += 2 + length;
    }
    expect(leaves).toHaveLength(width);
    const hashes = Array.from({ length: width }, (_, i) =>
      tile.rawPayload.subarray(i * 32, i * 32 + 32),
    );
    leaves.forEach((leaf, i) => expect(Buffer.from(leaf).equals(hashes[i]!)).toBe(true));
    // the full tile does not exist yet; nor does a wider partial one
    expect((await inject('GET', '/api/public/log/tile/0/000')).statusCode).toBe(404);
    expect((await inject('GET', `/api/public/log/tile/0/000.p/${width + 1}`)).statusCode).toBe(404);
    expect((await inject('GET', '/api/public/log/tile/0/1000')).statusCode).toBe(404);
    // the OpenAPI document lists the log's routes
    const openapi = (await inject('GET', '/api/docs/json')).json() as {
      paths: Record<string, unknown>;
    };
    for (const path of ['checkpoint', 'key', 'proof/inclusion', 'proof/consistency'])
      expect(Object.keys(openapi.paths)).toContain(`/api/public/log/${path}`);
  });

  it('answers 400 log_range_invalid to proofs outside the signed tree', async () => {
    const { size } = (await latestCheckpoint(built.deps.db))!;
    const bad = [
      `inclusion?index=${size}&size=${size}`,
      `inclusion?index=0&size=${size + 1}`,
      'inclusion?index=-1&size=1',
      'inclusion?index=a&size=1',
      'inclusion?index=0',
      'inclusion?index=01&size=2',
      'consistency?from=0&to=1',
      `consistency?from=2&to=1`,
      `consistency?from=1&to=${size + 1}`,
      'consistency?from=1&to=99999999999999999999',
    ];
    for (const query of bad) {
      const res = await inject('GET', `/api/public/log/proof/${query}`);
      expect(res.statusCode, query).toBe(400);
      // a query the schema refuses has the schema's code; one it lets through, the range's
      expect(res.json().message, query).toEqual(
        query.endsWith('index=0')
          ? expect.any(Array)
          : expect.arrayContaining(['log_range_invalid']),
      );
    }
    // each side of the thresholds: the last leaf of the signed tree, and the whole tree
    expect(
      (await inject('GET', `/api/public/log/proof/inclusion?index=${size - 1}&size=${size}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await inject('GET', `/api/public/log/proof/consistency?from=${size}&to=${size}`)).json()
        .proof,
    ).toEqual([]);
  });

  it('makes a checkpoint on demand for the loopback caller with the token only', async () => {
    const url = '/api/internal/log/checkpoint';
    const token = backupToken(built.deps.config.jwtSecret);
    await transaction(built.deps, (tx) =>
      appendEntry(
        tx,
        replyEntry({
          replyId: 5000,
          reviewId: 1,
          author: '0x02',
          contentHash: '0x02',
          createdAt: new Date(0),
        }),
      ),
    );
    const size = await currentSize(built.deps.db);
    expect((await inject('POST', url, {}, {})).statusCode).toBe(403);
    expect((await inject('POST', url, {}, { 'x-backup-token': 'nope' })).statusCode).toBe(403);
    expect(
      (await inject('POST', url, {}, { 'x-backup-token': token, 'x-forwarded-for': '1.2.3.4' }))
        .statusCode,
    ).toBe(404);
    expect((await latestCheckpoint(built.deps.db))!.size).toBeLessThan(size);
    const made = await inject('POST', url, {}, { 'x-backup-token': token });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.size).toBe(size);
    expect((await inject('GET', '/api/public/log/checkpoint')).body.split('\n')[1]).toBe(
      String(size),
    );
  });

  it('needs LOG_SIGNING_KEY with DATABASE_URL, and refuses a malformed one', async () => {
    const { loadConfig, ConfigError } = await import('../../config.ts');
    const base = { DATABASE_URL: 'postgres://db.example/x', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(/LOG_SIGNING_KEY: required when DATABASE_URL is set/);
    expect(() => loadConfig({ ...base, LOG_SIGNING_KEY: 'PRIVATE+KEY+x+00000000+AAAA' })).toThrow(
      /LOG_SIGNING_KEY/,
    );
    const key = 'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz';
    const config = loadConfig({
      ...base,
      LOG_SIGNING_KEY: key,
      PUBLIC_URL: 'https://reviews.example',
    });
    expect(config.log).toMatchObject({ demoKey: false, origin: 'reviews.example/api/public/log' });
    expect(config.log.signer.verifierKey).toBe(
      'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW',
    );
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(32), LOG_ORIGIN: 'log.example/one' }).log,
    ).toMatchObject({
      demoKey: true,
      origin: 'log.example/one',
    });
  });

  it('tile paths: N = 0, 999, 1000, 1234067 and partial widths', () => {
    expect(parseTileRequest('0/000')).toMatchObject({ level: 0, n: 0, partial: false });
    expect(parseTileRequest('0/999')).toMatchObject({ n: 999 });
    expect(parseTileRequest('1/x001/000')).toMatchObject({ level: 1, n: 1000 });
    expect(parseTileRequest('entries/x001/x234/067.p/5')).toMatchObject({
      level: 'entries',
      n: 1234067,
      width: 5,
      partial: true,
    });
    for (const bad of ['0/1000', '0/x000/001', '0/001.p/256', '0/001.p/0', '0/001.p/05', 'x/001'])
      expect(parseTileRequest(bad), bad).toBeNull();
  });
});
