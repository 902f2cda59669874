// Demo quests on the dev chain: a project owned by dev account #3 runs quests in every state
// (draft, upcoming, live, ended then drawn, settled, cancelled), each published one funded in
// the escrow by its owner, and a settled FCFS quest whose winners include the Demo wallet
// (claimable once it ends, two minutes after seeding). The dev chain starts empty on every run
// while the database stays, so each start funds again the published quests that have not ended
// (their owners are unlocked dev accounts); an ended one cannot be funded again.
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { parseEther, zeroAddress, type Address } from 'viem';
import { DEMO_WALLET_ADDRESS, devAccounts, questEscrowAbi } from '@chainreview/contracts';
import { escrowQuestId, processContent } from '@chainreview/shared';
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
import { D, H, plans } from './seed-quests-plans.ts';
import { type DemoQuestChain, clients, fundQuest, userByAddress } from './seed-quests-chain.ts';

export type { DemoQuestChain } from './seed-quests-chain.ts';

/** Hardhat account #3 owns the demo quests' project (the browser test signs in as it). */
export const DEMO_QUEST_OWNER_INDEX = 3;

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
