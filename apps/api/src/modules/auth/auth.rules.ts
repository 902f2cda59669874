// The sign-in rules without a database: the one-time code, which stored SIWE messages count as
// ours, which messages a signature may cover, the role an address signs in with, the lifetimes of
// codes, sessions and stream tickets, and the shape a stream ticket must have.
import crypto from 'node:crypto';
import type { Address } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { LOGIN_CODE, SESSION_TTL_SECONDS, otpMessage } from '@chainreview/shared';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random alphanumeric code (rejection sampling keeps it uniform). */
export function randomCode(length: number = LOGIN_CODE.length): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte < 256 - (256 % ALPHABET.length)) out += ALPHABET[byte % ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export interface SiteOrigin {
  domain: string;
  uri: string;
}

/**
 * Whether a stored message is one we would issue now: our origin (a change of PUBLIC_URL voids
 * older ones), its own code as nonce, the signer's address, a chain id, inside its times.
 */
export function messageIsOurs(
  origin: SiteOrigin,
  message: string,
  code: string,
  address: Address,
  now: Date,
): boolean {
  const parsed = parseSiweMessage(message);
  return (
    parsed.uri === origin.uri &&
    typeof parsed.chainId === 'number' &&
    parsed.chainId > 0 &&
    validateSiweMessage({ message: parsed, address, domain: origin.domain, nonce: code, time: now })
  );
}

/** The texts a sign-in signature may cover: the SIWE message, and the bare code when allowed. */
export function signableMessages(
  row: { message: string; code: string },
  allowOtpMessage: boolean,
): string[] {
  return allowOtpMessage ? [row.message, otpMessage(row.code)] : [row.message];
}

/** Admin when the address is in the configured list (stored lower-case), else normal. */
export function roleForAddress(address: string, adminAddresses: readonly string[]) {
  return adminAddresses.includes(address.toLowerCase()) ? ('admin' as const) : ('normal' as const);
}

/** When a login code issued now stops being valid. */
export function loginCodeExpiry(now: Date): Date {
  return new Date(now.getTime() + LOGIN_CODE.ttlSeconds * 1000);
}

/** When a session opened now ends. */
export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
}

/** The user agent a session row keeps: its first 300 characters. */
export const USER_AGENT_MAX = 300;
export function sessionUserAgent(userAgent: string | undefined): string | undefined {
  return userAgent?.slice(0, USER_AGENT_MAX);
}

/** A stream ticket lives a minute: long enough to open the stream, too short to be replayed. */
export const STREAM_TICKET_TTL_SECONDS = 60;

/** A ticket we could have issued: 20 to 100 URL-safe characters (ours are 43). */
export function ticketShaped(ticket: string): boolean {
  return /^[\w-]{20,100}$/.test(ticket);
}
