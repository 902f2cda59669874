import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { injector, newWallet, signIn } from '../../../test/helper.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { insertProject } from '../../../test/fixtures.ts';

const ctx = useTestApp();

const inject = injector(() => ctx.built.app);
const reviewBody = (seed: string) => ({
  title: `${seed} title for review`,
  content: `${seed}: a thorough review with more than fifty characters of text in it.`,
  rate: 4,
  language: 'en',
});

async function reviewWithAuthor() {
  const project = await insertProject(ctx.built.deps.db, {});
  const author = await signIn(ctx.built.app, newWallet());
  const review = (
    await inject(
      'POST',
      `/api/project/${project.id}/reviews`,
      reviewBody(`R${project.id}`),
      author.auth,
    )
  ).json().data;
  return { project, author, review };
}

describe('notifications', () => {
  it('lists, counts unseen, groups upvotes, marks read and read-all, for the owner only', async () => {
    const { author, review } = await reviewWithAuthor();
    const voters = await Promise.all([0, 1, 2].map(() => signIn(ctx.built.app, newWallet())));
    for (const v of voters)
      await inject('POST', `/api/review/${review.id}/vote`, { vote: 'up' }, v.auth);
    await inject(
      'POST',
      `/api/reviews/${review.id}/replies`,
      { content: 'Nice one' },
      voters[0]!.auth,
    );

    expect(
      (await inject('GET', '/api/unseen-notifications-count', undefined, author.auth)).json().data
        .total,
    ).toBe(2);
    const list = (
      await inject('GET', '/api/notifications?limit=10', undefined, author.auth)
    ).json();
    expect(list.meta.total).toBe(2);
    const [reply, upvote] = list.data;
    expect(reply).toMatchObject({
      type: 'reply',
      action: 'display_review',
      objectId: review.id,
      isRead: false,
      actorCount: 1,
    });
    expect(upvote).toMatchObject({ type: 'upvote', actorCount: 3, message: review.title });
    expect(upvote.from.address).toBe(voters[2]!.user.address);
    // the loaded page counts as seen
    expect(
      (await inject('GET', '/api/unseen-notifications-count', undefined, author.auth)).json().data
        .total,
    ).toBe(0);

    const other = voters[1]!;
    expect(
      (await inject('GET', `/api/notifications/${reply.id}`, undefined, other.auth)).statusCode,
    ).toBe(404);
    expect(
      (await inject('PUT', `/api/notifications/${reply.id}/read`, undefined, other.auth))
        .statusCode,
    ).toBe(404);

    const read = (
      await inject('PUT', `/api/notifications/${reply.id}/read`, undefined, author.auth)
    ).json().data;
    expect(read.isRead).toBe(true);
    expect(
      (await inject('GET', '/api/notifications?filter=un_read', undefined, author.auth)).json().meta
        .total,
    ).toBe(1);
    await inject('POST', '/api/notifications/read-all-notifications', undefined, author.auth);
    expect(
      (await inject('GET', '/api/notifications?filter=un_read', undefined, author.auth)).json().meta
        .total,
    ).toBe(0);

    // a new upvote after reading starts a new grouped row
    const late = await signIn(ctx.built.app, newWallet());
    await inject('POST', `/api/review/${review.id}/vote`, { vote: 'up' }, late.auth);
    const again = (
      await inject('GET', '/api/notifications?filter=un_read', undefined, author.auth)
    ).json();
    expect(again.data).toHaveLength(1);
    expect(again.data[0].actorCount).toBe(1);
    expect((await inject('GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('pushes the unseen count live over server-sent events', async () => {
    const { author, review } = await reviewWithAuthor();
    await ctx.built.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.built.app.server.address() as AddressInfo;
    const events: number[] = [];
    const ticketRes = await inject('POST', '/api/notifications/stream-ticket', {}, author.auth);
    expect(ticketRes.headers['cache-control']).toBe('no-store');
    const { ticket, expiresIn } = ticketRes.json().data;
    expect(expiresIn).toBe(60);
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: `/api/notifications/stream?ticket=${ticket}`,
    });
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      request.on('response', resolve),
    );
    expect(response.headers['content-type']).toContain('text/event-stream');
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      for (const match of chunk.matchAll(/data: (\{.*\})/g))
        events.push(JSON.parse(match[1]!).total);
    });
    const voter = await signIn(ctx.built.app, newWallet());
    await new Promise((r) => setTimeout(r, 100));
    await inject('POST', `/api/review/${review.id}/vote`, { vote: 'up' }, voter.auth);
    const deadline = Date.now() + 5000;
    while (events.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual([0, 1]);
    request.destroy();
    const status = (path: string) =>
      new Promise<number>((resolve) =>
        http.get({ host: '127.0.0.1', port, path }, (res) => {
          resolve(res.statusCode!);
          res.destroy();
        }),
      );
    // a ticket opens one stream only; a token in the URL is never accepted
    expect(await status(`/api/notifications/stream?ticket=${ticket}`)).toBe(401);
    expect(await status(`/api/notifications/stream?access_token=${author.token}`)).toBe(401);
    expect(await status('/api/notifications/stream?ticket=bad')).toBe(401);
    expect((await inject('POST', '/api/notifications/stream-ticket')).statusCode).toBe(401);
  });
});

describe('level-up popups', () => {
  it('serves and dismisses the popup', async () => {
    const { author, review } = await reviewWithAuthor();
    const voters = await Promise.all(
      Array.from({ length: 20 }, () => signIn(ctx.built.app, newWallet())),
    );
    for (const v of voters)
      await inject('POST', `/api/review/${review.id}/vote`, { vote: 'up' }, v.auth);
    const popups = (await inject('GET', '/api/popup', undefined, author.auth)).json().data;
    expect(popups).toEqual([
      expect.objectContaining({ type: 'level_up', newLevel: 2, levelName: 'JUNIOR_MEMBER' }),
    ]);
    expect((await inject('DELETE', '/api/popup', undefined, author.auth)).statusCode).toBe(200);
    expect((await inject('GET', '/api/popup', undefined, author.auth)).json().data).toEqual([]);
    const levelNote = (await inject('GET', '/api/notifications?limit=50', undefined, author.auth))
      .json()
      .data.find((n: { type: string }) => n.type === 'up_level');
    expect(levelNote).toMatchObject({ action: 'display_profile', object: { newLevel: 2 } });
  });
});

describe('following users', () => {
  it('follows, counts, lists, refuses self and a second follow, unfollows', async () => {
    const a = await signIn(ctx.built.app, newWallet());
    const b = await signIn(ctx.built.app, newWallet());
    const url = `/api/follows/${b.user.id}/user`;
    expect((await inject('POST', url, undefined, a.auth)).statusCode).toBe(200);
    const twice = await inject('POST', url, undefined, a.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toEqual(['already_follow_this_user']);
    const self = await inject('POST', `/api/follows/${a.user.id}/user`, undefined, a.auth);
    expect(self.statusCode).toBe(400);
    expect((await inject('GET', `/api/public/follows/${b.user.id}/statistic`)).json().data).toEqual(
      { followers: 1, following: 0, followingProjects: 0 },
    );
    expect(
      (await inject('GET', `/api/public/follows/${a.user.id}/statistic`)).json().data.following,
    ).toBe(1);
    expect(
      (
        await inject(
          'GET',
          `/api/follows/users?user_ids=${b.user.id}-${a.user.id}`,
          undefined,
          a.auth,
        )
      ).json().data.data,
    ).toEqual([b.user.id]);
    const followers = (await inject('GET', `/api/public/users/${b.user.id}/followers`)).json();
    expect(followers.data.map((u: { id: string }) => u.id)).toEqual([a.user.id]);
    const profile = (
      await inject('GET', `/api/users/address/${b.user.address}`, undefined, a.auth)
    ).json().data;
    expect(profile).toMatchObject({ isFollowed: true, followersCount: 1 });
    expect((await inject('DELETE', url, undefined, a.auth)).statusCode).toBe(200);
    expect(
      (await inject('GET', `/api/public/follows/${b.user.id}/statistic`)).json().data.followers,
    ).toBe(0);
    expect(
      (await inject('POST', '/api/follows/99999999/user', undefined, a.auth)).json().message,
    ).toEqual(['can_not_find_user']);
  });
});

describe('profiles', () => {
  it('sets an uploaded avatar, refuses another user image', async () => {
    const owner = await signIn(ctx.built.app, newWallet());
    const png = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#aa00aa' },
    })
      .png()
      .toBuffer();
    const boundary = 'xyzboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const url = (
      await ctx.built.app.inject({
        method: 'POST',
        url: '/api/storage/upload',
        payload,
        headers: { ...owner.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      })
    ).json().data.url;
    const res = await inject('PUT', '/api/me', { avatarUrl: url }, owner.auth);
    expect(res.json().data.avatar).toEqual({ url, type: 'normal' });
    const thief = await signIn(ctx.built.app, newWallet());
    const denied = await inject('PUT', '/api/me', { avatarUrl: url }, thief.auth);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toEqual(['you_are_not_owner_this_image']);
  });

  it('keeps public social links for level 3 and above; others see only public ones', async () => {
    const wallet = newWallet();
    const me = await signIn(ctx.built.app, wallet);
    const links = [
      { name: 'twitter', url: 'https://x.com/me', isPublic: true },
      { name: 'telegram', url: 'https://t.me/me', isPublic: false },
    ];
    const gated = await inject('PUT', '/api/me', { socialLinks: links }, me.auth);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().message).toEqual(['require_member_to_public_social_links']);
    expect(
      (await inject('PUT', '/api/me', { socialLinks: [{ ...links[0], isPublic: false }] }, me.auth))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await inject(
          'PUT',
          '/api/me',
          { socialLinks: [{ name: 'x', url: 'http://x.com', isPublic: false }] },
          me.auth,
        )
      ).json().message,
    ).toContain('invalid_format_link');

    await ctx.built.deps.db
      .update(users)
      .set({ score: 150, level: 3 })
      .where(eq(users.id, Number(me.user.id)));
    expect(
      (await inject('PUT', '/api/me', { socialLinks: links }, me.auth)).json().data.socialLinks,
    ).toHaveLength(2);
    const seen = (await inject('GET', `/api/public/users/address/${wallet.address}`)).json().data
      .socialLinks;
    expect(seen).toEqual([links[0]]);
  });
});

describe('rewards history', () => {
  it('lists XP earned from reviews and from donations separately', async () => {
    const { author, review } = await reviewWithAuthor();
    const voter = await signIn(ctx.built.app, newWallet());
    await inject('POST', `/api/review/${review.id}/vote`, { vote: 'up' }, voter.auth);
    const res = (
      await inject('GET', `/api/public/users/${author.user.id}/rewards-history?type=review_reward`)
    ).json();
    expect(res.data.map((e: { reason: string; amount: number }) => [e.reason, e.amount])).toEqual([
      ['upvote_received', 2],
      ['review_published', 10],
    ]);
    expect(res.data[0].actor.id).toBe(voter.user.id);
    expect(
      (
        await inject(
          'GET',
          `/api/public/users/${author.user.id}/rewards-history?type=reward_received`,
        )
      ).json().meta.total,
    ).toBe(0);
  });
});
