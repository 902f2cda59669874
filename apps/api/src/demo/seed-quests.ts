// Demo quests on the dev chain: a project owned by dev account #3 runs quests in every state
// (draft, upcoming, live, ended then drawn, settled, cancelled), each published one funded in
// the escrow by its owner, and a settled FCFS quest whose winners include the Demo wallet
// (claimable once it ends, two minutes after seeding). The dev chain starts empty on every run
// while the database stays, so each start funds again the published quests that have not ended
// (their owners are unlocked dev accounts); an ended one cannot be funded again.
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  parseEther,
  zeroAddress,
  type Address,
  type Hash,
} from 'viem';
import {
  DEMO_WALLET_ADDRESS,
  devAccounts,
  mockBusdAbi,
  questEscrowAbi,
} from '@chainreview/contracts';
import { claimDeadline, escrowQuestId, processContent } from '@chainreview/shared';
import type { Deps } from '../deps.ts';
import {
  appMeta,
  projects,
  questParticipants,
  questTaskCompletions,
  questTasks,
  quests,
  users,
} from '../db/schema.ts';

/** Hardhat account #3 owns the demo quests' project (the browser test signs in as it). */
export const DEMO_QUEST_OWNER_INDEX = 3;

export interface DemoQuestChain {
  rpcUrl: string;
  chainId: number;
  questEscrowAddress: Address;
  busdAddress: Address;
}

const H = 3_600_000;
const D = 24 * H;

function clients(chain: DemoQuestChain) {
  const transport = http(chain.rpcUrl);
  const definition = {
    id: chain.chainId,
    name: 'Dev chain',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  } as const;
  return {
    publicClient: createPublicClient({ chain: definition, transport, pollingInterval: 50 }),
    walletFor: (account: Address) => createWalletClient({ chain: definition, transport, account }),
  };
}

async function userByAddress(deps: Deps, address: string, displayName: string | null) {
  const [existing] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.address}) = ${address.toLowerCase()}`)
    .limit(1);
  if (existing) return existing;
  const [row] = await deps.db
    .insert(users)
    .values({ address: getAddress(address), displayName })
    .returning();
  return row!;
}

/** Funds a published quest from its owner (approving BUSD first) unless the escrow has it. */
async function fundQuest(
  deps: Deps,
  chain: DemoQuestChain,
  quest: typeof quests.$inferSelect,
  funder: Address,
): Promise<Hash | null> {
  const { publicClient, walletFor } = clients(chain);
  const escrowId = escrowQuestId(funder, quest.id);
  const onChain = await publicClient.readContract({
    address: chain.questEscrowAddress,
    abi: questEscrowAbi,
    functionName: 'getQuest',
    args: [escrowId],
  });
  if (onChain.funder !== zeroAddress) return null;
  const pool = BigInt(quest.amountPerWinner) * BigInt(quest.winners);
  const wallet = walletFor(funder);
  const token = getAddress(quest.rewardTokenAddress);
  if (token !== zeroAddress) {
    const approve = await wallet.writeContract({
      address: token,
      abi: mockBusdAbi,
      functionName: 'approve',
      args: [chain.questEscrowAddress, pool],
    });
    await publicClient.waitForTransactionReceipt({ hash: approve });
  }
  const seconds = (d: Date) => BigInt(Math.floor(d.getTime() / 1000));
  const hash = await wallet.writeContract({
    address: chain.questEscrowAddress,
    abi: questEscrowAbi,
    functionName: 'fund',
    args: [
      BigInt(quest.id),
      token,
      pool,
      seconds(quest.startsAt),
      seconds(quest.endsAt),
      seconds(claimDeadline(quest.endsAt)),
    ],
    value: token === zeroAddress ? pool : 0n,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`demo quest ${quest.id} funding reverted`);
  await deps.db
    .update(quests)
    .set({
      fundTxHash: hash.toLowerCase(),
      escrowAddress: chain.questEscrowAddress,
      escrowQuestId: escrowId.toString(),
    })
    .where(eq(quests.id, quest.id));
  return hash;
}

interface DemoQuestPlan {
  key: string;
  title: string;
  summary: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  method: 'fcfs' | 'lucky_draw';
  token: 'bnb' | 'busd';
  amount: string;
  winners: number;
  xp: number;
  eligibility: (typeof quests.$inferInsert)['eligibility'];
  tasks: Array<Omit<typeof questTasks.$inferInsert, 'questId' | 'position'>>;
  state: 'draft' | 'published' | 'settled' | 'cancelled';
}

function plans(now: number, projectName: string): DemoQuestPlan[] {
  const everyone = {
    everyone: true,
    minLevel: null,
    minHolding: null,
    followProject: false,
    minAccountAgeDays: null,
  };
  return [
    {
      key: 'live',
      title: `Explore ${projectName}`,
      summary:
        'Follow the project, review it and read the docs: 20 winners, first come first served.',
      description: `Get to know ${projectName}.\n\nFollow the project on ChainReview, write an honest review and read the documentation. The first 20 people to complete every task share the BNB pool, paid from the escrow contract.`,
      startsAt: new Date(now - D),
      endsAt: new Date(now + 6 * D),
      method: 'fcfs',
      token: 'bnb',
      amount: '0.05',
      winners: 20,
      xp: 20,
      eligibility: everyone,
      tasks: [
        { kind: 'follow_project' },
        { kind: 'review_project' },
        { kind: 'url', url: 'https://docs.chainreview.example/quests', label: 'Read the docs' },
      ],
      state: 'published',
    },
    {
      key: 'upcoming',
      title: `${projectName} community week`,
      summary: 'Join the community channels; five lucky members win BUSD after the end.',
      description:
        'Join the Discord and Telegram and follow us on X. After the end, five winners are drawn from everyone who completed the tasks, with a seed anyone can recompute.',
      startsAt: new Date(now + 2 * D),
      endsAt: new Date(now + 9 * D),
      method: 'lucky_draw',
      token: 'busd',
      amount: '10',
      winners: 5,
      xp: 15,
      eligibility: { ...everyone, everyone: false, minLevel: 2 },
      tasks: [
        { kind: 'discord', url: 'https://discord.gg/chainreview' },
        { kind: 'telegram', url: 'https://t.me/chainreview' },
        { kind: 'twitter', url: 'https://x.com/chainreview' },
      ],
      state: 'published',
    },
    {
      // settled early (both places taken) and over two minutes after seeding: the escrow pays
      // winners from the end on, so the Demo wallet can claim its reward from then
      key: 'settled',
      title: `${projectName} early supporters`,
      summary: 'Two places, both taken: the winners claim their BUSD once it ends.',
      description:
        'The first two members to follow the project won 25 BUSD each. The places are taken, so the quest is settled and the winners claim on chain once it ends.',
      startsAt: new Date(now - 2 * D),
      endsAt: new Date(now + 2 * 60_000),
      method: 'fcfs',
      token: 'busd',
      amount: '25',
      winners: 2,
      xp: 10,
      eligibility: everyone,
      tasks: [{ kind: 'follow_project' }],
      state: 'settled',
    },
    {
      // funded now and over two minutes later (an escrow cannot hold a quest that already
      // ended): then 'ended' until the first block after its end seeds the draw
      key: 'ended',
      title: `${projectName} review sprint`,
      summary: 'Reviewers of the project entered a lucky draw for three BNB prizes.',
      description:
        'Everyone who reviewed the project entered the draw. The winners are drawn with the hash of the first block after the end, mixed with the quest id, so anyone can check them.',
      startsAt: new Date(now - 3 * D),
      endsAt: new Date(now + 2 * 60_000),
      method: 'lucky_draw',
      token: 'bnb',
      amount: '0.01',
      winners: 3,
      xp: 10,
      eligibility: everyone,
      tasks: [{ kind: 'review_project' }],
      state: 'published',
    },
    {
      key: 'draft',
      title: `${projectName} holders quest (draft)`,
      summary: 'A draft the owner has not funded yet.',
      description: 'Hold the token and donate to a reviewer of the project.',
      startsAt: new Date(now + 3 * D),
      endsAt: new Date(now + 10 * D),
      method: 'fcfs',
      token: 'bnb',
      amount: '0.02',
      winners: 10,
      xp: 20,
      eligibility: { ...everyone, everyone: false, followProject: true },
      tasks: [{ kind: 'hold_token', minAmount: '1' }, { kind: 'donate_reviewer' }],
      state: 'draft',
    },
    {
      key: 'cancelled',
      title: `${projectName} launch quest (cancelled)`,
      summary: 'Cancelled before its start; the escrow refunded the pool to the owner.',
      description: 'This quest was funded and then cancelled before it started.',
      startsAt: new Date(now + 4 * D),
      endsAt: new Date(now + 8 * D),
      method: 'lucky_draw',
      token: 'bnb',
      amount: '0.01',
      winners: 3,
      xp: 5,
      eligibility: everyone,
      tasks: [{ kind: 'url', url: 'https://chainreview.example/launch' }],
      state: 'cancelled',
    },
  ];
}

/** Seeds the demo quests once (six, every state); funds (again) every open published quest of a dev account. */
export async function seedDemoQuests(
  deps: Deps,
  chain: DemoQuestChain,
): Promise<{ created: number; funded: number }> {
  const owner = devAccounts(DEMO_QUEST_OWNER_INDEX + 1)[DEMO_QUEST_OWNER_INDEX]!;
  let created = 0;
  const [marker] = await deps.db
    .select()
    .from(appMeta)
    .where(eq(appMeta.key, 'demo_quests'))
    .limit(1);
  if (!marker) created = await createDemoQuests(deps, chain, owner.address);

  // every start: the dev chain is new, the quests are not
  const dev = new Map(devAccounts(10).map((a) => [a.address.toLowerCase(), a.address]));
  const open = await deps.db
    .select({ quest: quests, creator: users })
    .from(quests)
    .innerJoin(users, eq(users.id, quests.creatorId))
    .where(
      and(
        isNotNull(quests.publishedAt),
        isNull(quests.cancelledAt),
        gt(quests.endsAt, new Date(deps.now().getTime() + 60_000)),
      ),
    )
    .orderBy(asc(quests.id));
  let funded = 0;
  for (const { quest, creator } of open) {
    const funder = dev.get(creator.address.toLowerCase());
    if (!funder) continue;
    if (await fundQuest(deps, chain, quest, funder)) funded += 1;
  }
  return { created, funded };
}

async function createDemoQuests(
  deps: Deps,
  chain: DemoQuestChain,
  ownerAddress: Address,
): Promise<number> {
  const now = deps.now();
  const [project] = await deps.db
    .select()
    .from(projects)
    .where(and(eq(projects.status, 'active'), isNull(projects.ownerAddress)))
    .orderBy(asc(projects.id))
    .limit(1);
  if (!project) return 0;
  await deps.db.update(projects).set({ ownerAddress }).where(eq(projects.id, project.id));
  const owner = await userByAddress(deps, ownerAddress, 'Quest Master');
  const demo = await userByAddress(deps, DEMO_WALLET_ADDRESS, null);
  const others = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} not in (${owner.id}, ${demo.id})`)
    .orderBy(asc(users.id))
    .limit(6);
  const { publicClient, walletFor } = clients(chain);
  let count = 0;
  for (const plan of plans(now.getTime(), project.name)) {
    const processed = processContent(plan.description);
    if (!processed.ok) continue;
    const token =
      plan.token === 'bnb'
        ? { address: zeroAddress as string, symbol: 'BNB' }
        : { address: chain.busdAddress as string, symbol: 'BUSD' };
    const [quest] = await deps.db
      .insert(quests)
      .values({
        projectId: project.id,
        creatorId: owner.id,
        title: plan.title,
        summary: plan.summary,
        description: processed.value.content,
        descriptionText: processed.value.text,
        startsAt: plan.startsAt,
        endsAt: plan.endsAt,
        eligibility: plan.eligibility,
        rewardMethod: plan.method,
        rewardToken: plan.token,
        rewardTokenAddress: token.address,
        rewardTokenSymbol: token.symbol,
        rewardDecimals: 18,
        amountPerWinner: parseEther(plan.amount).toString(),
        winners: plan.winners,
        xp: plan.xp,
        chainId: chain.chainId,
        escrowAddress: chain.questEscrowAddress,
        publishedAt: plan.state === 'draft' ? null : now,
        startNotifiedAt: plan.startsAt <= now ? now : null,
        createdAt: new Date(plan.startsAt.getTime() - D),
      })
      .returning();
    const tasks = await deps.db
      .insert(questTasks)
      .values(plan.tasks.map((t, i) => ({ ...t, questId: quest!.id, position: i })))
      .returning();
    count += 1;
    if (plan.state === 'draft') continue;
    await fundQuest(deps, chain, quest!, ownerAddress);
    if (plan.state === 'cancelled') {
      const hash = await walletFor(ownerAddress).writeContract({
        address: chain.questEscrowAddress,
        abi: questEscrowAbi,
        functionName: 'cancel',
        args: [escrowQuestId(ownerAddress, quest!.id)],
      });
      await publicClient.waitForTransactionReceipt({ hash });
      await deps.db.update(quests).set({ cancelledAt: now }).where(eq(quests.id, quest!.id));
      continue;
    }
    // participants: completers in order (FCFS winners first), and some who only joined
    const completers =
      plan.key === 'settled'
        ? [demo.id, ...others.slice(0, 1).map((o) => o.id)]
        : plan.key === 'live' || plan.key === 'ended'
          ? others.slice(1, 4).map((o) => o.id)
          : [];
    const joiners = plan.key === 'upcoming' ? [] : others.slice(4, 6).map((o) => o.id);
    for (const [i, userId] of completers.entries()) {
      const at = new Date(plan.startsAt.getTime() + (i + 1) * H);
      const wins = plan.method === 'fcfs' && i < plan.winners;
      await deps.db.insert(questParticipants).values({
        questId: quest!.id,
        userId,
        joinedAt: at,
        completedAt: at,
        completionSeq: i + 1,
        winnerRank: wins ? i + 1 : null,
        rewardAmount: wins ? quest!.amountPerWinner : null,
      });
      await deps.db
        .insert(questTaskCompletions)
        .values(tasks.map((t) => ({ questId: quest!.id, taskId: t.id, userId, doneAt: at })));
    }
    for (const userId of joiners.filter((id) => !completers.includes(id)))
      await deps.db
        .insert(questParticipants)
        .values({ questId: quest!.id, userId, joinedAt: now })
        .onConflictDoNothing();
    const participants = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questParticipants)
      .where(eq(questParticipants.questId, quest!.id));
    await deps.db
      .update(quests)
      .set({
        participantsCount: participants[0]?.n ?? 0,
        completedCount: completers.length,
        settledAt: plan.state === 'settled' ? now : null,
      })
      .where(eq(quests.id, quest!.id));
  }
  await deps.db.insert(appMeta).values({ key: 'demo_quests', value: '1' }).onConflictDoNothing();
  return count;
}
