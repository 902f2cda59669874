// A signed-in user for component tests: a full Me (overridable) and the stored token that
// makes the auth provider restore the session through GET /api/me.
import type { Me } from '@chainreview/shared/schemas/user';
import { storage } from '@/lib/storage';

export const ME_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: '7',
    address: ME_ADDRESS,
    displayName: 'Alice',
    bio: null,
    avatar: null,
    score: 10,
    level: 1,
    levelName: 'NEWBIE',
    reviewsCount: 1,
    followersCount: 0,
    followingCount: 0,
    donateReceived: 0,
    language: 'en',
    socialLinks: [],
    role: 'normal',
    createdAt: '2026-01-01T00:00:00.000Z',
    lastEnergy: 30,
    lastResetEnergy: '2026-01-01T00:00:00.000Z',
    maxEnergy: 30,
    voteEnergy: 1,
    reviewEnergy: 10,
    nextLevelScore: 50,
    ...overrides,
  };
}

/** Stores a token so the app restores a session (GET /api/me must answer). */
export function storeToken(token = 'test-token'): void {
  storage.set('access_token', token);
}

export const systemConfig = {
  chains: [],
  tokenHolderPercent: [],
  scoreLevel: [
    { level: 1, name: 'NEWBIE', min: 0, max: 49, maxEnergy: 30 },
    { level: 2, name: 'JUNIOR_MEMBER', min: 50, max: 149, maxEnergy: 40 },
    { level: 3, name: 'MEMBER', min: 150, max: 399, maxEnergy: 50 },
    { level: 4, name: 'FULL_MEMBER', min: 400, max: 999, maxEnergy: 60 },
  ],
  fullEnergyLevel: 3,
  reviewEnergy: 10,
  voteEnergy: 1,
  recycleEnergyStep: 86_400,
  publicSocialLinksLevel: 3,
  bscQuoteTokenAddress: [],
  ethQuoteTokenAddress: [],
  limits: {},
  donation: {
    enabled: false,
    reason: null,
    contractAddress: null,
    chainId: null,
    busdAddress: null,
    fee: null,
    feeDivisor: null,
    minBNB: 0.001,
    maxBNB: 10,
    minBUSD: 1,
    maxBUSD: 10000,
    messageMax: 200,
  },
  reviewSignature: { site: 'http://localhost:3000', chainIds: [1, 56, 97] },
  demo: false,
};
