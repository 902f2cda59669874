// Access tokens: HS256 JWTs (jose) naming a session row, so logout can revoke them.
import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export async function signAccessToken(
  secret: Uint8Array,
  claims: TokenClaims,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** Returns the claims, or null for any token that is malformed, forged, of another alg or expired. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}
