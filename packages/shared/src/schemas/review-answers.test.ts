// The answer schemas of users, lists and reviews (what the API sends and the OpenAPI document
// describes): a full answer, every optional field and nested object present, passes through
// unchanged, so a field or a nested object dropped from a schema fails here.
import { describe, expect, it } from 'vitest';
import { loginResultSchema, verifyLoginResultSchema } from './auth.ts';
import { dataEnvelope, errorBodySchema, listEnvelope, listMetaSchema } from './common.ts';
import { followStatisticSchema, popupSchema } from './notification.ts';
import {
  activitySchema,
  replySchema,
  reviewCardSchema,
  reviewSchema,
  reviewSignatureResponseSchema,
  reviewVersionSchema,
  voteResultSchema,
} from './review.ts';
import { meSchema, publicUserSchema, topReviewerSchema } from './user.ts';
import { passesUnchanged } from '../../test/schema-kit.ts';

const avatar = { url: '/api/public/files/a.webp', type: 'nft' as const };
const publicUser = {
  id: '7',
  address: '0x1111111111111111111111111111111111111111',
  displayName: 'Ann',
  bio: 'Reviews DeFi',
  avatar,
  score: 120,
  level: 2,
  levelName: 'JUNIOR_MEMBER' as const,
  reviewsCount: 3,
  followersCount: 4,
  followingCount: 5,
  donateReceived: 1.5,
  language: 'ja' as const,
  socialLinks: [{ name: 'site', url: 'https://ann.example', isPublic: true }],
  role: 'normal' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  isFollowed: true,
};
const me = {
  ...publicUser,
  lastEnergy: 40,
  lastResetEnergy: '2026-01-02T00:00:00.000Z',
  maxEnergy: 100,
  voteEnergy: 1,
  reviewEnergy: 5,
  nextLevelScore: 300,
};
const author = {
  id: '7',
  address: publicUser.address,
  displayName: 'Ann',
  avatar,
  score: 120,
  level: 2,
  levelName: 'MEMBER' as const,
  reviewsCount: 3,
  donateReceived: 0,
};
const review = {
  id: '1',
  projectId: '2',
  status: 'hidden' as const,
  project: {
    id: '2',
    name: 'Token',
    symbol: 'TKN',
    chain: 'bsc',
    contractAddress: '0x2222222222222222222222222222222222222222',
    avatar,
    ownerAddress: null,
    isVerified: true,
  },
  user: author,
  title: 'A fair token',
  content: '{"type":"doc"}',
  contentText: 'plain',
  rate: 4,
  language: 'en' as const,
  hashtags: ['defi'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  changedAt: '2026-01-03T00:00:00.000Z',
  isEdited: false,
  upVoteCount: 2,
  downVoteCount: 1,
  repliesCount: 0,
  donateStatistic: { totalAmount: 12 },
  isProductOwner: false,
  holderBadge: 'WHALE' as const,
  holderPercent: 1.25,
  isSigned: true,
  leafIndex: 0,
  vote: { userId: '7', vote: 'down' as const },
};
const signaturePayload = {
  signed: true,
  signature: '0xabcd',
  domainVersion: '2' as const,
  typedData: {
    domain: { name: 'ChainReview', version: '2', chainId: 56 },
    types: { Review: [{ name: 'title', type: 'string' }] },
    primaryType: 'Review',
    message: { title: 'A fair token' },
  },
};
describe('user answers pass unchanged', () => {
  it('a public user', () => passesUnchanged(publicUserSchema, publicUser));
  it('the signed-in user with energy fields', () => passesUnchanged(meSchema, me));
  it('a top reviewer with the window count', () =>
    passesUnchanged(topReviewerSchema, { ...publicUser, windowReviews: 9 }));
  it('the login challenge and the verified login', () => {
    passesUnchanged(loginResultSchema, { verifyCode: '123456', message: 'Sign in: 123456' });
    passesUnchanged(verifyLoginResultSchema, { access_token: 'jwt', user: me });
  });
});

describe('list and error envelopes pass unchanged', () => {
  const meta = { limit: 10, offset: 0, total: 11, totalPages: 2, nextCursor: 'abc' };
  it('list meta with its cursor', () => passesUnchanged(listMetaSchema, meta));
  it('a data envelope and a list envelope', () => {
    passesUnchanged(dataEnvelope(popupSchema), {
      data: { id: '1', type: 'up_level', newLevel: 3, levelName: 'MEMBER', createdAt: 'x' },
    });
    passesUnchanged(listEnvelope(followStatisticSchema), {
      data: [{ followers: 1, following: 2, followingProjects: 3 }],
      meta,
    });
  });
  it('an error body', () =>
    passesUnchanged(errorBodySchema, {
      statusCode: 400,
      error: 'Bad Request',
      message: ['body_was_wrong'],
    }));
});

describe('review answers pass unchanged', () => {
  it('a review with the viewer vote and every optional field', () =>
    passesUnchanged(reviewSchema, review));
  it('a review card has no contentText', () => {
    const { contentText: _text, ...card } = review;
    passesUnchanged(reviewCardSchema, card);
    expect(reviewCardSchema.parse(review)).not.toHaveProperty('contentText');
  });
  it('a review without a status is active', () => {
    const { status: _status, ...rest } = review;
    expect(reviewSchema.parse(rest).status).toBe('active');
  });
  it.each(['active', 'hidden'])('a review may be %s', (status) =>
    expect(reviewSchema.parse({ ...review, status }).status).toBe(status),
  );
  it.each(['up', 'down', 'none'])('the viewer vote may be %s', (vote) =>
    passesUnchanged(reviewSchema, { ...review, vote: { userId: '7', vote } }),
  );
  it('a negative leaf index is refused', () =>
    expect(reviewSchema.safeParse({ ...review, leafIndex: -1 }).success).toBe(false));
  it.each(['up', 'down', 'none'])('a vote result with the vote %s', (vote) =>
    passesUnchanged(voteResultSchema, {
      vote,
      upVoteCount: 1,
      downVoteCount: 0,
      lastEnergy: 9,
      energySpent: 1,
    }),
  );
  it('a reply from the product owner', () =>
    passesUnchanged(replySchema, {
      id: '5',
      reviewId: '1',
      user: author,
      content: 'Thanks',
      isEdited: true,
      createdAt: 'a',
      updatedAt: 'b',
      isProductOwner: true,
    }));
  it.each([
    ['review', { type: 'review', review, donation: null }],
    [
      'donate',
      {
        type: 'donate',
        review: null,
        donation: {
          id: '3',
          token: 'BNB',
          amount: '1',
          amountUsd: 600,
          message: null,
          transactionHash: `0x${'a'.repeat(64)}`,
          from: author,
          fromAddress: publicUser.address,
          toAddress: publicUser.address,
          reviewId: '1',
        },
      },
    ],
  ])('an activity of type %s', (_type, activity) =>
    passesUnchanged(activitySchema, { id: '1', createdAt: 'x', ...activity }),
  );
  it('a donate activity in BUSD', () =>
    expect(activitySchema.shape.donation.unwrap().shape.token.safeParse('BUSD').success).toBe(
      true,
    ));
  it('a signature answer and a version with its leaf', () => {
    passesUnchanged(reviewSignatureResponseSchema, {
      ...signaturePayload,
      reviewId: '1',
      author: publicUser.address,
    });
    passesUnchanged(reviewVersionSchema, {
      ...signaturePayload,
      domainVersion: '1',
      version: 1,
      current: true,
      title: 't',
      content: 'c',
      contentText: 'c',
      rate: 5,
      language: 'en',
      writtenAt: 'a',
      replacedAt: null,
      leafIndex: 3,
    });
  });
  it('an unsigned version has nulls', () =>
    passesUnchanged(
      reviewVersionSchema.pick({
        signed: true,
        signature: true,
        domainVersion: true,
        typedData: true,
      }),
      {
        signed: false,
        signature: null,
        domainVersion: null,
        typedData: null,
      },
    ));
});
