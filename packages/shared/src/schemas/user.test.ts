// The profile update, login, donation, paging and notification bodies and queries: every limit
// on both sides, defaults, transforms and the error codes the API answers.
import { describe, expect, it } from 'vitest';
import { loginBodySchema, otpMessage, verifyLoginBodySchema } from './auth.ts';
import { idParamSchema, isId, listMeta, paginationQuerySchema } from './common.ts';
import {
  DONATE_TYPE_REVIEW,
  donateLogBodySchema,
  donateLogListQuerySchema,
  syncNftAvatarBodySchema,
} from './donation.ts';
import { LOG_ANCHOR, REVIEW_EXPORT } from './log-anchor.ts';
import { notificationListQuerySchema } from './notification.ts';
import { socialLinkSchema, updateMeSchema } from './user.ts';
import { codes, passes } from '../../test/schema-kit.ts';

const lower = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';
const tx = `0x${'aB'.repeat(32)}`;

describe('profile update', () => {
  it('a display name is not blank and has 3 to 30 characters after trimming', () => {
    const name = (displayName: string) => codes(updateMeSchema, { displayName });
    expect(name('   ')).toEqual(['display_name_blank', 'display_name_too_short']);
    expect(name(' ab ')).toEqual(['display_name_too_short']);
    expect(name('abc')).toEqual([]);
    expect(name('x'.repeat(30))).toEqual([]);
    expect(name('x'.repeat(31))).toEqual(['display_name_too_long']);
  });

  it('a bio is not blank, may be null and has at most 300 characters', () => {
    expect(codes(updateMeSchema, { bio: ' ' })).toEqual(['bio_blank']);
    expect(codes(updateMeSchema, { bio: null })).toEqual([]);
    expect(codes(updateMeSchema, { bio: 'x'.repeat(300) })).toEqual([]);
    expect(codes(updateMeSchema, { bio: 'x'.repeat(301) })).toEqual(['bio_too_long']);
  });

  it('an avatar URL has at most 300 characters, or null removes it', () => {
    expect(passes(updateMeSchema, { avatarUrl: null })).toBe(true);
    expect(passes(updateMeSchema, { avatarUrl: 'a'.repeat(300) })).toBe(true);
    expect(passes(updateMeSchema, { avatarUrl: 'a'.repeat(301) })).toBe(false);
  });

  it('refuses a field it does not know', () =>
    expect(passes(updateMeSchema, { role: 'admin' })).toBe(false));

  const link = { name: 'site', url: 'https://ann.example', isPublic: true };
  it('social links are trimmed https links, at most 10', () => {
    expect(
      updateMeSchema.parse({ socialLinks: [{ ...link, name: ' site ', url: ' HTTPS://a ' }] }),
    ).toEqual({ socialLinks: [{ ...link, url: 'HTTPS://a' }] });
    expect(passes(updateMeSchema, { socialLinks: Array(10).fill(link) })).toBe(true);
    expect(passes(updateMeSchema, { socialLinks: Array(11).fill(link) })).toBe(false);
  });

  it('a social link name has 1 to 40 characters after trimming', () => {
    const named = (name: string) => passes(updateMeSchema, { socialLinks: [{ ...link, name }] });
    expect(named(' ')).toBe(false);
    expect(named('n'.repeat(40))).toBe(true);
    expect(named('n'.repeat(41))).toBe(false);
  });

  it('a social link URL is https without spaces, at most 200 characters', () => {
    const url = (u: string) => codes(updateMeSchema, { socialLinks: [{ ...link, url: u }] });
    for (const bad of ['http://a', 'https://', 'https://a b', 'x https://a'])
      expect(url(bad), bad).toEqual(['invalid_format_link']);
    expect(url(`https://${'a'.repeat(192)}`)).toEqual([]);
    expect(url(`https://${'a'.repeat(193)}`)).toEqual(['link_too_long']);
  });

  it('a social link as shown has a name of 1 to 40 and a URL of up to 200 characters', () => {
    expect(passes(socialLinkSchema, { ...link, name: 'n'.repeat(40), url: 'u'.repeat(200) })).toBe(
      true,
    );
    expect(passes(socialLinkSchema, { ...link, name: '' })).toBe(false);
    expect(passes(socialLinkSchema, { ...link, name: 'n'.repeat(41) })).toBe(false);
    expect(passes(socialLinkSchema, { ...link, url: 'u'.repeat(201) })).toBe(false);
  });
});

describe('sign-in bodies', () => {
  it('an address in any case comes out checksummed', () =>
    expect(loginBodySchema.parse({ address: lower }).address).toBe(
      '0xABcdEFABcdEFabcdEfAbCdefabcdeFABcDEFabCD',
    ));

  it('a signature is 0x and hex digits of either case', () => {
    expect(codes(verifyLoginBodySchema, { address: lower, sign: '0xAf09' })).toEqual([]);
    for (const bad of ['0x', 'Af09', '0xAg', ' 0xaf', '0xaf '])
      expect(codes(verifyLoginBodySchema, { address: lower, sign: bad }), bad).toEqual([
        'invalid_signature',
      ]);
  });

  it('the spec challenge text', () => expect(otpMessage('123456')).toBe('Otp code: 123456'));
});

describe('paging', () => {
  it('pages by 10 from 0 by default and takes a limit of 0 to 100', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(paginationQuerySchema.parse({ limit: '0', offset: '0' })).toEqual({
      limit: 0,
      offset: 0,
    });
    expect(paginationQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(passes(paginationQuerySchema, { limit: '101' })).toBe(false);
    expect(passes(paginationQuerySchema, { limit: '-1' })).toBe(false);
    expect(passes(paginationQuerySchema, { offset: '-1' })).toBe(false);
  });

  it('counts pages, none for a limit of 0, and carries the cursor only when given', () => {
    expect(listMeta(10, 0, 21)).toStrictEqual({ limit: 10, offset: 0, total: 21, totalPages: 3 });
    expect(listMeta(10, 0, 20).totalPages).toBe(2);
    expect(listMeta(0, 0, 5).totalPages).toBe(0);
    expect(listMeta(1, 0, 5).totalPages).toBe(5);
    expect(listMeta(10, 0, 5, null)).toEqual({
      limit: 10,
      offset: 0,
      total: 5,
      totalPages: 1,
      nextCursor: null,
    });
  });

  it('an id has 1 to 15 digits; an id parameter 1 to 64 characters', () => {
    expect(isId('1')).toBe(true);
    expect(isId('9'.repeat(15))).toBe(true);
    for (const bad of ['', '9'.repeat(16), 'a1', '1a', '1.5']) expect(isId(bad), bad).toBe(false);
    expect(passes(idParamSchema, { id: 'x'.repeat(64) })).toBe(true);
    expect(passes(idParamSchema, { id: 'x'.repeat(65) })).toBe(false);
    expect(passes(idParamSchema, { id: '' })).toBe(false);
  });

  it('notifications list all by default, or the unread ones', () => {
    expect(notificationListQuerySchema.parse({}).filter).toBe('all');
    expect(notificationListQuerySchema.parse({ filter: 'un_read' }).filter).toBe('un_read');
    expect(codes(notificationListQuerySchema, { cursor: '!' })).toEqual(['cursor_invalid']);
  });
});

describe('donation bodies', () => {
  it('a donation to a review has the type 1', () => expect(DONATE_TYPE_REVIEW).toBe(1));

  it('a reported donation names its transaction hash and a message of up to 200 characters', () => {
    expect(codes(donateLogBodySchema, { transactionHash: tx, message: null })).toEqual([]);
    expect(codes(donateLogBodySchema, { transactionHash: tx, message: 'm'.repeat(201) })).toEqual([
      'message_too_long',
    ]);
    for (const bad of [
      `0x${'a'.repeat(63)}`,
      `0x${'a'.repeat(65)}`,
      `0x${'g'.repeat(64)}`,
      `x${tx}`,
    ])
      expect(codes(donateLogBodySchema, { transactionHash: bad }), bad).toEqual([
        'transaction_hash_invalid',
      ]);
  });

  it('the donation list filters by addresses of 40 hex digits', () => {
    const address = `0x${'aF'.repeat(20)}`;
    expect(donateLogListQuerySchema.parse({ fromAddress: address, toAddress: address })).toEqual({
      limit: 10,
      offset: 0,
      fromAddress: address,
      toAddress: address,
    });
    for (const bad of [`0x${'a'.repeat(39)}`, `0x${'a'.repeat(41)}`, `0x${'g'.repeat(40)}`])
      expect(codes(donateLogListQuerySchema, { toAddress: bad }), bad).toEqual(['invalid_address']);
    expect(codes(donateLogListQuerySchema, { fromAddress: 'x' })).toEqual(['invalid_address']);
  });

  it('an NFT avatar names a contract, a token id of 1 to 78 digits and a positive chain', () => {
    const nft = { contractAddress: `0x${'a'.repeat(40)}`, tokenId: '1', chainId: 56 };
    expect(syncNftAvatarBodySchema.parse(nft)).toEqual(nft);
    expect(codes(syncNftAvatarBodySchema, { ...nft, tokenId: '9'.repeat(78) })).toEqual([]);
    for (const bad of ['', '9'.repeat(79), '1a', 'a1'])
      expect(codes(syncNftAvatarBodySchema, { ...nft, tokenId: bad }), bad).toEqual([
        'token_id_invalid',
      ]);
    expect(codes(syncNftAvatarBodySchema, { ...nft, contractAddress: '0x1' })).toEqual([
      'invalid_address',
    ]);
    expect(passes(syncNftAvatarBodySchema, { ...nft, chainId: 0 })).toBe(false);
  });
});

describe('transparency log settings', () => {
  it('anchors hourly, every 30 s in the demo, looks every 5 s and lists 100', () =>
    expect(LOG_ANCHOR).toEqual({
      defaultIntervalMs: 3_600_000,
      demoIntervalMs: 30_000,
      tickMs: 5_000,
      listLimit: 100,
    }));
  it('exports reviews at its path in batches of 500', () =>
    expect(REVIEW_EXPORT).toEqual({ path: '/api/public/export/reviews.ndjson', batch: 500 }));
});
