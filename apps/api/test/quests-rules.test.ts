// The quest rules (quests.rules.ts, quests.participation.rules.ts) called without a database or
// a chain: which state allows which action, the pool and escrow id, the quest's answer, who sees
// a draft, the reward token, the checks of times, content and funding, eligibility and tasks from
// what was read, an FCFS completion's place, the lucky draw, the claim window and voucher
// lifetime, and the confirmation count, each limit on both sides.
import { describe, expect, it } from 'vitest';
import { getAddress, zeroAddress, type Address } from 'viem';
import {
  QUEST_LIMITS,
  claimDeadline,
  escrowQuestId,
  luckyDraw,
  luckyDrawSeed,
  type QuestAction,
  type QuestConditionResult,
  type QuestEligibilityRules,
  type QuestState,
} from '@chainreview/shared';
import type { AppError } from '../src/lib/errors.ts';
import {
  amountPerWinnerOf,
  assertVisible,
  cancelNeedsRefund,
  escrowIdOf,
  fundsExactly,
  fundsQuestId,
  hasConfirmations,
  isEditable,
  ownsProject,
  pool,
  requireDescriptionText,
  requireNotEnded,
  requireState,
  requireTimes,
  rewardTokenOf,
  seconds,
  stateOf,
  taskValues,
  toQuest,
  type FundedArgs,
} from '../src/modules/quests/quests.rules.ts';
import {
  accountAgeDays,
  completesQuest,
  completionOf,
  conditionResult,
  drawWinners,
  findTask,
  holdsAtLeast,
  isClaimOf,
  levelMet,
  listsWinners,
  requireClaimWindow,
  requireEligible,
  requireUnclaimedWin,
  requireWinner,
  showsDraw,
  toQuestWinners,
  voucherDeadline,
} from '../src/modules/quests/quests.participation.rules.ts';
import type {
  ParticipantRow,
  QuestJoined,
  QuestRow,
  QuestTaskRow,
} from '../src/modules/quests/quests.repository.ts';

const MS = 1;
const SECOND = 1000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const now = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

const OWNER = getAddress('0x00000000000000000000000000000000000000aa');
const OTHER = getAddress('0x00000000000000000000000000000000000000bb');
const TOKEN = getAddress('0x000000000000000000000000000000000000c0de');
const BUSD = '0x00000000000000000000000000000000000000dd';
/** An address in mixed case whose checksum is wrong: every letter's case turned over. */
const badChecksum = (address: string) =>
  `0x${[...address.slice(2)].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')}`;

/** The status and codes an action is refused with; null when it is allowed. */
function refusal(run: () => unknown): { status: number; codes: string[] } | null {
  try {
    run();
    return null;
  } catch (error) {
    const { statusCode, codes } = error as AppError;
    return { status: statusCode, codes };
  }
}

const questRow = (over: Partial<QuestRow> = {}): QuestRow => ({
  id: 12,
  projectId: 4,
  creatorId: 1,
  title: 'Ship it',
  summary: 'A summary',
  description: '<p>Do things</p>',
  descriptionText: 'Do things',
  bannerUrl: null,
  startsAt: at(HOUR),
  endsAt: at(10 * HOUR),
  eligibility: {
    everyone: true,
    minLevel: null,
    minHolding: null,
    followProject: false,
    minAccountAgeDays: null,
  },
  rewardMethod: 'fcfs',
  rewardToken: 'erc20',
  rewardTokenAddress: TOKEN,
  rewardTokenSymbol: 'TKN',
  rewardDecimals: 6,
  amountPerWinner: '1500000',
  winners: 3,
  xp: 20,
  chainId: 56,
  escrowAddress: null,
  escrowQuestId: null,
  fundTxHash: null,
  publishedAt: now,
  cancelledAt: null,
  settledAt: null,
  startNotifiedAt: null,
  drawBlockNumber: null,
  drawBlockHash: null,
  drawSeed: null,
  participantsCount: 5,
  completedCount: 2,
  createdAt: at(-DAY),
  updatedAt: at(-DAY),
  ...over,
});

const joined = (over: Partial<QuestRow> = {}): QuestJoined =>
  ({
    quest: questRow(over),
    project: {
      id: 4,
      name: 'Token',
      symbol: 'TKN',
      chain: 'bsc',
      contractAddress: TOKEN,
      avatarUrl: 'https://img.test/p.png',
      ownerAddress: OWNER,
    },
    creator: { id: 1, address: OWNER, displayName: 'Owner' },
  }) as unknown as QuestJoined;

const taskRow = (id: number, kind: string, over: Partial<QuestTaskRow> = {}): QuestTaskRow => ({
  id,
  questId: 12,
  position: id,
  kind,
  label: null,
  url: null,
  minLevel: null,
  minAmount: null,
  ...over,
});

describe('seconds and stateOf', () => {
  it('counts whole unix seconds, dropping the milliseconds', () => {
    expect(seconds(new Date(1999))).toBe(1);
    expect(seconds(new Date(2000))).toBe(2);
  });

  it('gives the state at the instant: upcoming before the start, live from it', () => {
    const quest = questRow();
    expect(stateOf(quest, at(HOUR - MS))).toBe('upcoming');
    expect(stateOf(quest, at(HOUR))).toBe('live');
  });
});

describe('requireState', () => {
  const allowed: Record<QuestAction, QuestState[]> = {
    update: ['draft'],
    publish: ['draft'],
    cancel: ['draft', 'upcoming'],
    join: ['live'],
    checkTask: ['live'],
    settle: ['ended'],
    claim: ['settled'],
  };

  it('allows each action from its own states', () => {
    for (const [action, states] of Object.entries(allowed))
      for (const state of states)
        expect(refusal(() => requireState(action as QuestAction, state))).toBeNull();
  });

  it('refuses update and publish outside a draft as not editable (409)', () => {
    expect(refusal(() => requireState('update', 'upcoming'))).toEqual({
      status: 409,
      codes: ['quest_not_editable'],
    });
    expect(refusal(() => requireState('publish', 'live'))).toEqual({
      status: 409,
      codes: ['quest_not_editable'],
    });
  });

  it('refuses cancel once live as not cancellable (409)', () => {
    expect(refusal(() => requireState('cancel', 'live'))).toEqual({
      status: 409,
      codes: ['quest_not_cancellable'],
    });
  });

  it('refuses a claim before settlement as not settled (422)', () => {
    expect(refusal(() => requireState('claim', 'ended'))).toEqual({
      status: 422,
      codes: ['quest_not_settled'],
    });
  });

  it('refuses join, task checks and settling outside their state as not live (422)', () => {
    for (const [action, state] of [
      ['join', 'upcoming'],
      ['checkTask', 'ended'],
      ['settle', 'live'],
    ] as const)
      expect(refusal(() => requireState(action, state))).toEqual({
        status: 422,
        codes: ['quest_not_live'],
      });
  });
});

describe('pool and escrowIdOf', () => {
  it('multiplies the amount per winner by the winners beyond 2^53 without rounding', () => {
    expect(pool({ amountPerWinner: '9007199254740993', winners: 3 })).toBe(27021597764222979n);
  });

  it('takes the escrow id recorded at publishing', () => {
    const { quest, creator } = joined({ escrowQuestId: '777' });
    expect(escrowIdOf({ quest, creator })).toBe(777n);
  });

  it('derives the escrow id from the creator and the quest id when none is recorded', () => {
    const { quest, creator } = joined();
    expect(escrowIdOf({ quest, creator })).toBe(escrowQuestId(OWNER, 12));
  });
});

describe('toQuest', () => {
  const tasks = [
    taskRow(5, 'min_level', { minLevel: 3, label: 'Reach level 3' }),
    taskRow(6, 'twitter', { url: 'https://x.test/p' }),
  ];
  const viewer = {
    joined: true,
    eligible: true,
    conditions: [],
    doneTaskIds: ['5'],
    completed: false,
    winner: false,
    rewardAmount: null,
    claimed: false,
    claimTxHash: null,
  };

  it('answers every field, amounts in whole tokens and times in seconds', () => {
    const deadline = claimDeadline(at(10 * HOUR));
    expect(toQuest(joined(), tasks, at(2 * HOUR), viewer, '0xescrow')).toEqual({
      id: '12',
      project: {
        id: '4',
        name: 'Token',
        symbol: 'TKN',
        chain: 'bsc',
        contractAddress: TOKEN,
        avatarUrl: 'https://img.test/p.png',
        ownerAddress: OWNER,
      },
      creator: { id: '1', address: OWNER, displayName: 'Owner' },
      title: 'Ship it',
      summary: 'A summary',
      description: '<p>Do things</p>',
      descriptionText: 'Do things',
      bannerUrl: null,
      startsAt: at(HOUR).toISOString(),
      endsAt: at(10 * HOUR).toISOString(),
      claimDeadline: deadline.toISOString(),
      state: 'live',
      eligibility: questRow().eligibility,
      tasks: [
        {
          id: '5',
          kind: 'min_level',
          verified: true,
          label: 'Reach level 3',
          url: null,
          minLevel: 3,
          minAmount: null,
        },
        {
          id: '6',
          kind: 'twitter',
          verified: false,
          label: null,
          url: 'https://x.test/p',
          minLevel: null,
          minAmount: null,
        },
      ],
      reward: {
        method: 'fcfs',
        token: 'erc20',
        tokenAddress: TOKEN,
        tokenSymbol: 'TKN',
        decimals: 6,
        amountPerWinner: '1500000',
        amountPerWinnerFormatted: '1.5',
        winners: 3,
        pool: '4500000',
        poolFormatted: '4.5',
        xp: 20,
      },
      funding: {
        chainId: 56,
        escrowAddress: '0xescrow',
        questId: '12',
        escrowQuestId: escrowQuestId(OWNER, 12).toString(),
        startTime: seconds(at(HOUR)),
        endTime: seconds(at(10 * HOUR)),
        claimDeadline: seconds(deadline),
        transactionHash: null,
      },
      participantsCount: 5,
      completedCount: 2,
      createdAt: at(-DAY).toISOString(),
      viewer,
    });
  });

  it("keeps a published quest's own escrow address and id over the configured ones", () => {
    const quest = toQuest(
      joined({ escrowAddress: '0xown', escrowQuestId: '99', fundTxHash: '0xfund' }),
      [],
      now,
      null,
      '0xconfigured',
    );
    expect(quest.funding).toMatchObject({
      escrowAddress: '0xown',
      escrowQuestId: '99',
      transactionHash: '0xfund',
    });
    expect(quest.viewer).toBeNull();
  });
});

describe('assertVisible', () => {
  const draft = { quest: { publishedAt: null, creatorId: 1 } };

  it('shows a published quest to anyone, signed in or not', () => {
    expect(
      refusal(() => assertVisible({ quest: { publishedAt: now, creatorId: 1 } }, null)),
    ).toBeNull();
    expect(
      refusal(() => assertVisible({ quest: { publishedAt: now, creatorId: 1 } }, { id: 2 })),
    ).toBeNull();
  });

  it('shows a draft to its creator only', () => {
    expect(refusal(() => assertVisible(draft, { id: 1 }))).toBeNull();
    expect(refusal(() => assertVisible(draft, { id: 2 }))).toEqual({
      status: 404,
      codes: ['quest_not_found'],
    });
    expect(refusal(() => assertVisible(draft, null))).toEqual({
      status: 404,
      codes: ['quest_not_found'],
    });
  });
});

describe('ownsProject', () => {
  const project = (over: Partial<{ status: string; ownerAddress: string | null }> = {}) => ({
    status: 'active',
    ownerAddress: OWNER as string | null,
    ...over,
  });

  it('accepts the owner of an active project, whatever the address case', () => {
    expect(refusal(() => ownsProject(project(), OWNER.toLowerCase()))).toBeNull();
    expect(
      refusal(() => ownsProject(project({ ownerAddress: badChecksum(TOKEN) }), TOKEN)),
    ).toBeNull();
  });

  it('answers 404 for a missing or inactive project', () => {
    expect(refusal(() => ownsProject(null, OWNER))).toEqual({
      status: 404,
      codes: ['can_not_find_project'],
    });
    expect(refusal(() => ownsProject(project({ status: 'pending' }), OWNER))).toEqual({
      status: 404,
      codes: ['can_not_find_project'],
    });
  });

  it('answers 403 with no owner, a malformed owner or another address', () => {
    for (const [over, address] of [
      [{ ownerAddress: null }, OWNER],
      [{ ownerAddress: 'not-an-address' }, OWNER],
      [{}, OTHER],
    ] as const)
      expect(refusal(() => ownsProject(project(over), address))).toEqual({
        status: 403,
        codes: ['only_owner_can_create_quest'],
      });
  });
});

describe('hasConfirmations', () => {
  it("counts the transaction's own block: needed - 1 blocks on is enough, one fewer is not", () => {
    expect(hasConfirmations(104n, 100n, 5)).toBe(true);
    expect(hasConfirmations(103n, 100n, 5)).toBe(false);
    expect(hasConfirmations(100n, 100n, 1)).toBe(true);
    expect(hasConfirmations(99n, 100n, 1)).toBe(false);
  });
});

describe('rewardTokenOf', () => {
  const bsc = { chainId: 56, busdAddress: BUSD };
  const project = { contractAddress: TOKEN.toLowerCase(), symbol: 'TKN', decimals: 6 };

  it("pays in the network's native coin, BNB when the network is not known", () => {
    expect(rewardTokenOf('bnb', bsc, project, 56)).toEqual({
      address: zeroAddress,
      symbol: 'BNB',
      decimals: 18,
    });
    expect(rewardTokenOf('bnb', { chainId: 1, busdAddress: null }, project, null).symbol).toBe(
      'ETH',
    );
    expect(rewardTokenOf('bnb', { chainId: 424242, busdAddress: null }, project, null).symbol).toBe(
      'BNB',
    );
  });

  it('pays in BUSD only where its address is configured', () => {
    expect(rewardTokenOf('busd', bsc, project, 56)).toEqual({
      address: getAddress(BUSD),
      symbol: 'BUSD',
      decimals: 18,
    });
    expect(
      refusal(() => rewardTokenOf('busd', { chainId: 56, busdAddress: null }, project, 56)),
    ).toEqual({
      status: 400,
      codes: ['quest_token_unavailable'],
    });
  });

  it("pays in the project's token when it lives on the quest network, whatever its case", () => {
    expect(rewardTokenOf('erc20', bsc, project, 56)).toEqual({
      address: TOKEN,
      symbol: 'TKN',
      decimals: 6,
    });
    expect(
      rewardTokenOf('erc20', bsc, { ...project, contractAddress: badChecksum(TOKEN) }, 56).address,
    ).toBe(TOKEN);
    expect(rewardTokenOf('erc20', bsc, { ...project, symbol: null, decimals: null }, 56)).toEqual({
      address: TOKEN,
      symbol: 'TOKEN',
      decimals: 18,
    });
  });

  it("refuses the project's token with no address, a malformed one, or on another network", () => {
    for (const [contractAddress, chainId] of [
      [null, 56],
      ['0x1234', 56],
      [TOKEN, 1],
      [TOKEN, null],
    ] as const)
      expect(
        refusal(() => rewardTokenOf('erc20', bsc, { ...project, contractAddress }, chainId)),
      ).toEqual({
        status: 400,
        codes: ['quest_token_unavailable'],
      });
  });
});

describe('requireTimes', () => {
  const start = at(HOUR);

  it('accepts a start exactly the grace in the past, refuses one a millisecond earlier', () => {
    const grace = QUEST_LIMITS.startGraceMs;
    expect(refusal(() => requireTimes(at(-grace), at(-grace + 2 * HOUR), now))).toBeNull();
    expect(refusal(() => requireTimes(at(-grace - MS), at(2 * HOUR), now))).toEqual({
      status: 400,
      codes: ['quest_start_in_past'],
    });
  });

  it('refuses an end at the start as before it', () => {
    expect(refusal(() => requireTimes(start, start, now))).toEqual({
      status: 400,
      codes: ['quest_end_before_start'],
    });
  });

  it('accepts the shortest and longest run exactly, refuses a millisecond beyond either', () => {
    const { minDurationMs, maxDurationMs } = QUEST_LIMITS;
    const run = (ms: number) => refusal(() => requireTimes(start, at(HOUR + ms), now));
    expect(run(minDurationMs)).toBeNull();
    expect(run(maxDurationMs)).toBeNull();
    expect(run(minDurationMs - MS)).toEqual({ status: 400, codes: ['quest_duration_invalid'] });
    expect(run(maxDurationMs + MS)).toEqual({ status: 400, codes: ['quest_duration_invalid'] });
  });
});

describe('requireDescriptionText', () => {
  const refused = { status: 400, codes: ['quest_description_required'] };

  it('refuses a text of blanks only', () => {
    expect(refusal(() => requireDescriptionText(' \n\t '))).toEqual(refused);
    expect(refusal(() => requireDescriptionText(' a '))).toBeNull();
  });

  it('accepts descriptionMax characters, counting emoji as one, and refuses one more', () => {
    const max = QUEST_LIMITS.descriptionMax;
    expect(refusal(() => requireDescriptionText('🚀'.repeat(max)))).toBeNull();
    expect(refusal(() => requireDescriptionText('a'.repeat(max + 1)))).toEqual(refused);
  });
});

describe('amountPerWinnerOf', () => {
  it("answers the amount in the token's smallest unit, one unit being enough", () => {
    expect(amountPerWinnerOf('1.5', 6)).toBe(1_500_000n);
    expect(amountPerWinnerOf('0.000001', 6)).toBe(1n);
  });

  it('refuses zero, a malformed amount and more decimals than the token has', () => {
    for (const amount of ['0', '0.000000', 'abc', '0.0000001'])
      expect(refusal(() => amountPerWinnerOf(amount, 6))).toEqual({
        status: 400,
        codes: ['quest_amount_invalid'],
      });
  });
});

describe('taskValues', () => {
  it('trims labels and URLs to null when blank, each kind keeping only its own threshold', () => {
    expect(
      taskValues([
        { kind: 'min_level', label: '  Level up ', minLevel: 3, minAmount: '5' },
        { kind: 'hold_token', label: '   ', url: ' https://t.test ', minLevel: 3, minAmount: '5' },
        { kind: 'twitter', url: '  ', minLevel: 3, minAmount: '5' },
        { kind: 'min_level' },
        { kind: 'hold_token' },
      ] as Parameters<typeof taskValues>[0]),
    ).toEqual([
      { kind: 'min_level', label: 'Level up', url: null, minLevel: 3, minAmount: null },
      { kind: 'hold_token', label: null, url: 'https://t.test', minLevel: null, minAmount: '5' },
      { kind: 'twitter', label: null, url: null, minLevel: null, minAmount: null },
      { kind: 'min_level', label: null, url: null, minLevel: null, minAmount: null },
      { kind: 'hold_token', label: null, url: null, minLevel: null, minAmount: null },
    ]);
  });
});

describe('isEditable, requireNotEnded, cancelNeedsRefund', () => {
  it('edits an uncancelled draft only', () => {
    expect(isEditable({ publishedAt: null, cancelledAt: null })).toBe(true);
    expect(isEditable({ publishedAt: now, cancelledAt: null })).toBe(false);
    expect(isEditable({ publishedAt: null, cancelledAt: now })).toBe(false);
    expect(isEditable(null)).toBe(false);
  });

  it('publishes until a millisecond before the end, not at the end', () => {
    expect(refusal(() => requireNotEnded(at(MS), now))).toBeNull();
    expect(refusal(() => requireNotEnded(now, now))).toEqual({
      status: 400,
      codes: ['quest_duration_invalid'],
    });
    expect(refusal(() => requireNotEnded(at(-MS), now))).toEqual({
      status: 400,
      codes: ['quest_duration_invalid'],
    });
  });

  it('asks for the refund transaction of a funded (upcoming) quest only', () => {
    expect(cancelNeedsRefund('upcoming')).toBe(true);
    expect(cancelNeedsRefund('draft')).toBe(false);
  });
});

describe('fundsQuestId and fundsExactly', () => {
  const quest = questRow();
  const args: FundedArgs = {
    questId: 555n,
    ref: 12n,
    funder: OWNER,
    token: TOKEN,
    amount: 4_500_000n,
    startTime: BigInt(seconds(quest.startsAt)),
    endTime: BigInt(seconds(quest.endsAt)),
    claimDeadline: BigInt(seconds(claimDeadline(quest.endsAt))),
  };

  it('names the quest by both the escrow id and the server id', () => {
    expect(fundsQuestId(args, 555n, 12)).toBe(true);
    expect(fundsQuestId(args, 556n, 12)).toBe(false);
    expect(fundsQuestId(args, 555n, 13)).toBe(false);
  });

  it('accepts the exact deposit, addresses in any case', () => {
    expect(fundsExactly(args, quest, OWNER.toLowerCase())).toBe(true);
    expect(fundsExactly({ ...args, token: TOKEN.toLowerCase() as Address }, quest, OWNER)).toBe(
      true,
    );
  });

  it('refuses another funder, another token, a pool one unit off, or times a second off', () => {
    const off: Array<Partial<FundedArgs>> = [
      { funder: OTHER },
      { token: OTHER },
      { amount: 4_499_999n },
      { amount: 4_500_001n },
      { startTime: args.startTime + 1n },
      { endTime: args.endTime - 1n },
      { claimDeadline: args.claimDeadline + 1n },
    ];
    for (const change of off)
      expect(fundsExactly({ ...args, ...change }, quest, OWNER)).toBe(false);
  });
});

describe('eligibility from what was read', () => {
  const rules = (over: Partial<QuestEligibilityRules> = {}): QuestEligibilityRules => ({
    everyone: false,
    minLevel: 3,
    minHolding: '2.5',
    followProject: true,
    minAccountAgeDays: 7,
    ...over,
  });
  const facts = { level: 3, createdAt: at(-7 * DAY), now };

  it('meets a level at the level, not one below; level 1 when none is set', () => {
    expect(levelMet(3, 3)).toBe(true);
    expect(levelMet(2, 3)).toBe(false);
    expect(levelMet(1, null)).toBe(true);
    expect(levelMet(0, null)).toBe(false);
  });

  it('counts whole days of account age', () => {
    expect(accountAgeDays(at(-DAY), now)).toBe(1);
    expect(accountAgeDays(at(-DAY + MS), now)).toBe(0);
  });

  it('holds enough at exactly the amount, not one unit less; no read holds nothing', () => {
    const read = (balance: bigint) => ({ balance, decimals: 6 });
    expect(holdsAtLeast(read(2_500_000n), '2.5')).toBe(true);
    expect(holdsAtLeast(read(2_499_999n), '2.5')).toBe(false);
    expect(holdsAtLeast(read(0n), null)).toBe(true);
    expect(holdsAtLeast(read(10n ** 30n), 'lots')).toBe(false);
    expect(holdsAtLeast(null, null)).toBe(false);
  });

  it('reports the level condition with what is asked and what the user has', () => {
    expect(conditionResult('min_level', rules(), facts)).toEqual({
      condition: 'min_level',
      required: '3',
      actual: '3',
      met: true,
    });
    expect(conditionResult('min_level', rules(), { ...facts, level: 2 })).toMatchObject({
      actual: '2',
      met: false,
    });
  });

  it('reports following as read, not following when nothing was read', () => {
    expect(conditionResult('follow_project', rules(), { ...facts, follows: true })).toEqual({
      condition: 'follow_project',
      required: 'true',
      actual: 'true',
      met: true,
    });
    expect(conditionResult('follow_project', rules(), { ...facts, follows: false })).toMatchObject({
      actual: 'false',
      met: false,
    });
    expect(conditionResult('follow_project', rules(), facts)).toMatchObject({ met: false });
  });

  it('meets the account age at exactly the days, not a millisecond sooner', () => {
    expect(conditionResult('account_age', rules(), facts)).toEqual({
      condition: 'account_age',
      required: '7',
      actual: '7',
      met: true,
    });
    expect(
      conditionResult('account_age', rules(), { ...facts, createdAt: at(-7 * DAY + MS) }),
    ).toMatchObject({ actual: '6', met: false });
    expect(
      conditionResult('account_age', rules({ minAccountAgeDays: null }), {
        ...facts,
        createdAt: now,
      }),
    ).toMatchObject({ required: 'null', actual: '0', met: true });
  });

  it('reports the holding in whole tokens, or null and unmet when unread', () => {
    const holding = { balance: 2_500_000n, decimals: 6 };
    expect(conditionResult('min_holding', rules(), { ...facts, holding })).toEqual({
      condition: 'min_holding',
      required: '2.5',
      actual: '2.5',
      met: true,
    });
    expect(
      conditionResult('min_holding', rules(), {
        ...facts,
        holding: { ...holding, balance: 2_499_999n },
      }),
    ).toMatchObject({ actual: '2.499999', met: false });
    expect(conditionResult('min_holding', rules({ minHolding: null }), facts)).toEqual({
      condition: 'min_holding',
      required: '0',
      actual: null,
      met: false,
    });
  });

  const result = (
    condition: QuestConditionResult['condition'],
    actual: string | null,
    met: boolean,
  ) => ({
    condition,
    required: '1',
    actual,
    met,
  });

  it('lets in a user meeting every condition, or with none to meet', () => {
    expect(
      refusal(() =>
        requireEligible([result('min_level', '3', true), result('min_holding', '5', true)]),
      ),
    ).toBeNull();
    expect(refusal(() => requireEligible([]))).toBeNull();
  });

  it('refuses a user missing one condition (403)', () => {
    expect(
      refusal(() =>
        requireEligible([result('min_level', '3', true), result('min_holding', '0', false)]),
      ),
    ).toEqual({ status: 403, codes: ['quest_not_eligible'] });
  });

  it('answers an unread holding as the chain unavailable (503), other unread conditions as unmet', () => {
    expect(
      refusal(() =>
        requireEligible([result('min_level', '1', false), result('min_holding', null, false)]),
      ),
    ).toEqual({ status: 503, codes: ['chain_unavailable'] });
    expect(refusal(() => requireEligible([result('account_age', null, false)]))).toEqual({
      status: 403,
      codes: ['quest_not_eligible'],
    });
  });
});

describe('tasks and completion', () => {
  const tasks = [taskRow(2, 'twitter'), taskRow(3, 'min_level')];

  it('finds a task by its id in the path, refuses an id not of this quest or not an id', () => {
    expect(findTask(tasks, '3')).toBe(tasks[1]);
    expect(findTask(tasks, '03')).toBe(tasks[1]);
    for (const id of ['4', ' 3', 'x'])
      expect(refusal(() => findTask(tasks, id))).toEqual({ status: 404, codes: ['not_found'] });
  });

  it('completes the quest when every task is done and no completion was recorded', () => {
    expect(completesQuest(tasks, [3, 2], null)).toBe(true);
    expect(completesQuest(tasks, [2, 3, 9], null)).toBe(true);
    expect(completesQuest(tasks, [2], null)).toBe(false);
    expect(completesQuest(tasks, [2, 3], now)).toBe(false);
  });

  const fcfs = (completedCount: number, winners = 3) =>
    questRow({ rewardMethod: 'fcfs', completedCount, winners });

  it('gives an FCFS completer the next place and the amount while places remain', () => {
    expect(completionOf(fcfs(1), now, now)).toEqual({
      wins: true,
      participant: { completedAt: now, completionSeq: 2, winnerRank: 2, rewardAmount: '1500000' },
      quest: { completedCount: 2, settledAt: null },
    });
  });

  it('settles FCFS with the last place, and gives no place after it', () => {
    expect(completionOf(fcfs(2), now, now)).toMatchObject({
      wins: true,
      participant: { completionSeq: 3, winnerRank: 3 },
      quest: { completedCount: 3, settledAt: now },
    });
    expect(completionOf(fcfs(3), now, now)).toMatchObject({
      wins: false,
      participant: { completionSeq: 4, winnerRank: null, rewardAmount: null },
    });
  });

  it('never wins nor settles a lucky draw on completion', () => {
    expect(
      completionOf(
        questRow({ rewardMethod: 'lucky_draw', completedCount: 0, winners: 1 }),
        now,
        now,
      ),
    ).toEqual({
      wins: false,
      participant: { completedAt: now, completionSeq: 1, winnerRank: null, rewardAmount: null },
      quest: { completedCount: 1, settledAt: null },
    });
  });

  it('records the later of the check time and the lock time', () => {
    expect(completionOf(fcfs(0), now, at(SECOND)).participant.completedAt).toEqual(at(SECOND));
    expect(completionOf(fcfs(0), now, at(-SECOND)).participant.completedAt).toEqual(now);
  });
});

describe('settlement', () => {
  const hash = `0x${'ab'.repeat(32)}` as const;

  it('draws the winners from the block seed, ranked in draw order', () => {
    const seed = luckyDrawSeed(hash, 12);
    const picked = luckyDraw(seed, [5, 9, 2, 7], 2);
    expect(drawWinners(hash, 12, [5, 9, 2, 7], 2)).toEqual({
      seed,
      winners: [
        { userId: picked[0], rank: 1 },
        { userId: picked[1], rank: 2 },
      ],
    });
    expect(drawWinners(hash, 12, [5], 3).winners).toEqual([{ userId: 5, rank: 1 }]);
  });

  it('lists winners once settled, and for FCFS before', () => {
    expect(listsWinners({ settledAt: now, rewardMethod: 'lucky_draw' })).toBe(true);
    expect(listsWinners({ settledAt: null, rewardMethod: 'fcfs' })).toBe(true);
    expect(listsWinners({ settledAt: null, rewardMethod: 'lucky_draw' })).toBe(false);
  });

  it('shows the draw of a lucky draw with its block hash and seed only', () => {
    const draw = { rewardMethod: 'lucky_draw' as const, drawBlockHash: hash, drawSeed: '0x01' };
    expect(showsDraw(draw)).toBe(true);
    expect(showsDraw({ ...draw, drawBlockHash: null })).toBe(false);
    expect(showsDraw({ ...draw, drawSeed: null })).toBe(false);
    expect(showsDraw({ ...draw, rewardMethod: 'fcfs' })).toBe(false);
  });

  const participant = (over: Partial<ParticipantRow> = {}): ParticipantRow => ({
    questId: 12,
    userId: 8,
    joinedAt: at(-HOUR),
    completedAt: at(-30 * 60 * SECOND),
    completionSeq: 1,
    winnerRank: 1,
    rewardAmount: '1500000',
    claimedAt: now,
    claimTxHash: '0xclaim',
    claimBlockNumber: 100,
    claimBlockHash: '0xblock',
    ...over,
  });
  const user = (id: number) => ({ id, address: OWNER, displayName: `user ${id}` });

  it('answers the winners and the draw of a settled lucky draw', () => {
    const quest = questRow({
      rewardMethod: 'lucky_draw',
      settledAt: now,
      drawBlockNumber: 321,
      drawBlockHash: hash,
      drawSeed: '0x01',
    });
    expect(
      toQuestWinners(
        quest,
        [
          { participant: participant(), user: user(8) },
          {
            participant: participant({
              winnerRank: 2,
              rewardAmount: null,
              completedAt: null,
              claimedAt: null,
              claimTxHash: null,
            }),
            user: user(9),
          },
        ],
        [8, 9, 10],
      ),
    ).toEqual({
      questId: '12',
      method: 'lucky_draw',
      settled: true,
      settledAt: now.toISOString(),
      winners: [
        {
          rank: 1,
          userId: '8',
          address: OWNER,
          displayName: 'user 8',
          amount: '1500000',
          completedAt: at(-30 * 60 * SECOND).toISOString(),
          claimed: true,
          claimTxHash: '0xclaim',
        },
        {
          rank: 2,
          userId: '9',
          address: OWNER,
          displayName: 'user 9',
          amount: '0',
          completedAt: null,
          claimed: false,
          claimTxHash: null,
        },
      ],
      draw: { blockNumber: 321, blockHash: hash, seed: '0x01', participants: ['8', '9', '10'] },
    });
  });

  it('answers block 0 for a draw without its number, and no draw before it is shown', () => {
    const drawn = questRow({ rewardMethod: 'lucky_draw', drawBlockHash: hash, drawSeed: '0x01' });
    expect(toQuestWinners(drawn, [], []).draw).toEqual({
      blockNumber: 0,
      blockHash: hash,
      seed: '0x01',
      participants: [],
    });
    expect(toQuestWinners(drawn, [], null).draw).toBeNull();
    expect(toQuestWinners(questRow(), [], [1]).draw).toBeNull();
    expect(toQuestWinners(questRow(), [], null)).toMatchObject({
      method: 'fcfs',
      settled: false,
      settledAt: null,
    });
  });
});

describe('claims', () => {
  const win = { winnerRank: 1, rewardAmount: '1500000', claimedAt: null };

  it('treats any recorded rank, 0 included, as a winner; no participant or no rank is not', () => {
    expect(refusal(() => requireWinner({ winnerRank: 1 }))).toBeNull();
    expect(refusal(() => requireWinner({ winnerRank: 0 }))).toBeNull();
    for (const participant of [null, undefined, { winnerRank: null }])
      expect(refusal(() => requireWinner(participant))).toEqual({
        status: 403,
        codes: ['quest_not_winner'],
      });
  });

  it('gives a voucher to an unpaid winner with an amount, answering the amount', () => {
    expect(requireUnclaimedWin(win)).toBe('1500000');
    for (const participant of [
      null,
      { ...win, winnerRank: null },
      { ...win, rewardAmount: null },
      { ...win, rewardAmount: '' },
    ])
      expect(refusal(() => requireUnclaimedWin(participant))).toEqual({
        status: 403,
        codes: ['quest_not_winner'],
      });
    expect(refusal(() => requireUnclaimedWin({ ...win, claimedAt: now }))).toEqual({
      status: 409,
      codes: ['quest_already_claimed'],
    });
  });

  it('opens the claim window at the end and closes it after the deadline, both included', () => {
    const end = at(10 * HOUR);
    const deadline = claimDeadline(end).getTime() - now.getTime();
    expect(refusal(() => requireClaimWindow(end, at(10 * HOUR - MS)))).toEqual({
      status: 422,
      codes: ['quest_claim_not_open'],
    });
    expect(refusal(() => requireClaimWindow(end, end))).toBeNull();
    expect(refusal(() => requireClaimWindow(end, at(deadline)))).toBeNull();
    expect(refusal(() => requireClaimWindow(end, at(deadline + MS)))).toEqual({
      status: 422,
      codes: ['quest_claim_closed'],
    });
  });

  it('lets a voucher live its lifetime, never past the claim deadline', () => {
    const ttl = QUEST_LIMITS.voucherTtlMs;
    const end = at(-10 * DAY);
    const deadline = seconds(claimDeadline(end));
    expect(voucherDeadline(at(500), end)).toBe(seconds(at(500 + ttl)));
    const late = new Date(claimDeadline(end).getTime() - ttl + SECOND);
    expect(voucherDeadline(late, end)).toBe(deadline);
    const exact = new Date(claimDeadline(end).getTime() - ttl);
    expect(voucherDeadline(exact, end)).toBe(deadline);
    expect(voucherDeadline(new Date(exact.getTime() - SECOND), end)).toBe(deadline - 1);
  });

  it("matches a RewardClaimed event of this quest's escrow id and this claimer in any case", () => {
    expect(isClaimOf({ questId: 555n, claimer: OWNER }, 555n, OWNER.toLowerCase())).toBe(true);
    expect(isClaimOf({ questId: 556n, claimer: OWNER }, 555n, OWNER)).toBe(false);
    expect(isClaimOf({ questId: 555n, claimer: OTHER }, 555n, OWNER)).toBe(false);
  });
});
