// The review, reply, vote and report bodies and the review list queries: each limit on both
// sides, with the error code the API answers.
import { describe, expect, it } from 'vitest';
import {
  globalReviewListQuerySchema,
  replyBodySchema,
  replyListQuerySchema,
  reportBodySchema,
  reviewBodySchema,
  reviewFieldErrors,
  reviewListQuerySchema,
  voteBodySchema,
} from './review.ts';
import { codes, passes } from '../../test/schema-kit.ts';

const body = { title: 'A fair token', content: 'text', rate: 4, language: 'en' };
const signature = { signature: '0xab', signedAt: 0, chainId: 1, site: 'https://a.io' };
const signed = (patch: Partial<typeof signature>) => ({
  ...body,
  signature: { ...signature, ...patch },
});

describe('review body', () => {
  it('takes a rate from 1 to 5 and answers rate_invalid outside', () => {
    expect(codes(reviewBodySchema, { ...body, rate: 1 })).toEqual([]);
    expect(codes(reviewBodySchema, { ...body, rate: 5 })).toEqual([]);
    expect(codes(reviewBodySchema, { ...body, rate: 0 })).toEqual(['rate_invalid']);
    expect(codes(reviewBodySchema, { ...body, rate: 6 })).toEqual(['rate_invalid']);
  });

  it('takes a raw title up to 1,000 characters and content up to 200,000', () => {
    expect(passes(reviewBodySchema, { ...body, title: 'x'.repeat(1000) })).toBe(true);
    expect(passes(reviewBodySchema, { ...body, title: 'x'.repeat(1001) })).toBe(false);
    expect(passes(reviewBodySchema, { ...body, content: 'x'.repeat(200_000) })).toBe(true);
    expect(passes(reviewBodySchema, { ...body, content: 'x'.repeat(200_001) })).toBe(false);
  });

  it('is accepted without a signature and keeps a valid one', () => {
    expect(reviewBodySchema.parse(body)).toEqual(body);
    expect(reviewBodySchema.parse(signed({}))).toEqual(signed({}));
  });

  it('takes a signature of 2 to 4,000 hex digits after 0x, in either case', () => {
    expect(codes(reviewBodySchema, signed({ signature: `0x${'aF0'.repeat(1)}9` }))).toEqual([]);
    expect(codes(reviewBodySchema, signed({ signature: `0x${'a'.repeat(4000)}` }))).toEqual([]);
    for (const bad of ['0xa', `0x${'a'.repeat(4001)}`, 'ab', '00ab', ' 0xab', '0xab ', '0xag'])
      expect(codes(reviewBodySchema, signed({ signature: bad })), bad).toEqual([
        'review_signature_invalid',
      ]);
  });

  it('takes a signing time from 0 to 2^40 seconds', () => {
    expect(passes(reviewBodySchema, signed({ signedAt: 2 ** 40 }))).toBe(true);
    expect(passes(reviewBodySchema, signed({ signedAt: 2 ** 40 + 1 }))).toBe(false);
    expect(passes(reviewBodySchema, signed({ signedAt: -1 }))).toBe(false);
  });

  it('takes a chain id from 1 to the largest safe integer', () => {
    expect(passes(reviewBodySchema, signed({ chainId: Number.MAX_SAFE_INTEGER }))).toBe(true);
    expect(passes(reviewBodySchema, signed({ chainId: 0 }))).toBe(false);
  });

  it('takes a site of up to 300 characters', () => {
    expect(passes(reviewBodySchema, signed({ site: 'x'.repeat(300) }))).toBe(true);
    expect(passes(reviewBodySchema, signed({ site: 'x'.repeat(301) }))).toBe(false);
  });
});

describe('review list queries', () => {
  it('a project page lists 5 reviews, all ratings, newest first by default', () => {
    expect(reviewListQuerySchema.parse({})).toEqual({
      limit: 5,
      offset: 0,
      filter: 'all_review',
      sort: 'newest',
    });
  });

  it('takes a limit from 0 to 100', () => {
    expect(reviewListQuerySchema.parse({ limit: '0' }).limit).toBe(0);
    expect(reviewListQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(passes(reviewListQuerySchema, { limit: '101' })).toBe(false);
    expect(passes(reviewListQuerySchema, { limit: '-1' })).toBe(false);
  });

  it('the global list pages by 10 and also takes up to 100', () => {
    expect(globalReviewListQuerySchema.parse({}).limit).toBe(10);
    expect(globalReviewListQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(passes(globalReviewListQuerySchema, { limit: '101' })).toBe(false);
    expect(passes(globalReviewListQuerySchema, { limit: '-1' })).toBe(false);
  });

  it('a hashtag is trimmed, loses one leading # and is lower-cased', () => {
    expect(globalReviewListQuerySchema.parse({ hashtag: ' #DeFi ' }).hashtag).toBe('defi');
    expect(globalReviewListQuerySchema.parse({ hashtag: '##a#' }).hashtag).toBe('#a#');
    expect(globalReviewListQuerySchema.parse({ hashtag: 'a#b' }).hashtag).toBe('a#b');
  });

  it('a hashtag has at most 60 characters after trimming', () => {
    expect(passes(globalReviewListQuerySchema, { hashtag: ` ${'x'.repeat(60)} ` })).toBe(true);
    expect(passes(globalReviewListQuerySchema, { hashtag: 'x'.repeat(61) })).toBe(false);
  });

  it('user and project ids are numeric, with their own codes', () => {
    expect(globalReviewListQuerySchema.parse({ userId: '12', projectId: '3' })).toMatchObject({
      userId: '12',
      projectId: '3',
    });
    expect(codes(globalReviewListQuerySchema, { userId: 'a1' })).toEqual(['user_id_invalid']);
    expect(codes(globalReviewListQuerySchema, { projectId: '1a' })).toEqual(['project_id_invalid']);
  });

  it('replies page like any list and take a cursor', () => {
    expect(replyListQuerySchema.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(codes(replyListQuerySchema, { cursor: '!' })).toEqual(['cursor_invalid']);
  });
});

describe('vote, reply and report bodies', () => {
  it.each(['up', 'down', 'none'])('a vote may be %s', (vote) =>
    expect(voteBodySchema.parse({ vote })).toEqual({ vote }),
  );
  it('a vote is nothing else', () =>
    expect(passes(voteBodySchema, { vote: 'sideways' })).toBe(false));

  it('a reply has 2 to 1,000 characters after trimming, counted as characters', () => {
    expect(codes(replyBodySchema, { content: ' ab ' })).toEqual([]);
    expect(codes(replyBodySchema, { content: '😀😀' })).toEqual([]);
    expect(codes(replyBodySchema, { content: ' 😀 ' })).toEqual(['reply_too_short']);
    expect(codes(replyBodySchema, { content: ` ${'😀'.repeat(1000)} ` })).toEqual([]);
    expect(codes(replyBodySchema, { content: 'x'.repeat(1001) })).toEqual(['reply_too_long']);
  });

  it('a report note has 10 to 150 characters after trimming', () => {
    const report = (note: string) => ({ reason: 'do_not_spam', note });
    expect(codes(reportBodySchema, report(` ${'x'.repeat(10)} `))).toEqual([]);
    expect(codes(reportBodySchema, report(` ${'x'.repeat(9)} `))).toEqual(['note_too_short']);
    expect(codes(reportBodySchema, report(` ${'x'.repeat(150)} `))).toEqual([]);
    expect(codes(reportBodySchema, report('x'.repeat(151)))).toEqual(['note_too_long']);
  });
});

describe('review field errors count trimmed text', () => {
  const title = 't'.repeat(10);
  it('a content of 49 characters between spaces is too short, 50 between spaces is not', () => {
    expect(reviewFieldErrors(title, `  ${'c'.repeat(49)}  `, 0)).toEqual(['content_too_short']);
    expect(reviewFieldErrors(title, `  ${'c'.repeat(50)}  `, 0)).toEqual([]);
  });
  it('a content of 5000 characters between spaces is not too long', () =>
    expect(reviewFieldErrors(title, `  ${'c'.repeat(5000)}  `, 0)).toEqual([]));
});
