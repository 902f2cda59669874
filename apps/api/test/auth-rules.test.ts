// Wallet sign-in rules checked without a database: the one-time code's alphabet and length, which
// stored SIWE messages count as ours (origin, nonce, address, chain, validity window), and the
// refusals that need no session lookup.
import { describe, expect, it } from 'vitest';
import { createSiweMessage } from 'viem/siwe';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { LOGIN_CODE, otpMessage } from '@chainreview/shared';
import type { Deps } from '../src/deps.ts';
import {
  authenticate,
  issuedByUs,
  randomCode,
  redeemStreamTicket,
} from '../src/modules/auth/auth.service.ts';
import {
  STREAM_TICKET_TTL_SECONDS,
  loginCodeExpiry,
  roleForAddress,
  sessionExpiry,
  sessionUserAgent,
  signableMessages,
  ticketShaped,
} from '../src/modules/auth/auth.rules.ts';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const origin = { domain: 'chainreview.test', uri: 'https://chainreview.test' };
const now = new Date('2026-03-01T12:00:00Z');
const wallet = privateKeyToAccount(generatePrivateKey());
const other = privateKeyToAccount(generatePrivateKey());

const deps = {
  config: { publicOrigin: origin, jwtSecret: 'x'.repeat(32) },
  now: () => now,
  cache: { take: async () => null },
} as unknown as Deps;

function message(over: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  return createSiweMessage({
    address: wallet.address,
    chainId: 56,
    domain: origin.domain,
    uri: origin.uri,
    nonce: 'ABCDEFGH2345',
    version: '1',
    issuedAt: new Date(now.getTime() - 60_000),
    expirationTime: new Date(now.getTime() + 60_000),
    ...over,
  });
}

describe('randomCode', () => {
  it('is LOGIN_CODE.length characters of the unambiguous alphabet by default', () => {
    for (let i = 0; i < 50; i++) {
      const code = randomCode();
      expect(code).toHaveLength(LOGIN_CODE.length);
      expect([...code].every((c) => ALPHABET.includes(c))).toBe(true);
    }
  });

  it('has the length it is asked for, and differs between calls', () => {
    expect(randomCode(1)).toHaveLength(1);
    expect(randomCode(40)).toHaveLength(40);
    expect(new Set(Array.from({ length: 20 }, () => randomCode())).size).toBe(20);
  });

  it('uses the whole alphabet', () => {
    const seen = new Set(randomCode(4000));
    expect(seen.size).toBe(ALPHABET.length);
  });
});

describe('issuedByUs', () => {
  it('accepts our message with its code, for its address, inside its window', () => {
    expect(issuedByUs(deps, message(), 'ABCDEFGH2345', wallet.address, now)).toBe(true);
  });

  it('refuses another origin, another code or another address', () => {
    expect(
      issuedByUs(deps, message({ uri: 'https://clone.test' }), 'ABCDEFGH2345', wallet.address, now),
    ).toBe(false);
    expect(
      issuedByUs(deps, message({ domain: 'clone.test' }), 'ABCDEFGH2345', wallet.address, now),
    ).toBe(false);
    expect(issuedByUs(deps, message(), 'ABCDEFGH2346', wallet.address, now)).toBe(false);
    expect(issuedByUs(deps, message(), 'ABCDEFGH2345', other.address, now)).toBe(false);
  });

  it('refuses a message past its expiry, accepts it a second before', () => {
    const expiry = new Date(now.getTime() + 60_000);
    expect(
      issuedByUs(
        deps,
        message(),
        'ABCDEFGH2345',
        wallet.address,
        new Date(expiry.getTime() - 1000),
      ),
    ).toBe(true);
    expect(
      issuedByUs(
        deps,
        message(),
        'ABCDEFGH2345',
        wallet.address,
        new Date(expiry.getTime() + 1000),
      ),
    ).toBe(false);
  });

  it('refuses a message without a positive chain id', () => {
    const withChain = message();
    expect(
      issuedByUs(
        deps,
        withChain.replace('Chain ID: 56', 'Chain ID: 0'),
        'ABCDEFGH2345',
        wallet.address,
        now,
      ),
    ).toBe(false);
    expect(
      issuedByUs(
        deps,
        withChain.replace(/\nChain ID: 56/, ''),
        'ABCDEFGH2345',
        wallet.address,
        now,
      ),
    ).toBe(false);
    expect(
      issuedByUs(
        deps,
        withChain.replace('Chain ID: 56', 'Chain ID: 1'),
        'ABCDEFGH2345',
        wallet.address,
        now,
      ),
    ).toBe(true);
  });
});

describe('refusals before any session lookup', () => {
  const codesOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: { codes?: string[]; statusCode?: number }) => [error.statusCode, error.codes],
    );

  it('an empty token is token_is_empty', async () => {
    expect(await codesOf(authenticate(deps, ''))).toEqual([401, ['token_is_empty']]);
  });

  it('a stream ticket of the wrong shape or not in the cache is invalid_token', async () => {
    expect(await codesOf(redeemStreamTicket(deps, 'short'))).toEqual([401, ['invalid_token']]);
    expect(await codesOf(redeemStreamTicket(deps, 'a'.repeat(101)))).toEqual([
      401,
      ['invalid_token'],
    ]);
    expect(await codesOf(redeemStreamTicket(deps, 'a'.repeat(20)))).toEqual([
      401,
      ['invalid_token'],
    ]);
    expect(await codesOf(redeemStreamTicket(deps, 'a'.repeat(19)))).toEqual([
      401,
      ['invalid_token'],
    ]);
  });
});

describe('signableMessages', () => {
  const row = { message: 'the SIWE text', code: 'ABCDEFGH2345' };

  it('is the SIWE message alone unless the bare code is allowed', () => {
    expect(signableMessages(row, false)).toEqual(['the SIWE text']);
    expect(signableMessages(row, true)).toEqual(['the SIWE text', otpMessage('ABCDEFGH2345')]);
  });
});

describe('roleForAddress', () => {
  const admins = ['0x00000000000000000000000000000000000000ab'];

  it('is admin for a listed address in any case, normal for any other', () => {
    expect(roleForAddress('0x00000000000000000000000000000000000000AB', admins)).toBe('admin');
    expect(roleForAddress('0x00000000000000000000000000000000000000ab', admins)).toBe('admin');
    expect(roleForAddress('0x00000000000000000000000000000000000000ac', admins)).toBe('normal');
    expect(roleForAddress('0x00000000000000000000000000000000000000ab', [])).toBe('normal');
  });
});

describe('lifetimes', () => {
  it('a login code lasts five minutes, a session thirty days, a stream ticket a minute', () => {
    expect(LOGIN_CODE.ttlSeconds).toBe(300);
    expect(loginCodeExpiry(now).toISOString()).toBe('2026-03-01T12:05:00.000Z');
    expect(sessionExpiry(now).toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(STREAM_TICKET_TTL_SECONDS).toBe(60);
  });
});

describe('sessionUserAgent', () => {
  it('keeps the first 300 characters and no user agent as none', () => {
    expect(sessionUserAgent('a'.repeat(300))).toBe('a'.repeat(300));
    expect(sessionUserAgent('b'.repeat(301))).toBe('b'.repeat(300));
    expect(sessionUserAgent('Mozilla/5.0')).toBe('Mozilla/5.0');
    expect(sessionUserAgent(undefined)).toBeUndefined();
  });
});

describe('ticketShaped', () => {
  it('takes 20 to 100 URL-safe characters', () => {
    expect(ticketShaped('a'.repeat(19))).toBe(false);
    expect(ticketShaped('a'.repeat(20))).toBe(true);
    expect(ticketShaped('Z9_-'.repeat(25))).toBe(true);
    expect(ticketShaped('a'.repeat(101))).toBe(false);
  });

  it('refuses any other character, at either end or inside', () => {
    expect(ticketShaped(`${'a'.repeat(20)}.`)).toBe(false);
    expect(ticketShaped(`.${'a'.repeat(20)}`)).toBe(false);
    expect(ticketShaped(`${'a'.repeat(10)}/${'a'.repeat(10)}`)).toBe(false);
  });
});
