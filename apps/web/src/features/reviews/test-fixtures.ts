// A review as the API returns it, for component tests.
import type { Review } from '@chainreview/shared/schemas/review';

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: '41',
    projectId: '9',
    status: 'active',
    project: {
      id: '9',
      name: 'Amber Staking',
      symbol: 'AMBS',
      chain: 'bsc',
      contractAddress: '0xF4a7138808F0047f8FaE4b412D19977D495B3cCF',
      avatar: null,
      ownerAddress: null,
      isVerified: true,
    },
    user: {
      id: '3',
      address: '0x73abfE6e9f3Fb4DCe5A4E49a1f4b2dd655355220',
      displayName: 'Bảo Coin',
      avatar: null,
      score: 358,
      level: 3,
      levelName: 'MEMBER',
      reviewsCount: 8,
      donateReceived: 221,
    },
    title: 'Solid staking with fair rewards',
    content: JSON.stringify({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Rewards arrive on time. #staking' }],
        },
      ],
    }),
    contentText: 'Rewards arrive on time. #staking',
    rate: 4,
    language: 'en',
    hashtags: ['staking'],
    createdAt: '2026-11-07T12:07:39.884Z',
    updatedAt: '2026-11-07T12:07:39.884Z',
    isEdited: false,
    upVoteCount: 3,
    downVoteCount: 1,
    repliesCount: 2,
    donateStatistic: { totalAmount: 0 },
    isProductOwner: false,
    holderBadge: null,
    vote: { userId: '7', vote: 'none' },
    ...overrides,
  };
}
