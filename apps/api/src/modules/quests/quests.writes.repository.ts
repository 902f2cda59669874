// Quests' writes: drafts, publishing and cancels, participants and their claims (recorded,
// moved or forgotten as the chain reorganises), task completions.
import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  projects,
  questParticipants,
  questTaskCompletions,
  quests,
  users,
} from '../../db/schema.ts';

type QuestValues = typeof quests.$inferInsert;

export async function findProjectRow(db: DbOrTx, id: number) {
  const [project] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return project;
}

export async function insertQuest(tx: DbOrTx, values: QuestValues): Promise<number> {
  const [row] = await tx.insert(quests).values(values).returning({ id: quests.id });
  return row!.id;
}

export async function updateQuestRow(
  tx: DbOrTx,
  id: number,
  values: Partial<QuestValues>,
): Promise<void> {
  await tx.update(quests).set(values).where(eq(quests.id, id));
}

/** Publishes a draft (not cancelled, not published yet); the row, or null when it was not one. */
export async function publishQuestRow(tx: DbOrTx, id: number, values: Partial<QuestValues>) {
  const [row] = await tx
    .update(quests)
    .set(values)
    .where(and(eq(quests.id, id), isNull(quests.publishedAt), isNull(quests.cancelledAt)))
    .returning();
  return row ?? null;
}

export async function cancelQuestRow(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db
    .update(quests)
    .set({ cancelledAt: at, updatedAt: at })
    .where(and(eq(quests.id, id), isNull(quests.cancelledAt)));
}

/** Cancels the published quest with this escrow id (a cancel seen only on chain). */
export async function cancelQuestByEscrowId(
  db: DbOrTx,
  escrowQuestId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(quests)
    .set({ cancelledAt: at, updatedAt: at })
    .where(
      and(
        eq(quests.escrowQuestId, escrowQuestId),
        isNull(quests.cancelledAt),
        isNotNull(quests.publishedAt),
      ),
    )
    .returning({ id: quests.id });
  return rows.length > 0;
}

/** Marks the start announced, once; false when another run did it. */
export async function claimStartNotice(tx: DbOrTx, id: number, at: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(quests)
    .set({ startNotifiedAt: at })
    .where(and(eq(quests.id, id), isNull(quests.startNotifiedAt)))
    .returning({ id: quests.id });
  return claimed !== undefined;
}

/** Adds a participant and counts them; the row, or null when they had joined already. */
export async function insertParticipant(tx: DbOrTx, questId: number, userId: number, at: Date) {
  const [row] = await tx
    .insert(questParticipants)
    .values({ questId, userId, joinedAt: at })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await tx
    .update(quests)
    .set({ participantsCount: sql`${quests.participantsCount} + 1` })
    .where(eq(quests.id, questId));
  return row;
}

export async function lockParticipant(tx: DbOrTx, questId: number, userId: number) {
  const [participant] = await tx
    .select()
    .from(questParticipants)
    .where(and(eq(questParticipants.questId, questId), eq(questParticipants.userId, userId)))
    .for('update');
  return participant;
}

export async function updateParticipant(
  tx: DbOrTx,
  questId: number,
  userId: number,
  values: Partial<typeof questParticipants.$inferInsert>,
): Promise<void> {
  await tx
    .update(questParticipants)
    .set(values)
    .where(and(eq(questParticipants.questId, questId), eq(questParticipants.userId, userId)));
}

/** Records a winner's claim once, with its block; false when it was recorded before. */
export async function markClaimed(
  db: DbOrTx,
  questId: number,
  userId: number,
  transactionHash: string,
  block: { number: number; hash: string },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(questParticipants)
    .set({
      claimedAt: at,
      claimTxHash: transactionHash,
      claimBlockNumber: block.number,
      claimBlockHash: block.hash.toLowerCase(),
    })
    .where(
      and(
        eq(questParticipants.questId, questId),
        eq(questParticipants.userId, userId),
        isNull(questParticipants.claimedAt),
      ),
    )
    .returning({ userId: questParticipants.userId });
  return rows.length > 0;
}

export async function insertTaskCompletion(
  db: DbOrTx,
  values: typeof questTaskCompletions.$inferInsert,
): Promise<void> {
  await db.insert(questTaskCompletions).values(values).onConflictDoNothing();
}

export async function findQuestRow(db: DbOrTx, id: number) {
  const [quest] = await db.select().from(quests).where(eq(quests.id, id));
  return quest;
}

/** Claims seen in a block from `fromBlock` on, with the escrow id of their quest. */
export async function claimsToRecheck(db: DbOrTx, fromBlock: number) {
  return db
    .select({
      questId: questParticipants.questId,
      userId: questParticipants.userId,
      claimedAt: questParticipants.claimedAt,
      claimTxHash: questParticipants.claimTxHash,
      claimBlockNumber: questParticipants.claimBlockNumber,
      claimBlockHash: questParticipants.claimBlockHash,
      escrowQuestId: quests.escrowQuestId,
      claimer: users.address,
    })
    .from(questParticipants)
    .innerJoin(quests, eq(quests.id, questParticipants.questId))
    .innerJoin(users, eq(users.id, questParticipants.userId))
    .where(
      and(
        isNotNull(questParticipants.claimBlockHash),
        gte(questParticipants.claimBlockNumber, fromBlock),
      ),
    )
    .orderBy(asc(questParticipants.claimBlockNumber));
}
export type ClaimToRecheck = Awaited<ReturnType<typeof claimsToRecheck>>[number];

/** Forgets a claim seen in this block (a reorganisation dropped it); false when it changed. */
export async function clearClaim(db: DbOrTx, claim: ClaimToRecheck): Promise<boolean> {
  const rows = await db
    .update(questParticipants)
    .set({ claimedAt: null, claimTxHash: null, claimBlockNumber: null, claimBlockHash: null })
    .where(
      and(
        eq(questParticipants.questId, claim.questId),
        eq(questParticipants.userId, claim.userId),
        eq(questParticipants.claimBlockHash, claim.claimBlockHash!),
      ),
    )
    .returning({ userId: questParticipants.userId });
  return rows.length > 0;
}

/** The claim's transaction was mined again in another block: remember that one. */
export async function moveClaim(
  db: DbOrTx,
  claim: ClaimToRecheck,
  block: { number: number; hash: string },
): Promise<void> {
  await db
    .update(questParticipants)
    .set({ claimBlockNumber: block.number, claimBlockHash: block.hash.toLowerCase() })
    .where(
      and(
        eq(questParticipants.questId, claim.questId),
        eq(questParticipants.userId, claim.userId),
        eq(questParticipants.claimBlockHash, claim.claimBlockHash!),
      ),
    );
}
