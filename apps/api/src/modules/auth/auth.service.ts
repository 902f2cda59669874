// Wallet sign-in: a one-time code inside an ERC-4361 (Sign-In with Ethereum) message bound to
// the site's origin, verified with viem, exchanged for a JWT that names a session row.
import crypto from 'node:crypto';
import { createPublicClient, http, verifyMessage, type Address, type Hex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { DEFAULT_CHAIN_ID, type LoginResult, type VerifyLoginResult } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { AppError, forbidden, serviceUnavailable, unauthorized } from '../../lib/errors.ts';
import { isDatabaseUnavailable } from '../../db/client.ts';
import { signAccessToken, verifyAccessToken } from '../../lib/jwt.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { signInAccount, toMe } from '../users/index.ts';
import {
  consumeLoginCode,
  findActiveSession,
  insertLoginCode,
  insertSession,
  pendingLoginCodes,
  revokeSession,
} from './auth.repository.ts';
import {
  STREAM_TICKET_TTL_SECONDS,
  loginCodeExpiry,
  messageIsOurs,
  randomCode,
  roleForAddress,
  sessionExpiry,
  sessionUserAgent,
  signableMessages,
  ticketShaped,
} from './auth.rules.ts';

export { randomCode };

/**
 * The message names the origin from configuration only (PUBLIC_URL, else the origin the server
 * listens on), never a request header: a phishing site relaying our API gets messages naming
 * us, which a wallet shows to its user as a different site.
 */
export async function startLogin(
  deps: Deps,
  address: Address,
  chainId: number = DEFAULT_CHAIN_ID,
): Promise<LoginResult> {
  const origin = deps.config.publicOrigin;
  const now = deps.now();
  const code = randomCode();
  const expiresAt = loginCodeExpiry(now);
  const message = createSiweMessage({
    address,
    chainId,
    domain: origin.domain,
    uri: origin.uri,
    nonce: code,
    version: '1',
    issuedAt: now,
    expirationTime: expiresAt,
    statement: `Sign in to ChainReview. Otp code: ${code}`,
  });
  await insertLoginCode(deps.db, { address, code, message, expiresAt, createdAt: now });
  return { verifyCode: code, message };
}

async function signatureMatches(
  deps: Deps,
  address: Address,
  message: string,
  signature: Hex,
): Promise<boolean> {
  try {
    if (await verifyMessage({ address, message, signature })) return true;
  } catch {
    // malformed signature for ECDSA: may still be a contract wallet's signature
  }
  // EIP-1271 contract wallets can only be checked through a chain
  const rpc =
    deps.config.chainRpcUrls[DEFAULT_CHAIN_ID] ??
    deps.config.chainRpcUrls[deps.config.donation.chainId];
  if (!rpc) return false;
  try {
    const client = createPublicClient({ transport: http(rpc, { timeout: 10_000 }) });
    return await client.verifyMessage({ address, message, signature });
  } catch {
    return false;
  }
}

/** Whether a stored message is one we would issue now (see messageIsOurs). */
export function issuedByUs(
  deps: Deps,
  message: string,
  code: string,
  address: Address,
  now: Date,
): boolean {
  return messageIsOurs(deps.config.publicOrigin, message, code, address, now);
}

export async function verifyLogin(
  deps: Deps,
  address: Address,
  signature: Hex,
  meta: { userAgent?: string | undefined; ip?: string | undefined } = {},
): Promise<VerifyLoginResult> {
  const now = deps.now();
  const codes = await pendingLoginCodes(deps.db, address, now);
  if (codes.length === 0) throw unauthorized('confirm_code_not_valid');
  let matched: (typeof codes)[number] | undefined;
  for (const row of codes.filter((r) => issuedByUs(deps, r.message, r.code, address, now))) {
    for (const message of signableMessages(row, deps.config.authAllowOtpMessage)) {
      if (await signatureMatches(deps, address, message, signature)) {
        matched = row;
        break;
      }
    }
    if (matched) break;
  }
  if (!matched) throw unauthorized('invalid_signature');
  if (!(await consumeLoginCode(deps.db, matched.id, now)))
    throw unauthorized('confirm_code_not_valid');

  const role = roleForAddress(address, deps.config.adminAddresses);
  const user = await signInAccount(deps.db, address, role);
  if (user.status === 'blocked') throw forbidden('user_is_blocked');
  const expiresAt = sessionExpiry(now);
  const session = await insertSession(deps.db, {
    userId: user.id,
    expiresAt,
    createdAt: now,
    userAgent: sessionUserAgent(meta.userAgent),
    ip: meta.ip,
  });
  const accessToken = await signAccessToken(
    deps.config.jwtSecret,
    { userId: user.id, sessionId: session.id },
    expiresAt,
    now,
  );
  return { access_token: accessToken, user: toMe(user, now) };
}

export type { Viewer };

/** Resolves a bearer token to its live session and user, or throws the spec's code. */
export async function authenticate(deps: Deps, token: string): Promise<Viewer> {
  if (!token) throw unauthorized('token_is_empty');
  const now = deps.now();
  const claims = await verifyAccessToken(deps.config.jwtSecret, token, now);
  if (!claims) throw unauthorized('invalid_token');
  const found = await findActiveSession(deps.db, claims.sessionId, claims.userId, now).catch(
    sessionCheckFailed,
  );
  if (!found) throw unauthorized('invalid_token');
  if (found.user.status === 'blocked') throw new AppError(403, 'user_is_blocked');
  return { user: found.user, sessionId: found.session.id };
}

/** A session that could not be read is not a refused one: 503, never 401. */
function sessionCheckFailed(error: unknown): never {
  if (isDatabaseUnavailable(error)) throw serviceUnavailable();
  throw error;
}

/**
 * A single-use ticket (60 s) that opens the live notification stream: EventSource cannot send
 * an Authorization header, and a 30-day token in a URL ends up in logs and histories.
 */
export async function issueStreamTicket(
  deps: Deps,
  viewer: Viewer,
): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = crypto.randomBytes(32).toString('base64url');
  await deps.cache.set(
    `stream-ticket:${ticket}`,
    JSON.stringify({ userId: viewer.user.id, sessionId: viewer.sessionId }),
    STREAM_TICKET_TTL_SECONDS,
  );
  return { ticket, expiresIn: STREAM_TICKET_TTL_SECONDS };
}

/** The viewer a ticket was issued to, once; the session must still be live. */
export async function redeemStreamTicket(deps: Deps, ticket: string): Promise<Viewer> {
  if (!ticketShaped(ticket)) throw unauthorized('invalid_token');
  const raw = await deps.cache.take(`stream-ticket:${ticket}`);
  if (!raw) throw unauthorized('invalid_token');
  const { userId, sessionId } = JSON.parse(raw) as { userId: number; sessionId: string };
  const found = await findActiveSession(deps.db, sessionId, userId, deps.now()).catch(
    sessionCheckFailed,
  );
  if (!found) throw unauthorized('invalid_token');
  if (found.user.status === 'blocked') throw new AppError(403, 'user_is_blocked');
  return { user: found.user, sessionId: found.session.id };
}

export async function logout(deps: Deps, viewer: Viewer): Promise<void> {
  await revokeSession(deps.db, viewer.sessionId, deps.now());
}
