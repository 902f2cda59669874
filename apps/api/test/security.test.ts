// Attacks, each tried against the real app: a relayed sign-in, spoofed
// forwarding headers, tokens in logs, control characters and broken bodies, deadlocking
// writes, fresh wallets reporting together, borrowed images, admin foot-guns.
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { popups, projects, reports, reviews, userFollows, users, votes } from '../src/db/schema.ts';
import { REPORT_RULES } from '@chainreview/shared';
import { insertProject } from './fixtures.ts';
import {
  createTestApp,
  createTestDatabase,
  injectJson,
  newWallet,
  signIn,
  type Headers,
  type TestDatabase,
} from './helper.ts';

let testDb: TestDatabase;
let built: BuiltApp;
const extra: BuiltApp[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb);
});
afterAll(async () => {
  for (const app of [built, ...extra]) await app.app.close();
  await testDb.cleanup();
});

async function appWith(
  env: Record<string, string>,
  more: Parameters<typeof createTestApp>[1] = {},
) {
  const app = await createTestApp(testDb, { env, ...more });
  extra.push(app);
  return app;
}

const inject = (app: BuiltApp, method: string, url: string, payload?: unknown, headers?: Headers) =>
  injectJson(app.app, method, url, payload, headers);

function expectEnvelope(res: { statusCode: number; body: string }, code?: string) {
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body.statusCode).toBe(res.statusCode);
  expect(res.body).not.toMatch(/FST_|Error:|at \//);
  // with a code: exactly that one; without: a list of codes
  expect(body.message).toEqual(code ? [code] : expect.any(Array));
}

const reviewBody = (title: string, content = 'x'.repeat(80)) => ({
  rate: 5,
  title,
  content,
  language: 'en',
});

/** Members of standing: level 3, three months old, five reviews written. */
async function makeTrusted(ids: string[]) {
  await built.deps.db
    .update(users)
    .set({ score: 200, reviewsCount: 5, createdAt: new Date(Date.now() - 90 * 86_400_000) })
    .where(inArray(users.id, ids.map(Number)));
}

describe('sign-in bound to our origin', () => {
  it('names the configured origin whatever Host or X-Forwarded-Host say, even behind a trusted proxy', async () => {
    const proxied = await appWith({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://review.example' });
    for (const app of [built, proxied]) {
      const res = await inject(
        app,
        'POST',
        '/api/login',
        { address: newWallet().address },
        { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      );
      expect(res.statusCode).toBe(200);
      const { message } = res.json().data as { message: string };
      expect(message).not.toContain('evil.example');
      const origin = app === built ? 'http://127.0.0.1:3000' : 'https://review.example';
      expect(message).toContain(`${new URL(origin).host} wants you to sign in`);
      expect(message).toContain(`URI: ${origin}`);
    }
  });

  it('refuses a signature of a message naming another site, and messages issued under another origin', async () => {
    const wallet = newWallet();
    const login = await inject(built, 'POST', '/api/login', { address: wallet.address });
    const { message } = login.json().data as { message: string };
    // a relaying site shows the victim its own domain in the same message
    const relayed = message.replaceAll('127.0.0.1:3000', 'evil.example');
    const forged = await inject(built, 'POST', '/api/verify-login', {
      address: wallet.address,
      sign: await wallet.signMessage({ message: relayed }),
    });
    expect(forged.statusCode).toBe(401);
    expectEnvelope(forged, 'invalid_signature');
    // nor one whose URI, chain, nonce or times differ from what we issued
    const nonce = /Nonce: (\S+)/.exec(message)![1]!;
    const tampered = [
      message.replace('URI: http://127.0.0.1:3000', 'URI: https://evil.example'),
      message.replace(/Chain ID: \d+/, 'Chain ID: 1'),
      message.replace(`Nonce: ${nonce}`, 'Nonce: 12345678'),
      message.replace(/Expiration Time: \S+/, 'Expiration Time: 2999-01-01T00:00:00.000Z'),
      message.replace(/Issued At: \S+/, 'Issued At: 2020-01-01T00:00:00.000Z'),
    ];
    for (const variant of tampered) {
      expect(variant).not.toBe(message);
      const res = await inject(built, 'POST', '/api/verify-login', {
        address: wallet.address,
        sign: await wallet.signMessage({ message: variant }),
      });
      expect(res.statusCode, variant).toBe(401);
    }
    // the same code signed under a server that now has another origin: refused
    const moved = await appWith({ PUBLIC_URL: 'https://moved.example' });
    const other = await inject(moved, 'POST', '/api/verify-login', {
      address: wallet.address,
      sign: await wallet.signMessage({ message }),
    });
    expect(other.statusCode).toBe(401);
    // and on the origin it was issued for, it still works once
    const ok = await inject(built, 'POST', '/api/verify-login', {
      address: wallet.address,
      sign: await wallet.signMessage({ message }),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('proxy trust is explicit', () => {
  const spoof = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });

  it('keeps counting the real client when X-Forwarded-For changes (TRUST_PROXY off)', async () => {
    const app = await appWith({ RATE_LIMIT_LOGIN_PER_MIN: '5', RATE_LIMIT_ANON_PER_MIN: '5' });
    const login = (headers: Headers) =>
      inject(app, 'POST', '/api/login', { address: newWallet().address }, headers);
    for (let i = 0; i < 5; i++) expect((await login({})).statusCode).toBe(200);
    const limited = await login({});
    expect(limited.statusCode).toBe(429);
    expectEnvelope(limited, 'limit_rate');
    for (let i = 1; i <= 5; i++) expect((await login(spoof(i))).statusCode).toBe(429);
    // the anonymous limit too
    const read = (headers: Headers) =>
      inject(app, 'GET', '/api/public/projects', undefined, headers);
    for (let i = 0; i < 5; i++) await read({});
    for (let i = 1; i <= 3; i++) expect((await read(spoof(i))).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For up to the trusted proxies, never the entries a client forged', async () => {
    // A client may send its own X-Forwarded-For; each proxy appends the address it saw. The
    // client is the entry just past the trusted proxies: one further is the client's forgery.
    const xff = (...entries: string[]) => ({ 'x-forwarded-for': entries.join(', ') });
    const cases: Array<[trust: string, chain: (forged: number, client: number) => Headers]> = [
      ['127.0.0.1', (f, c) => xff(`198.51.100.${f}`, `203.0.113.${c}`)],
      ['1', (f, c) => xff(`198.51.100.${f}`, `203.0.113.${c}`)],
      ['2', (f, c) => xff(`198.51.100.${f}`, `203.0.113.${c}`, '192.0.2.1')],
    ];
    for (const [trust, chain] of cases) {
      const app = await appWith({ RATE_LIMIT_LOGIN_PER_MIN: '2', TRUST_PROXY: trust });
      const login = (headers: Headers) =>
        inject(app, 'POST', '/api/login', { address: newWallet().address }, headers);
      expect((await login(chain(1, 1))).statusCode, trust).toBe(200);
      expect((await login(chain(2, 1))).statusCode, trust).toBe(200);
      // a new forged entry in front is still the same client
      expect((await login(chain(3, 1))).statusCode, trust).toBe(429);
      // behind the proxy, another client is another client
      expect((await login(chain(1, 2))).statusCode, trust).toBe(200);
    }
  });
});

describe('no secrets in URLs or logs', () => {
  it('opens the stream with a single-use ticket and never logs a token, a ticket or a cookie', async () => {
    const lines: string[] = [];
    const app = await createTestApp(testDb, {
      logger: true,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    extra.push(app);
    const { token, auth } = await signIn(app.app, newWallet());
    await inject(app, 'GET', '/api/me', undefined, { ...auth, cookie: 'session=s3cr3t' });
    const { ticket } = (
      await inject(app, 'POST', '/api/notifications/stream-ticket', {}, auth)
    ).json().data as { ticket: string };
    await inject(app, 'GET', `/api/notifications/stream?access_token=${token}`);
    await inject(app, 'GET', `/api/notifications/stream?ticket=${ticket}x`);
    await inject(app, 'GET', `/api/public/projects?keyword=abc&token=${token}`);
    const log = lines.join('\n');
    expect(log).toContain('/api/me'); // the log works...
    expect(log).toContain('[redacted]');
    // ...and holds none of the secrets
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]!);
    expect(log).not.toContain(ticket);
    expect(log).not.toContain('s3cr3t');
  });
});

describe('every bad input is a 4xx in our envelope', () => {
  it('refuses NUL and other control characters in path, query and body before any SQL runs', async () => {
    const { auth } = await signIn(built.app, newWallet());
    const before = await built.deps.db.select({ n: sql<number>`count(*)::int` }).from(projects);
    const cases: Array<[string, string, unknown, string]> = [
      ['GET', '/api/public/projects?keyword=%00', undefined, 'keyword_invalid'],
      ['GET', '/api/public/projects?keyword=a%01b', undefined, 'keyword_invalid'],
      ['PUT', '/api/me', { bio: '\u0000' }, 'bio_invalid'],
      ['PUT', '/api/me', { displayName: 'ab\u001bcd' }, 'displayName_invalid'],
      ['POST', '/api/projects', { name: 'a\u0000b', chain: 'bsc' }, 'name_invalid'],
      ['GET', '/api/public/project/%00', undefined, 'path_invalid'],
      ['GET', '/api/public/reviews/a%00b/replies', undefined, 'reviewId_invalid'],
      [
        'POST',
        '/api/reports/review/1',
        { reason: 'deliberately_fud', note: 'a\u0000b' },
        'note_invalid',
      ],
    ];
    for (const [method, url, payload, code] of cases) {
      const res = await inject(built, method, url, payload, auth);
      expect(res.statusCode, url).toBe(400);
      expectEnvelope(res);
      expect(res.json().message, url).toEqual([code]);
    }
    const after = await built.deps.db.select({ n: sql<number>`count(*)::int` }).from(projects);
    expect(after).toEqual(before);
    // line breaks and tabs stay allowed in text
    const ok = await inject(built, 'PUT', '/api/me', { bio: 'line one\nline two\tend' }, auth);
    expect(ok.statusCode).toBe(200);
  });

  it('answers 400 body_was_wrong for a multipart body without, or with a wrong, boundary or cut short', async () => {
    const { auth } = await signIn(built.app, newWallet());
    const part =
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    const cases: Array<[string, string]> = [
      ['multipart/form-data', `${part}\r\n--xyz--\r\n`],
      ['multipart/form-data; boundary=other', `${part}\r\n--xyz--\r\n`],
      ['multipart/form-data; boundary=xyz', part],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-da'],
    ];
    for (const [type, body] of cases) {
      const res = await built.app.inject({
        method: 'POST',
        url: '/api/storage/upload',
        headers: { ...auth, 'content-type': type },
        payload: body,
      });
      expect(res.statusCode, `${type} / ${body.length}`).toBe(400);
      expectEnvelope(res, 'body_was_wrong');
    }
  });

  it('keeps router failures in the envelope: bad percent-encoding, an over-long parameter, an unknown method', async () => {
    for (const url of ['/api/public/%FF%FE', '/api/public/project/%E0%A4%A', '/api/%c0']) {
      const res = await inject(built, 'GET', url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expectEnvelope(res);
      expect(res.body).not.toContain(url);
    }
    const long = await inject(built, 'GET', `/api/public/project/${'9'.repeat(500)}`);
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    expectEnvelope(long);
    for (const method of ['PROPFIND', 'PATCH', 'TRACE']) {
      const res = await inject(built, method, '/api/me');
      expect(res.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, method).toBeLessThan(500);
      expectEnvelope(res);
    }
  });
});

describe('deadlock-free writes', () => {
  it('lets ten users vote on and follow each other at once: no 5xx, counters equal rows', async () => {
    const people = await Promise.all(
      Array.from({ length: 10 }, () => signIn(built.app, newWallet())),
    );
    const project = await insertProject(built.deps.db);
    const written = [];
    for (const [i, person] of people.entries()) {
      const res = await inject(
        built,
        'POST',
        `/api/project/${project.id}/reviews`,
        reviewBody(`Mutual review number ${i}`),
        person.auth,
      );
      expect(res.statusCode).toBe(200);
      written.push(res.json().data.id as string);
    }
    const calls: Array<Promise<{ statusCode: number; body: string }>> = [];
    for (const [i, voter] of people.entries()) {
      for (const [j, reviewId] of written.entries()) {
        if (i === j) continue;
        calls.push(
          inject(built, 'POST', `/api/review/${reviewId}/vote`, { vote: 'up' }, voter.auth),
        );
        calls.push(
          inject(built, 'POST', `/api/follows/${people[j]!.user.id}/user`, {}, voter.auth),
        );
      }
    }
    const results = await Promise.all(calls);
    const failures = results.filter((r) => r.statusCode !== 200);
    expect(failures.map((f) => `${f.statusCode} ${f.body}`)).toEqual([]);

    const ids = written.map(Number);
    const counted = await built.deps.db
      .select({ id: reviews.id, up: reviews.upVoteCount })
      .from(reviews)
      .where(inArray(reviews.id, ids));
    const rows = await built.deps.db
      .select({ reviewId: votes.reviewId, n: sql<number>`count(*)::int` })
      .from(votes)
      .where(and(inArray(votes.reviewId, ids), eq(votes.vote, 1)))
      .groupBy(votes.reviewId);
    for (const review of counted) {
      expect(review.up).toBe(9);
      expect(rows.find((r) => r.reviewId === review.id)?.n).toBe(9);
    }
    const userIds = people.map((p) => Number(p.user.id));
    const followCounts = await built.deps.db
      .select({
        followers: users.followersCount,
        following: users.followingCount,
        score: users.score,
      })
      .from(users)
      .where(inArray(users.id, userIds));
    const followRows = await built.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userFollows)
      .where(inArray(userFollows.followerId, userIds));
    expect(followRows[0]!.n).toBe(90);
    for (const user of followCounts) {
      expect(user).toMatchObject({ followers: 9, following: 9 });
      // +10 for the review, +2 for each of nine upvotes
      expect(user.score).toBe(28);
    }
  }, 120_000);
});

describe('reports that fresh wallets cannot abuse', () => {
  async function reviewedProject() {
    const project = await insertProject(built.deps.db);
    const author = await signIn(built.app, newWallet());
    const res = await inject(
      built,
      'POST',
      `/api/project/${project.id}/reviews`,
      reviewBody('A review someone dislikes'),
      author.auth,
    );
    return { project, author, review: res.json().data as { id: string } };
  }
  const note = { reason: 'deliberately_fud', note: 'This review spreads lies.' };
  const projectCounters = async (id: number) =>
    (
      await built.deps.db
        .select({
          reviewCount: projects.reviewCount,
          avgStar: projects.avgStar,
          star5: projects.star5,
        })
        .from(projects)
        .where(eq(projects.id, id))
    )[0]!;

  it('does not hide a review for three wallets created a minute ago', async () => {
    const { project, review } = await reviewedProject();
    const fresh = await Promise.all([0, 1, 2].map(() => signIn(built.app, newWallet())));
    for (const reporter of fresh)
      expect(
        (await inject(built, 'POST', `/api/reports/review/${review.id}`, note, reporter.auth))
          .statusCode,
      ).toBe(200);
    expect((await inject(built, 'GET', `/api/public/reviews/${review.id}`)).statusCode).toBe(200);
    expect(await projectCounters(project.id)).toEqual({ reviewCount: 1, avgStar: 5, star5: 1 });
  });

  it('hides it for three trusted members: the author still sees it, counters drop, the author is told why', async () => {
    const { project, author, review } = await reviewedProject();
    const trusted = await Promise.all([0, 1, 2].map(() => signIn(built.app, newWallet())));
    await makeTrusted(trusted.map((t) => t.user.id));
    for (const reporter of trusted)
      await inject(built, 'POST', `/api/reports/review/${review.id}`, note, reporter.auth);

    expect((await inject(built, 'GET', `/api/public/reviews/${review.id}`)).statusCode).toBe(404);
    const list = await inject(built, 'GET', `/api/public/project/${project.id}/reviews`);
    expect(list.json().data).toEqual([]);
    expect(await projectCounters(project.id)).toEqual({ reviewCount: 0, avgStar: 0, star5: 0 });
    // the author: the review with the notice's status, and a clear refusal of a second one
    const own = await inject(built, 'GET', `/api/reviews/${review.id}`, undefined, author.auth);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.status).toBe('hidden');
    const mine = await inject(
      built,
      'GET',
      `/api/project/${project.id}/my-review`,
      undefined,
      author.auth,
    );
    expect(mine.json().data.status).toBe('hidden');
    const again = await inject(
      built,
      'POST',
      `/api/project/${project.id}/reviews`,
      reviewBody('Trying a second review'),
      author.auth,
    );
    expect(again.statusCode).toBe(409);
    expectEnvelope(again, 'review_awaiting_moderation');

    // the admin team dismisses the reports one by one: restored with the counters
    const admin = newWallet();
    const adminApp = await appWith({ ADMIN_ADDRESSES: admin.address });
    const adminAuth = (await signIn(adminApp.app, admin)).auth;
    // the admin console's queue: grouped by target, each report with its weight
    const groups = (
      await inject(
        adminApp,
        'GET',
        '/api/admin/reports?status=open&limit=100',
        undefined,
        adminAuth,
      )
    ).json().data as Array<{
      targetId: string;
      totalWeight: number;
      reports: Array<{ id: string; weight: number }>;
    }>;
    const group = groups.find((g) => g.targetId === review.id)!;
    expect(group.reports).toHaveLength(3);
    expect(group.reports.every((r) => r.weight >= 0.8)).toBe(true);
    expect(group.totalWeight).toBeGreaterThanOrEqual(REPORT_RULES.hideThreshold);
    // the admin team dismisses one report: the rest no longer hide it, so it is restored
    await inject(
      adminApp,
      'PUT',
      `/api/admin/reports/${group.reports[0]!.id}`,
      { status: 'dismissed', reason: 'Fair criticism.' },
      adminAuth,
    );
    expect(await projectCounters(project.id)).toEqual({ reviewCount: 1, avgStar: 5, star5: 1 });
    expect((await inject(built, 'GET', `/api/public/reviews/${review.id}`)).statusCode).toBe(200);
  });

  it('limits the reports one user files in a day, also when they are sent all at once', async () => {
    const reporter = await signIn(built.app, newWallet());
    const targets = [];
    for (let i = 0; i < REPORT_RULES.dailyLimit + 5; i++)
      targets.push((await reviewedProject()).review);
    const answers = await Promise.all(
      targets.map((review) =>
        inject(built, 'POST', `/api/reports/review/${review.id}`, note, reporter.auth),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([
      ...Array<number>(REPORT_RULES.dailyLimit).fill(200),
      ...Array<number>(5).fill(429),
    ]);
    expectEnvelope(
      answers.find((a) => a.statusCode === 429)!,
      'too_many_reports',
    );
    const filed = await built.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(eq(reports.reporterId, Number(reporter.user.id)));
    expect(filed[0]!.n).toBe(REPORT_RULES.dailyLimit);
    // and later, one by one, still refused
    const { review } = await reviewedProject();
    const over = await inject(
      built,
      'POST',
      `/api/reports/review/${review.id}`,
      note,
      reporter.auth,
    );
    expect(over.statusCode).toBe(429);
    expectEnvelope(over, 'too_many_reports');
  }, 60_000);
});

describe('ownership everywhere', () => {
  async function upload(auth: Headers) {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#aa3366' },
    })
      .png()
      .toBuffer();
    const boundary = 'b' + Math.random().toString(16).slice(2);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return res.json().data.url as string;
  }

  const withImage = (title: string, src: string) =>
    reviewBody(
      title,
      JSON.stringify({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'y'.repeat(80) }] },
          { type: 'image', attrs: { src } },
        ],
      }),
    );

  it("refuses another user's upload in a review, and accepts one's own", async () => {
    const a = await signIn(built.app, newWallet());
    const b = await signIn(built.app, newWallet());
    const theirs = await upload(b.auth);
    const mine = await upload(a.auth);
    const project = await insertProject(built.deps.db);
    const borrowed = await inject(
      built,
      'POST',
      `/api/project/${project.id}/reviews`,
      withImage('Borrowed image review', theirs),
      a.auth,
    );
    expect(borrowed.statusCode).toBe(403);
    expectEnvelope(borrowed, 'you_are_not_owner_this_image');
    const own = await inject(
      built,
      'POST',
      `/api/project/${project.id}/reviews`,
      withImage('Own image review here', mine),
      a.auth,
    );
    expect(own.statusCode).toBe(200);
    // nor can an edit slip one in
    const edit = await inject(
      built,
      'PUT',
      `/api/reviews/${own.json().data.id}`,
      withImage('Own image review here', theirs),
      a.auth,
    );
    expect(edit.statusCode).toBe(403);
  });

  it('never lets an admin block themselves or another admin', async () => {
    const [one, two] = [newWallet(), newWallet()];
    const app = await appWith({ ADMIN_ADDRESSES: `${one.address},${two.address}` });
    const first = await signIn(app.app, one);
    const second = await signIn(app.app, two);
    const normal = await signIn(app.app, newWallet());
    for (const target of [first, second]) {
      const res = await inject(
        app,
        'PUT',
        `/api/admin/users/${target.user.id}/status`,
        { status: 'blocked', reason: 'Spam or worse.' },
        first.auth,
      );
      expect(res.statusCode).toBe(403);
      expectEnvelope(res, 'can_not_block_admin');
    }
    expect((await inject(app, 'GET', '/api/me', undefined, first.auth)).statusCode).toBe(200);
    const blocked = await inject(
      app,
      'PUT',
      `/api/admin/users/${normal.user.id}/status`,
      { status: 'blocked', reason: 'Spam or worse.' },
      first.auth,
    );
    expect(blocked.statusCode).toBe(200);
  });

  it("answers 404 for another user's popup and leaves it in place", async () => {
    const owner = await signIn(built.app, newWallet());
    const other = await signIn(built.app, newWallet());
    const [popup] = await built.deps.db
      .insert(popups)
      .values({ userId: Number(owner.user.id), type: 'up_level', data: { newLevel: 2 } })
      .returning();
    const res = await inject(built, 'DELETE', `/api/popup?id=${popup!.id}`, undefined, other.auth);
    expect(res.statusCode).toBe(404);
    expectEnvelope(res);
    const left = await built.deps.db.select().from(popups).where(eq(popups.id, popup!.id));
    expect(left).toHaveLength(1);
    expect(
      (await inject(built, 'DELETE', `/api/popup?id=${popup!.id}`, undefined, owner.auth))
        .statusCode,
    ).toBe(200);
  });
});

describe('headers', () => {
  it('sends Referrer-Policy everywhere, no-store on authenticated answers, HSTS only for an https site', async () => {
    const { auth } = await signIn(built.app, newWallet());
    const open = await inject(built, 'GET', '/api/public/projects');
    expect(open.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(open.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(open.headers['strict-transport-security']).toBeUndefined();
    expect((await inject(built, 'GET', '/api/me', undefined, auth)).headers['cache-control']).toBe(
      'no-store',
    );
    const https = await appWith({ PUBLIC_URL: 'https://review.example' });
    expect(
      (await inject(https, 'GET', '/api/health')).headers['strict-transport-security'],
    ).toMatch(/max-age=\d+/);
  });
});
