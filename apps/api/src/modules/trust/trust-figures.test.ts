// GET /api/public/trust counts what the trust page promises, each from its source:
// reviews signed (public ones), serial votes reversed by the job, rings found, and reports the
// admin team upheld or dismissed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivateKeyAccount } from 'viem/accounts';
import { processContent, reviewTypedData } from '@chainreview/shared';
import type { BuiltApp } from '../../app.ts';
import { voteRings } from '../../db/schema.ts';
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
const admin = newWallet();
beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, { env: { ADMIN_ADDRESSES: admin.address } });
});
afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

const db = () => built.deps.db;
type Auth = Record<string, string>;
const post = (url: string, payload: object | undefined, headers: Auth) =>
  built.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const figures = async () => {
  const res = await built.app.inject({ method: 'GET', url: '/api/public/trust' });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, number>;
};

const doc = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
const draft = (seed: string) => ({
  title: `${seed} review title`,
  content: doc(`${seed}: the team ships on time, the docs are clear and the community helps.`),
  rate: 4,
  language: 'en' as const,
});

async function signed(
  wallet: PrivateKeyAccount,
  project: Awaited<ReturnType<typeof insertProject>>,
) {
  const body = draft('Signed');
  const processed = processContent(body.content);
  if (!processed.ok) throw new Error(processed.error);
  const signedAt = Math.floor(built.deps.now().getTime() / 1000);
  const signature = await wallet.signTypedData(
    reviewTypedData({
      site: built.deps.config.publicOrigin.uri,
      chainId: 56,
      author: wallet.address,
      project,
      rate: body.rate,
      title: body.title,
      content: processed.value.content,
      language: body.language,
      signedAt,
    }),
  );
  return {
    ...body,
    signature: { signature, signedAt, chainId: 56, site: built.deps.config.publicOrigin.uri },
  };
}

describe('GET /api/public/trust', () => {
  it('counts signed reviews, reversed votes, rings found, reports upheld and dismissed', async () => {
    expect(await figures()).toEqual({
      reviewsSigned: 0,
      reviewsTotal: 0,
      votesReversed: 0,
      ringsFound: 0,
      ringsFlagged: 0,
      reportsUpheld: 0,
      reportsDismissed: 0,
    });

    // one signed review and one unsigned
    const project = await insertProject(db(), {});
    const writer = newWallet();
    const { auth: writerAuth } = await signIn(built.app, writer);
    const mine = await post(
      `/api/project/${project.id}/reviews`,
      await signed(writer, project),
      writerAuth,
    );
    expect(mine.statusCode).toBe(200);
    const other = await signIn(built.app, newWallet());
    const unsigned = await post(
      `/api/project/${project.id}/reviews`,
      draft('Unsigned'),
      other.auth,
    );
    expect(unsigned.statusCode).toBe(200);
    expect(await figures()).toMatchObject({ reviewsSigned: 1, reviewsTotal: 2 });

    // a serial voter: five upvotes on one author's reviews within minutes, reversed by the job
    const author = await insertUser(db(), {});
    const serial = await signIn(built.app, newWallet());
    for (let i = 0; i < 5; i++) {
      const p = await insertProject(db(), {});
      const r = await insertReview(db(), { projectId: p.id, userId: author.id });
      expect((await post(`/api/review/${r.id}/vote`, { vote: 'up' }, serial.auth)).statusCode).toBe(
        200,
      );
    }
    const { auth: adminAuth } = await signIn(built.app, admin);
    const run = await post('/api/admin/vote-integrity/run', undefined, adminAuth);
    expect(run.json().data.serialVotesReversed).toBe(5);

    // a ring the detector found, then cleared: still found
    const ringMembers = [await insertUser(db(), {}), await insertUser(db(), {})];
    const [ring] = await db()
      .insert(voteRings)
      .values({ memberIds: ringMembers.map((m) => m.id).sort((a, b) => a - b), lift: 12 })
      .returning();
    expect(await figures()).toMatchObject({ votesReversed: 5, ringsFound: 1, ringsFlagged: 1 });
    await post(`/api/admin/vote-rings/${ring!.id}/clear`, undefined, adminAuth);

    // two reports upheld on the signed review, one dismissed on the unsigned one
    const reporters = await Promise.all([0, 1, 2].map(() => signIn(built.app, newWallet())));
    const report = { reason: 'other', note: 'This review copies another one word for word.' };
    for (const r of reporters.slice(0, 2))
      expect(
        (await post(`/api/reports/review/${mine.json().data.id}`, report, r.auth)).statusCode,
      ).toBe(200);
    expect(
      (await post(`/api/reports/review/${unsigned.json().data.id}`, report, reporters[2]!.auth))
        .statusCode,
    ).toBe(200);
    const settle = (id: string, decision: 'uphold' | 'dismiss') =>
      built.app.inject({
        method: 'PUT',
        url: `/api/admin/reports/review/${id}`,
        payload: { decision, reason: 'Checked by the admin team', reasonCategory: 'spam' },
        headers: adminAuth,
      });
    expect((await settle(mine.json().data.id, 'uphold')).statusCode).toBe(200);
    expect((await settle(unsigned.json().data.id, 'dismiss')).statusCode).toBe(200);

    // the upheld review is blocked: it no longer counts as a public signed review (the serial
    // voter's five reviewed ones and the unsigned one remain)
    expect(await figures()).toEqual({
      reviewsSigned: 0,
      reviewsTotal: 6,
      votesReversed: 5,
      ringsFound: 1,
      ringsFlagged: 0,
      reportsUpheld: 2,
      reportsDismissed: 1,
    });
  });
});
