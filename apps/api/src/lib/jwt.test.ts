import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './jwt.ts';

const secret = new TextEncoder().encode('a-secret-of-at-least-thirty-two-bytes!!');
const other = new TextEncoder().encode('another-secret-of-thirty-two-bytes!!!!');
const claims = { userId: 7, sessionId: 'session-7' };
const at = (iso: string) => new Date(iso);

describe('access tokens', () => {
  it('verifies a token again without losing the time checks of the first', async () => {
    const token = await signAccessToken(
      secret,
      claims,
      at('2026-11-25T12:00:00Z'),
      at('2026-11-25T11:00:00Z'),
    );
    expect(await verifyAccessToken(secret, token, at('2026-11-25T11:30:00Z'))).toEqual(claims);
    // the same string again: still valid before its expiry, refused at and after it
    expect(await verifyAccessToken(secret, token, at('2026-11-25T11:59:59Z'))).toEqual(claims);
    expect(await verifyAccessToken(secret, token, at('2026-11-25T12:00:00Z'))).toBeNull();
    expect(await verifyAccessToken(secret, token, at('2026-11-26T00:00:00Z'))).toBeNull();
    // a token checked under one secret is not taken under another
    expect(await verifyAccessToken(other, token, at('2026-11-25T11:30:00Z'))).toBeNull();
  });

  it('refuses a forged signature or payload after the genuine token was verified', async () => {
    const now = at('2026-11-25T11:00:00Z');
    const token = await signAccessToken(secret, claims, at('2026-11-25T12:00:00Z'), now);
    expect(await verifyAccessToken(secret, token, now)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect(await verifyAccessToken(secret, `${header}.${payload}.${flipped}`, now)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ sid: 'session-7', sub: '1', exp: 9e9 })).toString(
      'base64url',
    );
    expect(await verifyAccessToken(secret, `${header}.${forged}.${signature}`, now)).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await verifyAccessToken(secret, unsigned, now)).toBeNull();
  });
});
