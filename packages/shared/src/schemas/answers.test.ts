// The answer schemas of projects, quests, donations, notifications, the transparency log and
// the system configuration: a full answer, every optional field and nested object present,
// passes through unchanged, so a field or a nested object dropped from a schema fails here.
import { describe, expect, it } from 'vitest';
import {
  donateLogResultSchema,
  donateStatisticSchema,
  donationSchema,
  nftSchema,
  platformDonateStatisticSchema,
} from './donation.ts';
import {
  logAnchorsResponseSchema,
  LOG_ANCHOR_STATUSES,
  reviewExportLineSchema,
} from './log-anchor.ts';
import { notificationSchema, rewardEntrySchema } from './notification.ts';
import { poolInfoSchema, pricesSchema, projectSchema, tokenInfoSchema } from './project.ts';
import { questEntrySchema, questSchema, questVoucherSchema, questWinnersSchema } from './quest.ts';
import { systemConfigSchema } from './system-config.ts';
import { passesUnchanged } from '../../test/schema-kit.ts';

const avatar = { url: '/api/public/files/a.webp', type: 'nft' as const };
const address = '0x1111111111111111111111111111111111111111';
const donationUser = { id: '7', address: address, displayName: null, avatar: null };
const donation = {
  id: '3',
  chainId: 56,
  transactionHash: `0x${'a'.repeat(64)}`,
  logIndex: 1,
  blockNumber: 100,
  fromAddress: address,
  toAddress: '0x2222222222222222222222222222222222222222',
  from: donationUser,
  to: { ...donationUser, avatar },
  type: 'review' as const,
  reviewId: '1',
  review: {
    id: '1',
    title: 'A fair token',
    project: { id: '2', name: 'Token', symbol: null, chain: 'bsc', contractAddress: null },
  },
  token: 'BUSD' as const,
  amount: '50000000000000000',
  amountFormatted: '0.05',
  fee: '0',
  amountUsd: 0.05,
  message: 'thanks',
  status: 'reversed' as const,
  confirmedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('project answers pass unchanged', () => {
  const project = {
    id: '2',
    name: 'Token',
    symbol: 'TKN',
    chain: 'bsc' as const,
    contractAddress: '0x2222222222222222222222222222222222222222',
    lpAddress: null,
    router: 2,
    decimals: 18,
    totalSupply: '1000',
    avatar,
    isVerified: true,
    isFollowed: false,
    ownerAddress: null,
    description: 'A token',
    type: 'normal' as const,
    categories: ['nft' as const],
    status: 'active' as const,
    avgStar: 4.5,
    trustedRating: 4.2,
    reviewCount: 2,
    star1: 0,
    star2: 0,
    star3: 0,
    star4: 1,
    star5: 1,
    followersCount: 3,
    auditLink: 'https://audit.example',
    coinGeckoLink: null,
    coinMarketCapLink: null,
    links: { websiteLink: 'https://token.example', whitepaper: 'https://token.example/wp' },
    listingLinks: ['https://list.example'],
    trendingScore: 1,
    popularScore: 2,
    newScore: 3,
    goodRatingScore: 4,
    newGemScore: 5,
    featureScore: 6,
    createdAt: 'a',
    updatedAt: 'b',
    changedAt: 'c',
  };
  it('a project with its links and scores', () => passesUnchanged(projectSchema, project));
  it('token info, pool info and prices', () => {
    passesUnchanged(tokenInfoSchema, { name: 'T', symbol: 'T', decimals: 18, totalSupply: '1' });
    passesUnchanged(poolInfoSchema, {
      price: 1,
      priceInPair: 0.5,
      poolValue: 100,
      pair: { quote: 'WBNB', address: '0x', version: 'V3' },
    });
    expect(poolInfoSchema.shape.pair.shape.version.safeParse('V2').success).toBe(true);
    passesUnchanged(pricesSchema, {
      binancecoin: { usd: 600 },
      ethereum: { usd: 3000 },
      updatedAt: 'a',
    });
  });
});

describe('quest answers pass unchanged', () => {
  const eligibility = {
    everyone: false,
    minLevel: 3,
    minHolding: '10',
    followProject: true,
    minAccountAgeDays: 30,
  };
  const quest = {
    id: '9',
    project: {
      id: '2',
      name: 'Token',
      symbol: 'TKN',
      chain: 'bsc',
      contractAddress: null,
      avatarUrl: 'a.webp',
      ownerAddress: '0x1',
    },
    creator: { id: '7', address: '0x1', displayName: 'Ann' },
    title: 'Quest',
    summary: 'Do it',
    description: '{}',
    descriptionText: '',
    bannerUrl: null,
    startsAt: 'a',
    endsAt: 'b',
    claimDeadline: 'c',
    state: 'live' as const,
    eligibility,
    tasks: [
      {
        id: '1',
        kind: 'discord' as const,
        verified: false,
        label: 'Join',
        url: 'https://discord.gg/x',
        minLevel: null,
        minAmount: null,
      },
    ],
    reward: {
      method: 'fcfs' as const,
      token: 'bnb' as const,
      tokenAddress: '0x0',
      tokenSymbol: 'BNB',
      decimals: 18,
      amountPerWinner: '1',
      amountPerWinnerFormatted: '0.000000000000000001',
      winners: 2,
      pool: '2',
      poolFormatted: '0.000000000000000002',
      xp: 10,
    },
    funding: {
      chainId: 56,
      escrowAddress: '0xe',
      questId: '9',
      escrowQuestId: '0xq',
      startTime: 1,
      endTime: 2,
      claimDeadline: 3,
      transactionHash: null,
    },
    participantsCount: 4,
    completedCount: 1,
    createdAt: 'a',
    viewer: {
      joined: true,
      eligible: true,
      conditions: [{ condition: 'min_level' as const, required: '3', actual: '4', met: true }],
      doneTaskIds: ['1'],
      completed: true,
      winner: true,
      rewardAmount: '1',
      claimed: false,
      claimTxHash: null,
    },
  };
  it('a quest with its tasks, reward, funding and viewer', () =>
    passesUnchanged(questSchema, quest));
  it('the winners with the draw inputs', () =>
    passesUnchanged(questWinnersSchema, {
      questId: '9',
      method: 'lucky_draw',
      settled: true,
      settledAt: 'a',
      winners: [
        {
          rank: 1,
          userId: '7',
          address: '0x1',
          displayName: null,
          amount: '1',
          completedAt: 'a',
          claimed: true,
          claimTxHash: '0xh',
        },
      ],
      draw: { blockNumber: 1, blockHash: '0xb', seed: '0xs', participants: ['7'] },
    }));
  it('a claim voucher and a quest entry', () => {
    passesUnchanged(questVoucherSchema, {
      chainId: 56,
      escrowAddress: '0xe',
      questId: '0xq',
      claimer: '0x1',
      amount: '1',
      deadline: 3,
      signature: '0xs',
      signer: '0x2',
    });
    passesUnchanged(questEntrySchema, {
      questId: '9',
      joinedAt: 'a',
      doneTaskIds: ['1'],
      completed: false,
      winner: false,
    });
  });
});

describe('donation answers pass unchanged', () => {
  it('a donation with its users and review', () => passesUnchanged(donationSchema, donation));
  it('a donation is of type review only', () =>
    expect(donationSchema.safeParse({ ...donation, type: 'project' }).success).toBe(false));
  it('a donation report result', () =>
    passesUnchanged(donateLogResultSchema, { data: donation, meta: { created: true } }));
  it('statistics of a user and of the platform', () => {
    passesUnchanged(donateStatisticSchema, {
      totalAmount: 1,
      count: 2,
      donated: { totalAmount: 3, count: 4 },
    });
    passesUnchanged(platformDonateStatisticSchema, {
      totalAmount: 1,
      count: 2,
      donors: 3,
      recipients: 4,
      tokens: [{ token: 'BNB', amount: '1', amountUsd: 600, count: 1 }],
    });
  });
  it('an NFT', () =>
    passesUnchanged(nftSchema, {
      id: '1',
      chainId: 56,
      contractAddress: '0xc',
      tokenId: '5',
      name: 'Ape',
      image: 'a.png',
      owner: '0x1',
    }));
});

describe('notification answers pass unchanged', () => {
  it('a grouped notification with its sender, project and object', () =>
    passesUnchanged(notificationSchema, {
      id: '1',
      type: 'donate_for_review',
      action: 'display_donate',
      message: null,
      objectId: '3',
      isRead: false,
      isSeen: true,
      createdAt: 'a',
      updatedAt: 'b',
      actorCount: 2,
      from: { id: '7', address: '0x1', displayName: null, avatar: { url: 'a.webp' } },
      project: { id: '2', name: 'Token' },
      object: { amount: '1', donateCurrency: 'BNB', newLevel: null },
      event: 'review_removed',
      reasonCategory: 'spam',
    }));
  it('a reward entry with its actor', () =>
    passesUnchanged(rewardEntrySchema, {
      id: '1',
      amount: 5,
      reason: 'upvote_received',
      sourceType: 'review',
      sourceId: '1',
      createdAt: 'a',
      actor: { id: '7', address: '0x1', displayName: 'Ann' },
    }));
});

describe('transparency log answers pass unchanged', () => {
  it.each(LOG_ANCHOR_STATUSES)('anchors with an anchor %s', (status) =>
    passesUnchanged(logAnchorsResponseSchema, {
      enabled: true,
      reason: null,
      chainId: 31337,
      contract: '0xc',
      rpcUrl: 'http://127.0.0.1:8545',
      anchors: [{ treeSize: 3, rootHash: 'AAAA', txHash: '0xt', blockNumber: 5, status }],
    }),
  );
  it('the anchor statuses', () =>
    expect(LOG_ANCHOR_STATUSES).toEqual(['pending', 'confirmed', 'dropped', 'failed']));
  it('an export line', () =>
    passesUnchanged(reviewExportLineSchema, {
      reviewId: 1,
      version: 2,
      projectId: 3,
      author: '0x1',
      rate: 5,
      title: 't',
      content: 'c',
      language: 'en',
      publishedAt: 'a',
      signature: '0xs',
      typedData: { primaryType: 'Review' },
      leafIndex: 4,
    }));
});

describe('the system configuration passes unchanged', () => {
  it('with every section', () =>
    passesUnchanged(systemConfigSchema, {
      chains: [
        {
          chain: 'dev',
          chainId: 31337,
          symbol: 'ETH',
          name: 'Dev',
          icon: { url: 'dev.svg' },
          explorer: null,
          blockExplorerUrl: null,
          nodeRpcUrl: 'http://127.0.0.1:8545',
        },
      ],
      tokenHolderPercent: [{ badgeLevel: 'SHRIMP', min: 0, max: 0.01 }],
      scoreLevel: [{ level: 1, name: 'NEWBIE', min: 0, max: 99, maxEnergy: 50 }],
      fullEnergyLevel: 9,
      reviewEnergy: 5,
      voteEnergy: 1,
      recycleEnergyStep: 2,
      publicSocialLinksLevel: 3,
      bscQuoteTokenAddress: [{ address: '0xb', quote: 'WBNB', decimals: 18 }],
      ethQuoteTokenAddress: [{ address: '0xe', quote: 'WETH', decimals: 18 }],
      limits: { reviewTitle: { min: 1 } },
      donation: {
        enabled: true,
        reason: null,
        contractAddress: '0xd',
        chainId: 56,
        busdAddress: '0xb',
        fee: 1,
        feeDivisor: 100,
        minBNB: 0.001,
        maxBNB: 10,
        minBUSD: 1,
        maxBUSD: 1000,
        messageMax: 200,
      },
      reviewSignature: { site: 'https://chainreview.example', chainIds: [56] },
      demo: false,
    }));
  it('a chain is a project chain, another named network or dev', () => {
    const chain = systemConfigSchema.shape.chains.element.shape.chain;
    expect(chain.safeParse('bsc').success).toBe(true);
    expect(chain.safeParse('dev').success).toBe(true);
    expect(chain.safeParse('').success).toBe(false);
  });
});
