// A quest as the API answers it, for component tests; every field overridable.
import type { Quest } from '@chainreview/shared/schemas/quest';

const ESCROW = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HASH = `0x${'cd'.repeat(32)}`;

export function makeQuest(overrides: Partial<Quest> = {}): Quest {
  const now = Date.now();
  return {
    id: '5',
    project: {
      id: '3',
      name: 'Fable',
      symbol: 'FAB',
      chain: 'bsc',
      contractAddress: '0x00000000000000000000000000000000000000f1',
      avatarUrl: null,
      ownerAddress: '0x00000000000000000000000000000000000000aa',
    },
    creator: { id: '1', address: '0x00000000000000000000000000000000000000aa', displayName: null },
    title: 'Explore Fable',
    summary: 'Three tasks, two winners',
    description: '{}',
    descriptionText: 'Follow us and visit the docs.',
    bannerUrl: null,
    startsAt: new Date(now - 3_600_000).toISOString(),
    endsAt: new Date(now + 86_400_000).toISOString(),
    claimDeadline: new Date(now + 31 * 86_400_000).toISOString(),
    state: 'live',
    eligibility: {
      everyone: false,
      minLevel: null,
      minHolding: '100',
      followProject: true,
      minAccountAgeDays: null,
    },
    tasks: [
      {
        id: '11',
        kind: 'follow_project',
        verified: true,
        label: null,
        url: null,
        minLevel: null,
        minAmount: null,
      },
      {
        id: '12',
        kind: 'discord',
        verified: false,
        label: null,
        url: 'https://discord.gg/fable',
        minLevel: null,
        minAmount: null,
      },
    ],
    reward: {
      method: 'fcfs',
      token: 'busd',
      tokenAddress: '0x00000000000000000000000000000000000000b5',
      tokenSymbol: 'BUSD',
      decimals: 18,
      amountPerWinner: '5000000000000000000',
      amountPerWinnerFormatted: '5',
      winners: 2,
      pool: '10000000000000000000',
      poolFormatted: '10',
      xp: 20,
    },
    funding: {
      chainId: 31337,
      escrowAddress: ESCROW,
      questId: '5',
      escrowQuestId: '987654321',
      startTime: 0,
      endTime: 0,
      claimDeadline: 0,
      transactionHash: HASH,
    },
    participantsCount: 4,
    completedCount: 0,
    createdAt: new Date(now - 7_200_000).toISOString(),
    viewer: {
      joined: false,
      eligible: false,
      conditions: [
        { condition: 'min_holding', required: '100', actual: '12.5', met: false },
        { condition: 'follow_project', required: 'true', actual: 'true', met: true },
      ],
      doneTaskIds: [],
      completed: false,
      winner: false,
      rewardAmount: null,
      claimed: false,
      claimTxHash: null,
    },
    ...overrides,
  };
}
