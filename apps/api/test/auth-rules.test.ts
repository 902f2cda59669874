// Wallet sign-in rules checked without a database: the one-time code's alphabet and length, which
// stored SIWE messages count as ours (origin, nonce, address, chain, validity window), and the
// refusals that need no session lookup.
import { describe, expect, it } from 'vitest';
import { createSiweMessage } from 'viem/siwe';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { LOGIN_CODE } from '@chainreview/shared';
import type { Deps } from '../src/deps.ts';
import {
  authenticate,
  issuedByUs,
  randomCode,
  redeemStreamTicket,
} from '../src/modules/auth/auth.service.ts';

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
