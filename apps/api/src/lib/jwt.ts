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

interface Verified {
  claims: TokenClaims;
  exp: number | undefined;
  nbf: number | undefined;
}

/**
 * Tokens whose signature already checked out, per secret (a bounded map, oldest out first): the
 * signature of a given token string never changes, so a repeat request skips the HMAC and
 * re-checks only the times, with jose's rules (exp <= now fails, nbf > now fails).
 */
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, Verified>>();
const VERIFIED_MAX = 10_000;

function stillValid(hit: Verified, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  return (
    (hit.exp === undefined || hit.exp > seconds) && (hit.nbf === undefined || hit.nbf <= seconds)
  );
}

/** Returns the claims, or null for any token that is malformed, forged, of another alg or expired. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<TokenClaims | null> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  const hit = verified.get(token);
  // a hit out of its times goes through jose again (which refuses it)
  if (hit && stillValid(hit, now)) return hit.claims;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
    const claims = { userId, sessionId: payload.sid };
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, exp: payload.exp, nbf: payload.nbf });
    return claims;
  } catch {
    return null;
  }
}
