import { describe, expect, it } from 'vitest';
import { createTestApp, newWallet, signIn } from '../../../test/helper.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import { signAccessToken, verifyAccessToken } from '../../lib/jwt.ts';

const ctx = useTestApp();

describe('wallet sign-in', () => {
  it('issues a random one-time code inside a Sign-In with Ethereum message bound to the origin', async () => {
    const wallet = newWallet();
    const res = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { address: wallet.address.toLowerCase() },
    });
    expect(res.statusCode).toBe(200);
    const { verifyCode, message } = res.json().data;
    expect(verifyCode).toMatch(/^[A-Za-z0-9]{8,}$/);
    // no PUBLIC_URL: the origin the server listens on
    expect(message).toContain('127.0.0.1:3000 wants you to sign in with your Ethereum account:');
    expect(message).toContain('URI: http://127.0.0.1:3000');
    expect(message).toContain(wallet.address);
    expect(message).toContain(`Nonce: ${verifyCode}`);
    expect(message).toContain('Expiration Time:');
    const second = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { address: wallet.address },
    });
    expect(second.json().data.verifyCode).not.toBe(verifyCode);
  });

  it('rejects malformed and zero addresses with the spec text', async () => {
    for (const address of ['0x123', 'hello', '0x0000000000000000000000000000000000000000', '']) {
      const res = await ctx.built.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { address },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.json().message.join(' ')).toContain("Invalid 'address' parameter");
    }
  });

  it('signs in with a valid signature, returns a token and the user, and /me works with it', async () => {
    const wallet = newWallet();
    const { token, user } = await signIn(ctx.built.app, wallet);
    expect(user.address).toBe(wallet.address);
    const me = await ctx.built.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      address: wallet.address,
      level: 1,
      levelName: 'NEWBIE',
      lastEnergy: 30,
      maxEnergy: 30,
    });
  });

  it('refuses a signature from another wallet with 401', async () => {
    const wallet = newWallet();
    const other = newWallet();
    const login = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { address: wallet.address },
    });
    const sign = await other.signMessage({ message: login.json().data.message });
    const res = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/verify-login',
      payload: { address: wallet.address, sign },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(['invalid_signature']);
  });

  it('refuses a replayed code', async () => {
    const wallet = newWallet();
    const login = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { address: wallet.address },
    });
    const sign = await wallet.signMessage({ message: login.json().data.message });
    const payload = { address: wallet.address, sign };
    const first = await ctx.built.app.inject({ method: 'POST', url: '/api/verify-login', payload });
    expect(first.statusCode).toBe(200);
    const replay = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/verify-login',
      payload,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toEqual(['confirm_code_not_valid']);
  });

  it('lets only one of two simultaneous verifications with the same signature through', async () => {
    const wallet = newWallet();
    const login = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { address: wallet.address },
    });
    const sign = await wallet.signMessage({ message: login.json().data.message });
    const payload = { address: wallet.address, sign };
    const results = await Promise.all([
      ctx.built.app.inject({ method: 'POST', url: '/api/verify-login', payload }),
      ctx.built.app.inject({ method: 'POST', url: '/api/verify-login', payload }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an expired code', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const clocked = await createTestApp(ctx.testDb, { now: () => now });
    const wallet = newWallet();
    const login = await clocked.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { address: wallet.address },
    });
    const sign = await wallet.signMessage({ message: login.json().data.message });
    now = new Date(now.getTime() + 5 * 60 * 1000 + 1000);
    const res = await clocked.app.inject({
      method: 'POST',
      url: '/api/verify-login',
      payload: { address: wallet.address, sign },
    });
    expect(res.statusCode).toBe(401);
    await clocked.app.close();
  });

  it('refuses the plain "Otp code" text unless AUTH_ALLOW_OTP_MESSAGE is set', async () => {
    const wallet = newWallet();
    const login = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { address: wallet.address },
    });
    const sign = await wallet.signMessage({ message: `Otp code: ${login.json().data.verifyCode}` });
    const refused = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/verify-login',
      payload: { address: wallet.address, sign },
    });
    expect(refused.statusCode).toBe(401);

    const lenient = await createTestApp(ctx.testDb, { env: { AUTH_ALLOW_OTP_MESSAGE: 'true' } });
    const login2 = await lenient.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { address: wallet.address },
    });
    const sign2 = await wallet.signMessage({
      message: `Otp code: ${login2.json().data.verifyCode}`,
    });
    const accepted = await lenient.app.inject({
      method: 'POST',
      url: '/api/verify-login',
      payload: { address: wallet.address, sign: sign2 },
    });
    expect(accepted.statusCode).toBe(200);
    await lenient.app.close();
  });

  it('refuses the issued message re-signed for another domain, then accepts it as issued', async () => {
    const wallet = newWallet();
    const login = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { address: wallet.address },
    });
    const { message } = login.json().data as { message: string };
    // the same nonce, times and statement: only the domain and its URI differ
    const forged = message
      .replaceAll('127.0.0.1:3000', 'phishing.example')
      .replace('URI: http://phishing.example', 'URI: https://phishing.example');
    expect(forged).toContain('phishing.example wants you to sign in');
    expect(forged.split('\n').filter((line, i) => line !== message.split('\n')[i])).toEqual([
      'phishing.example wants you to sign in with your Ethereum account:',
      'URI: https://phishing.example',
    ]);
    const verify = async (text: string) =>
      ctx.built.app.inject({
        method: 'POST',
        url: '/api/verify-login',
        payload: { address: wallet.address, sign: await wallet.signMessage({ message: text }) },
      });
    const refused = await verify(forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toEqual(['invalid_signature']);
    // the code was not spent by the refusal: the message as issued still signs in
    expect((await verify(message)).statusCode).toBe(200);
  });

  it('revokes the token on logout', async () => {
    const { auth } = await signIn(ctx.built.app, newWallet());
    expect(
      (await ctx.built.app.inject({ method: 'GET', url: '/api/me', headers: auth })).statusCode,
    ).toBe(200);
    const out = await ctx.built.app.inject({ method: 'POST', url: '/api/logout', headers: auth });
    expect(out.statusCode).toBe(200);
    const after = await ctx.built.app.inject({ method: 'GET', url: '/api/me', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: ['invalid_token'],
    });
  });

  it('checks sessions that arrive together in one read, each on its own merits', async () => {
    const [live, revoked, expired, other] = await Promise.all(
      [0, 1, 2, 3].map(() => signIn(ctx.built.app, newWallet())),
    );
    await ctx.built.app.inject({ method: 'POST', url: '/api/logout', headers: revoked!.auth });
    const secret = ctx.built.deps.config.jwtSecret;
    const now = new Date();
    const later = new Date(now.getTime() + 3600_000);
    const claimsOf = async (token: string) => (await verifyAccessToken(secret, token, now))!;
    // the session row ran out while the token had not
    const expiredClaims = await claimsOf(expired!.token);
    await ctx.built.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() - 1000) })
      .where(eq(sessions.id, expiredClaims.sessionId));
    // validly signed, but naming another user's session, or no session at all
    const liveClaims = await claimsOf(live!.token);
    const borrowed = await signAccessToken(
      secret,
      { userId: Number(other!.user.id), sessionId: liveClaims.sessionId },
      later,
      now,
    );
    const notUuid = await signAccessToken(
      secret,
      { userId: liveClaims.userId, sessionId: "x' or '1'='1" },
      later,
      now,
    );
    const shouted = await signAccessToken(
      secret,
      { userId: liveClaims.userId, sessionId: liveClaims.sessionId.toUpperCase() },
      later,
      now,
    );
    const tokens = [
      live!.token,
      revoked!.token,
      expired!.token,
      other!.token,
      borrowed,
      notUuid,
      shouted,
    ];
    const me = (token: string) =>
      ctx.built.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      });
    // twice over, all at once: the checks go out together
    const answers = await Promise.all([...tokens, ...tokens].map(me));
    const seen = answers.map((res) =>
      res.statusCode === 200 ? (res.json().data.address as string).toLowerCase() : res.statusCode,
    );
    const expected = [
      live!.user.address.toLowerCase(),
      401,
      401,
      other!.user.address.toLowerCase(),
      401,
      401,
      live!.user.address.toLowerCase(),
    ];
    expect(seen).toEqual([...expected, ...expected]);
  });

  it('answers 401 for a missing, malformed or forged token', async () => {
    const none = await ctx.built.app.inject({ method: 'GET', url: '/api/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toEqual(['token_is_empty']);
    const bad = await ctx.built.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
    const { token } = await signIn(ctx.built.app, newWallet());
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    const res = await ctx.built.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
    const none256 = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const res2 = await ctx.built.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${none256}` },
    });
    expect(res2.statusCode).toBe(401);
  });

  it('refuses a blocked user with user_is_blocked', async () => {
    const wallet = newWallet();
    const { auth } = await signIn(ctx.built.app, wallet);
    const { users } = await import('../../db/schema.ts');
    const { sql } = await import('drizzle-orm');
    await ctx.built.deps.db
      .update(users)
      .set({ status: 'blocked' })
      .where(sql`lower(${users.address}) = ${wallet.address.toLowerCase()}`);
    const me = await ctx.built.app.inject({ method: 'GET', url: '/api/me', headers: auth });
    expect(me.statusCode).toBe(403);
    expect(me.json().message).toEqual(['user_is_blocked']);
    await expect(signIn(ctx.built.app, wallet)).rejects.toThrow(/user_is_blocked/);
  });

  it('gives the admin role to ADMIN_ADDRESSES', async () => {
    const wallet = newWallet();
    const adminApp = await createTestApp(ctx.testDb, {
      env: { ADMIN_ADDRESSES: wallet.address.toLowerCase() },
    });
    const { user } = await signIn(adminApp.app, wallet);
    expect(user).toMatchObject({ role: 'admin' });
    await adminApp.app.close();
  });
});
