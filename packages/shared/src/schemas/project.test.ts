// The project list query, the submit, update and edit-request bodies: every limit on both sides,
// the link rule, the fields only the admin team may set, defaults and error codes.
import { describe, expect, it } from 'vitest';
import {
  editRequestSchema,
  httpsLinkSchema,
  PROJECT_LINK_FIELDS,
  PROJECT_SORTS,
  projectEditableSchema,
  projectListQuerySchema,
  projectSubmitSchema,
  projectUpdateSchema,
  timeWindowSchema,
} from './project.ts';
import { codes, passes } from '../../test/schema-kit.ts';

const submit = { name: 'Token', symbol: 'TKN', chain: 'bsc' };

describe('project list query', () => {
  it('lists the newest first by default', () =>
    expect(projectListQuerySchema.parse({})).toEqual({
      limit: 10,
      offset: 0,
      sort: 'createdAt',
      order: 'desc',
    }));

  it.each(PROJECT_SORTS)('sorts by %s', (sort) =>
    expect(projectListQuerySchema.parse({ sort, order: 'asc' })).toMatchObject({
      sort,
      order: 'asc',
    }),
  );

  it('names the sorts and link fields of the spec', () => {
    expect(PROJECT_SORTS).toEqual([
      'createdAt',
      'updated',
      'trendingScore',
      'popularScore',
      'featureScore',
      'reviewCount',
      'avgStar',
      'newScore',
      'goodRatingScore',
      'newGemScore',
    ]);
    expect(PROJECT_LINK_FIELDS).toEqual([
      'websiteLink',
      'telegramLink',
      'twitterLink',
      'discordLink',
      'redditLink',
      'facebookLink',
      'instagramLink',
      'tikTokLink',
      'youtubeLink',
      'mediumLink',
      'githubLink',
      'whitepaper',
    ]);
  });

  it('trims a keyword of up to 100 characters', () => {
    expect(projectListQuerySchema.parse({ keyword: ` ${'k'.repeat(100)} ` }).keyword).toBe(
      'k'.repeat(100),
    );
    expect(passes(projectListQuerySchema, { keyword: 'k'.repeat(101) })).toBe(false);
  });

  it('takes a window of 7, 30 or 90 days and answers window_invalid otherwise', () => {
    for (const days of ['7', '30', '90']) expect(timeWindowSchema.parse(days)).toBe(Number(days));
    expect(codes(timeWindowSchema, '14')).toEqual(['window_invalid']);
    expect(projectListQuerySchema.parse({ window: '30' }).window).toBe(30);
  });

  it('documents the window as its enum', () =>
    expect(timeWindowSchema.meta()).toEqual({
      enum: [7, 30, 90],
      description: 'A time window in days',
    }));
});

describe('links', () => {
  it('takes an https link with a dot in the host, in any case, trimmed', () => {
    expect(httpsLinkSchema.parse(' HTTPS://Token.Example/x ')).toBe('HTTPS://Token.Example/x');
    for (const bad of ['http://a.io', 'https://localhost', 'https://a .io', 'x https://a.io'])
      expect(codes(httpsLinkSchema, bad), bad).toEqual(['invalid_format_link']);
    expect(codes(httpsLinkSchema, 'https://.io')).toEqual(['invalid_format_link']);
    expect(codes(httpsLinkSchema, 'https://a.')).toEqual(['invalid_format_link']);
  });

  it('answers link_too_long past 200 characters', () =>
    expect(codes(httpsLinkSchema, `https://a.io/${'x'.repeat(188)}`)).toEqual(['link_too_long']));

  it('an empty link field means no link', () => {
    expect(projectEditableSchema.parse({ auditLink: '' })).toEqual({ auditLink: undefined });
    expect(
      projectEditableSchema.parse({ links: { websiteLink: '', githubLink: 'https://g.io' } }),
    ).toEqual({ links: { websiteLink: undefined, githubLink: 'https://g.io' } });
    expect(passes(projectEditableSchema, { coinGeckoLink: 'gecko' })).toBe(false);
    expect(passes(projectEditableSchema, { coinMarketCapLink: 'https://cmc.io' })).toBe(true);
  });
});

describe('project editable fields', () => {
  it('a description has at most 2,000 characters after trimming', () => {
    expect(codes(projectEditableSchema, { description: ` ${'d'.repeat(2000)} ` })).toEqual([]);
    expect(codes(projectEditableSchema, { description: 'd'.repeat(2001) })).toEqual([
      'description_too_long',
    ]);
  });

  it('takes each category once at most, and an avatar URL up to 300 characters', () => {
    const all = ['nft', 'utility', 'payment', 'security', 'stablecoins', 'layer1', 'layer2'];
    expect(passes(projectEditableSchema, { categories: all })).toBe(true);
    expect(passes(projectEditableSchema, { categories: [...all, 'nft'] })).toBe(false);
    expect(passes(projectEditableSchema, { avatarUrl: 'a'.repeat(300) })).toBe(true);
    expect(passes(projectEditableSchema, { avatarUrl: 'a'.repeat(301) })).toBe(false);
  });
});

describe('project submission', () => {
  it('a name and a symbol are required after trimming', () => {
    expect(codes(projectSubmitSchema, { ...submit, name: ' ' })).toEqual([
      'please_fill_this_field',
    ]);
    expect(codes(projectSubmitSchema, { ...submit, symbol: ' ' })).toEqual([
      'please_fill_this_field',
    ]);
    expect(projectSubmitSchema.parse({ ...submit, name: ' T ' }).name).toBe('T');
  });

  it('a name has at most 100 characters and a symbol 20', () => {
    expect(codes(projectSubmitSchema, { ...submit, name: 'n'.repeat(100) })).toEqual([]);
    expect(codes(projectSubmitSchema, { ...submit, name: 'n'.repeat(101) })).toEqual([
      'name_too_long',
    ]);
    expect(codes(projectSubmitSchema, { ...submit, symbol: 's'.repeat(20) })).toEqual([]);
    expect(codes(projectSubmitSchema, { ...submit, symbol: 's'.repeat(21) })).toEqual([
      'symbol_too_long',
    ]);
  });

  it('a contract address has at most 100 characters, decimals 0 to 36', () => {
    expect(passes(projectSubmitSchema, { ...submit, contractAddress: 'c'.repeat(100) })).toBe(true);
    expect(passes(projectSubmitSchema, { ...submit, contractAddress: 'c'.repeat(101) })).toBe(
      false,
    );
    for (const decimals of [0, 36])
      expect(passes(projectSubmitSchema, { ...submit, decimals })).toBe(true);
    for (const decimals of [-1, 37])
      expect(passes(projectSubmitSchema, { ...submit, decimals })).toBe(false);
  });

  it('a total supply is 1 to 78 digits', () => {
    expect(codes(projectSubmitSchema, { ...submit, totalSupply: '9'.repeat(78) })).toEqual([]);
    for (const bad of ['', '9'.repeat(79), '1.5', '-1', 'a1', '1a'])
      expect(codes(projectSubmitSchema, { ...submit, totalSupply: bad }), bad).toEqual([
        'total_supply_invalid',
      ]);
  });
});

describe('project update and edit request', () => {
  it('an update may leave the name and symbol out but not blank them', () => {
    expect(codes(projectUpdateSchema, {})).toEqual([]);
    expect(codes(projectUpdateSchema, { name: ' ', symbol: ' ' })).toEqual([
      'please_fill_this_field',
      'please_fill_this_field',
    ]);
    expect(codes(projectUpdateSchema, { name: 'n'.repeat(101) })).toEqual(['name_too_long']);
    expect(codes(projectUpdateSchema, { symbol: 's'.repeat(21) })).toEqual(['symbol_too_long']);
    expect(projectUpdateSchema.parse({ name: 'n'.repeat(100), symbol: 's'.repeat(20) })).toEqual({
      name: 'n'.repeat(100),
      symbol: 's'.repeat(20),
    });
  });

  it.each(['ownerAddress', 'isVerified', 'featureScore', 'featureRank'])(
    'refuses %s, which only the admin team sets',
    (field) =>
      expect(codes(projectUpdateSchema, { [field]: 1 })).toEqual(['admin_fields_not_editable']),
  );

  it('an edit request carries a note of 10 to 1,000 characters after trimming', () => {
    const request = (note: string) => ({ changes: {}, note });
    expect(codes(editRequestSchema, request(` ${'n'.repeat(10)} `))).toEqual([]);
    expect(codes(editRequestSchema, request(` ${'n'.repeat(9)} `))).toEqual(['note_too_short']);
    expect(codes(editRequestSchema, request('n'.repeat(1000)))).toEqual([]);
    expect(codes(editRequestSchema, request('n'.repeat(1001)))).toEqual(['note_too_long']);
    expect(
      codes(editRequestSchema, { changes: { isVerified: true }, note: 'n'.repeat(10) }),
    ).toEqual(['admin_fields_not_editable']);
  });
});

describe('project fields read as they are meant', () => {
  it('takes either order explicitly', () => {
    expect(projectListQuerySchema.parse({ order: 'desc' }).order).toBe('desc');
    expect(projectListQuerySchema.parse({ order: 'asc' }).order).toBe('asc');
  });

  it('refuses a link with a space inside it', () =>
    expect(codes(httpsLinkSchema, 'https://a.io x')).toEqual(['invalid_format_link']));

  it('trims the contract address', () =>
    expect(
      projectSubmitSchema.parse({ ...submit, contractAddress: ' 0xabc ' }).contractAddress,
    ).toBe('0xabc'));
});
