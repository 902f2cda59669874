import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { projectEditRequests } from '../../db/schema.ts';
import { createTestApp, newWallet, signIn } from '../../../test/helper.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { insertProject, insertReview, insertUser, randomAddress } from '../../../test/fixtures.ts';

const ctx = useTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  ctx.built.app.inject({ method: 'POST', url, payload: payload as object, headers });
const put = (url: string, payload: unknown, headers: Record<string, string>) =>
  ctx.built.app.inject({ method: 'PUT', url, payload: payload as object, headers });

describe('submitting a project', () => {
  it('creates a pending project visible to its submitter only', async () => {
    const { auth } = await signIn(ctx.built.app, newWallet());
    const address = randomAddress();
    const res = await post(
      '/api/projects',
      {
        name: 'Comet Chain',
        symbol: 'CMT',
        chain: 'bsc',
        contractAddress: address.toLowerCase(),
        description: 'A chain for comets.',
        categories: ['layer1'],
        links: { websiteLink: 'https://comet.example' },
      },
      auth,
    );
    expect(res.statusCode).toBe(200);
    const project = res.json().data;
    expect(project).toMatchObject({
      status: 'pending',
      contractAddress: address,
      links: { websiteLink: 'https://comet.example' },
    });
    expect(
      (await ctx.built.app.inject({ method: 'GET', url: `/api/public/projects/bsc/${address}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.built.app.inject({
          method: 'GET',
          url: `/api/projects/bsc/${address}`,
          headers: auth,
        })
      ).statusCode,
    ).toBe(200);
    const other = await signIn(ctx.built.app, newWallet());
    expect(
      (
        await ctx.built.app.inject({
          method: 'GET',
          url: `/api/projects/bsc/${address}`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a second submission of the same chain and address with already_add', async () => {
    const { auth } = await signIn(ctx.built.app, newWallet());
    const existing = await insertProject(ctx.built.deps.db, {});
    const res = await post(
      '/api/projects',
      {
        name: 'Copy',
        symbol: 'CPY',
        chain: 'bsc',
        contractAddress: existing.contractAddress!.toLowerCase(),
      },
      auth,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toEqual(['already_add']);
  });

  it('accepts a project without a contract address', async () => {
    const { auth } = await signIn(ctx.built.app, newWallet());
    const res = await post(
      '/api/projects',
      { name: 'Offline DAO', symbol: 'ODAO', chain: 'non_evm' },
      auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.contractAddress).toBeNull();
  });

  it('validates every field with the spec texts as codes', async () => {
    const { auth } = await signIn(ctx.built.app, newWallet());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '', symbol: 'X', chain: 'bsc' }, 'please_fill_this_field'],
      [
        { name: 'X', symbol: 'X', chain: 'bsc', contractAddress: '0x1234' },
        "Invalid 'address' parameter",
      ],
      [
        { name: 'X', symbol: 'X', chain: 'bsc', links: { websiteLink: 'http://insecure.example' } },
        'invalid_format_link',
      ],
      [
        { name: 'X', symbol: 'X', chain: 'bsc', links: { twitterLink: 'twitter.com/x' } },
        'invalid_format_link',
      ],
      [
        { name: 'X', symbol: 'X', chain: 'bsc', description: 'd'.repeat(2001) },
        'description_too_long',
      ],
      [{ name: 'X', symbol: 'X', chain: 'mars' }, 'chain_invalid'],
      [
        { name: 'X', symbol: 'X', chain: 'bsc', avatarUrl: 'https://elsewhere.example/logo.png' },
        'can_not_find_image',
      ],
    ];
    for (const [payload, code] of cases) {
      const res = await post('/api/projects', payload, auth);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message, code).toContain(code);
    }
    expect(
      (await post('/api/projects', { name: 'X', symbol: 'X', chain: 'bsc' }, {})).statusCode,
    ).toBe(401);
  });

  it("refuses another user's uploaded image as a logo", async () => {
    const owner = await signIn(ctx.built.app, newWallet());
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const boundary = 'b0undary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload,
      headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const url = upload.json().data.url;
    const thief = await signIn(ctx.built.app, newWallet());
    const res = await post(
      '/api/projects',
      { name: 'Thief', symbol: 'THF', chain: 'non_evm', avatarUrl: url },
      thief.auth,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual(['you_are_not_owner_this_image']);
    const ok = await post(
      '/api/projects',
      { name: 'Legit', symbol: 'LGT', chain: 'non_evm', avatarUrl: url },
      owner.auth,
    );
    expect(ok.json().data.avatar).toEqual({ url, type: 'normal' });
  });
});

describe('editing a project', () => {
  it('lets the owner edit and answers only_owner_can_up_date to others', async () => {
    const ownerWallet = newWallet();
    const project = await insertProject(ctx.built.deps.db, {
      ownerAddress: ownerWallet.address,
      links: { websiteLink: 'https://old.example', twitterLink: 'https://x.example/p' },
    });
    const owner = await signIn(ctx.built.app, ownerWallet);
    const res = await put(
      `/api/projects/${project.id}`,
      { description: 'New words.', links: { websiteLink: 'https://new.example', twitterLink: '' } },
      owner.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      description: 'New words.',
      links: { websiteLink: 'https://new.example' },
    });
    expect(res.json().data.links).not.toHaveProperty('twitterLink');

    const other = await signIn(ctx.built.app, newWallet());
    const denied = await put(`/api/projects/${project.id}`, { description: 'Hijack' }, other.auth);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toEqual(['only_owner_can_up_date']);
    expect(
      (await put('/api/projects/999999', { description: 'x' }, owner.auth)).json().message,
    ).toEqual(['can_not_find_project']);
  });

  it('lets an admin edit any project', async () => {
    const adminWallet = newWallet();
    const adminApp = await createTestApp(ctx.testDb, {
      env: { ADMIN_ADDRESSES: adminWallet.address },
    });
    const project = await insertProject(ctx.built.deps.db, {});
    const admin = await signIn(adminApp.app, adminWallet);
    const res = await adminApp.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      payload: { name: 'Renamed' },
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Renamed');
    await adminApp.app.close();
  });

  it('stores an edit request for the admin team, once per person while open', async () => {
    const project = await insertProject(ctx.built.deps.db, {});
    const { auth } = await signIn(ctx.built.app, newWallet());
    const url = `/api/projects/${project.id}/edit-requests`;
    const res = await post(
      url,
      {
        changes: { links: { telegramLink: 'https://t.me/project' } },
        note: 'The Telegram link is missing.',
      },
      auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('open');
    expect((await post(url, { changes: {}, note: 'Again and again.' }, auth)).statusCode).toBe(409);
    expect((await post(url, { changes: {}, note: 'short' }, auth)).json().message).toContain(
      'note_too_short',
    );
    const rows = await ctx.built.deps.db.select().from(projectEditRequests);
    expect(
      rows.some((r) => r.projectId === project.id && r.note === 'The Telegram link is missing.'),
    ).toBe(true);
  });
});

describe('top active reviewers', () => {
  it('ranks reviewers by reviews in the window, then XP', async () => {
    const now = new Date();
    const db = ctx.built.deps.db;
    const [a, b, c] = [
      await insertUser(db, { score: 10, reviewsCount: 2 }),
      await insertUser(db, { score: 500, reviewsCount: 1 }),
      await insertUser(db, { score: 900, reviewsCount: 1 }),
    ];
    const p1 = await insertProject(db, {});
    const p2 = await insertProject(db, {});
    await insertReview(db, { projectId: p1.id, userId: a!.id, createdAt: now });
    await insertReview(db, { projectId: p2.id, userId: a!.id, createdAt: now });
    await insertReview(db, { projectId: p1.id, userId: b!.id, createdAt: now });
    await insertReview(db, {
      projectId: p1.id,
      userId: c!.id,
      createdAt: new Date(now.getTime() - 20 * 86_400_000),
    });
    const week = (
      await ctx.built.app.inject({
        method: 'GET',
        url: '/api/public/users/top-reviewers?window=7&limit=10',
      })
    ).json();
    const ids = week.data.map((u: { id: string }) => u.id);
    expect(ids.indexOf(String(a!.id))).toBeLessThan(ids.indexOf(String(b!.id)));
    expect(ids).not.toContain(String(c!.id));
    expect(week.data.find((u: { id: string }) => u.id === String(a!.id)).windowReviews).toBe(2);
    const month = (
      await ctx.built.app.inject({
        method: 'GET',
        url: '/api/public/users/top-reviewers?window=30&limit=10',
      })
    ).json();
    expect(month.data.map((u: { id: string }) => u.id)).toContain(String(c!.id));
    expect(
      (
        await ctx.built.app.inject({
          method: 'GET',
          url: '/api/public/users/top-reviewers?window=5',
        })
      ).statusCode,
    ).toBe(400);
  });
});
