// The bulk export on a real database: every public review version in leaf order with the
// content its leaf hashes, streamed a batch at a time (chunked over HTTP), resumable from any
// line's leafIndex with no repeat and no gap, without hidden or blocked reviews, readable from
// any origin, a bad cursor refused with 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { keccak256, stringToHex } from 'viem';
import type { ReviewExportLine } from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import { reviews, tlogEntries } from '../../db/schema.ts';
import {
  createTestApp,
  createTestDatabase,
  injector,
  newWallet,
  signIn,
  type TestDatabase,
} from '../../../test/helper.ts';
import { insertProject } from '../../../test/fixtures.ts';
import { exportLines } from './export.service.ts';

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
const parse = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReviewExportLine);

let hiddenId = 0;
let blockedId = 0;
let editedId = 0;

async function review(projectId: number, seed: string) {
  const author = await signIn(built.app, newWallet());
  const created = await inject(
    'POST',
    `/api/project/${projectId}/reviews`,
    body(seed),
    author.auth,
  );
  expect(created.statusCode).toBe(200);
  return { id: Number(created.json().data.id), auth: author.auth };
}

beforeAll(async () => {
  const project = await insertProject(built.deps.db, {});
  const edited = await review(project.id, 'First');
  editedId = edited.id;
  for (const [seed, rate] of [
    ['Second', 3],
    ['Third', 2],
  ] as const)
    expect(
      (await inject('PUT', `/api/reviews/${edited.id}`, body(seed, rate), edited.auth)).statusCode,
    ).toBe(200);
  await review(project.id, 'Other');
  hiddenId = (await review(project.id, 'Hidden')).id;
  blockedId = (await review(project.id, 'Blocked')).id;
  await review(project.id, 'Last');
  // hidden by reports (waiting for the admin team), and blocked by the admin team
  await built.deps.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, hiddenId));
  const admin = await signIn(built.app, adminWallet);
  expect(
    (
      await inject(
        'PUT',
        `/api/admin/reviews/${blockedId}/status`,
        { status: 'blocked', reason: 'Copied from another site', reasonCategory: 'other' },
        admin.auth,
      )
    ).statusCode,
  ).toBe(200);
});

describe('GET /api/public/export/reviews.ndjson', () => {
  it('lists every public version in leaf order with the content its leaf hashes', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/api/public/export/reviews.ndjson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const lines = parse(res.body);
    const leaves = new Map(
      (await built.deps.db.select().from(tlogEntries).orderBy(asc(tlogEntries.idx))).map((r) => [
        Number(r.idx),
        JSON.parse(Buffer.from(r.data).toString('utf8')) as Record<string, unknown>,
      ]),
    );
    expect(lines.map((l) => l.leafIndex)).toEqual(
      [...lines.map((l) => l.leafIndex)].sort((a, b) => a - b),
    );
    // the edited review's three versions, each with its own content, then the other public ones
    expect(
      lines.filter((l) => l.reviewId === editedId).map((l) => [l.version, l.title, l.rate]),
    ).toEqual([
      [1, 'First review title', 4],
      [2, 'Second review title', 3],
      [3, 'Third review title', 2],
    ]);
    expect(lines.map((l) => l.title)).toEqual([
      'First review title',
      'Second review title',
      'Third review title',
      'Other review title',
      'Last review title',
    ]);
    for (const line of lines) {
      const leaf = leaves.get(line.leafIndex)!;
      expect(leaf).toMatchObject({
        kind: 'review_version',
        reviewId: line.reviewId,
        version: line.version,
      });
      expect(keccak256(stringToHex(line.content))).toBe(leaf.contentHash);
      expect(JSON.parse(line.content)).toMatchObject({ type: 'doc' });
      expect(Object.keys(line).sort()).toEqual(
        'author content language leafIndex projectId publishedAt rate reviewId signature title typedData version'.split(
          ' ',
        ),
      );
    }
    // hidden and blocked reviews are not in it (their leaves stay in the log)
    expect(lines.some((l) => l.reviewId === hiddenId || l.reviewId === blockedId)).toBe(false);
    expect([...leaves.values()].some((l) => l.reviewId === hiddenId)).toBe(true);
  });

  it('resumes after any line: no repeat, no gap', async () => {
    const all = parse((await inject('GET', '/api/public/export/reviews.ndjson')).body);
    for (let cut = 0; cut < all.length; cut++) {
      const rest = parse(
        (await inject('GET', `/api/public/export/reviews.ndjson?after=${all[cut]!.leafIndex}`))
          .body,
      );
      expect([...all.slice(0, cut + 1), ...rest]).toEqual(all);
    }
    // a cursor between two public leaves, and past the end
    const between = all[1]!.leafIndex + 1;
    expect(
      parse((await inject('GET', `/api/public/export/reviews.ndjson?after=${between}`)).body),
    ).toEqual(all.filter((l) => l.leafIndex > between));
    expect((await inject('GET', '/api/public/export/reviews.ndjson?after=999999')).body).toBe('');
  });

  it('reads the database a batch at a time', async () => {
    const chunks: string[] = [];
    for await (const chunk of exportLines(built.deps, -1, 2)) chunks.push(chunk);
    expect(chunks.map((c) => parse(c).length)).toEqual([2, 2, 1]);
    const whole = (await inject('GET', '/api/public/export/reviews.ndjson')).body;
    expect(chunks.join('')).toBe(whole);
  });

  it('streams over HTTP (chunked, no length known in advance)', async () => {
    const address = await built.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}/api/public/export/reviews.ndjson`, {
      headers: { 'accept-encoding': 'identity', origin: 'https://elsewhere.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(parse(await response.text())).toHaveLength(5);
  });

  it('refuses a cursor that is not a leaf index with 400', async () => {
    for (const after of ['-1', 'abc', '1.5', '01'])
      expect(await inject('GET', `/api/public/export/reviews.ndjson?after=${after}`)).toMatchObject(
        { statusCode: 400 },
      );
    const res = await inject('GET', '/api/public/export/reviews.ndjson?after=abc');
    expect(res.json().message).toContain('log_range_invalid');
  });
});
