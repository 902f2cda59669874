// Quests' reads: quests with their project and creator, tasks, participants, the list filters
// by time, and the facts the checked tasks read (follows, reviews, donations).
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { QuestListQuery } from '@chainreview/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  donations,
  notifications,
  projectFollows,
  projects,
  questParticipants,
  questTaskCompletions,
  questTasks,
  quests,
  reviews,
  users,
} from '../../db/schema.ts';

export type QuestRow = typeof quests.$inferSelect;
export type QuestTaskRow = typeof questTasks.$inferSelect;
export type ParticipantRow = typeof questParticipants.$inferSelect;

export interface QuestJoined {
  quest: QuestRow;
  project: typeof projects.$inferSelect;
  creator: typeof users.$inferSelect;
}

const joinedSelect = { quest: quests, project: projects, creator: users };

export async function findQuestJoined(db: DbOrTx, id: number): Promise<QuestJoined | null> {
  const [row] = await db
    .select(joinedSelect)
    .from(quests)
    .innerJoin(projects, eq(projects.id, quests.projectId))
    .innerJoin(users, eq(users.id, quests.creatorId))
    .where(eq(quests.id, id))
    .limit(1);
  return row ?? null;
}

export async function lockQuest(db: DbOrTx, id: number): Promise<QuestRow | null> {
  const [row] = await db.select().from(quests).where(eq(quests.id, id)).for('update');
  return row ?? null;
}

export async function tasksOf(db: DbOrTx, questIds: number[]): Promise<QuestTaskRow[]> {
  if (questIds.length === 0) return [];
  return db
    .select()
    .from(questTasks)
    .where(inArray(questTasks.questId, questIds))
    .orderBy(asc(questTasks.questId), asc(questTasks.position));
}

export async function replaceTasks(
  db: DbOrTx,
  questId: number,
  tasks: Array<Omit<typeof questTasks.$inferInsert, 'questId' | 'position'>>,
): Promise<void> {
  await db.delete(questTasks).where(eq(questTasks.questId, questId));
  if (tasks.length)
    await db.insert(questTasks).values(tasks.map((t, i) => ({ ...t, questId, position: i })));
}

/** Published, not cancelled quests by time window (`now` decides live / upcoming / ended). */
export async function listQuestRows(
  db: DbOrTx,
  query: QuestListQuery,
  now: Date,
): Promise<{ rows: QuestJoined[]; total: number }> {
  const published = and(isNotNull(quests.publishedAt), isNull(quests.cancelledAt));
  const byStatus =
    query.status === 'live'
      ? and(lte(quests.startsAt, now), gt(quests.endsAt, now), isNull(quests.settledAt))
      : query.status === 'upcoming'
        ? and(gt(quests.startsAt, now), isNull(quests.settledAt))
        : query.status === 'ended'
          ? or(lte(quests.endsAt, now), isNotNull(quests.settledAt))
          : undefined;
  const where = and(
    published,
    byStatus,
    query.projectId ? eq(quests.projectId, Number(query.projectId)) : undefined,
  );
  const order =
    query.status === 'live'
      ? [asc(quests.endsAt), desc(quests.id)]
      : query.status === 'upcoming'
        ? [asc(quests.startsAt), desc(quests.id)]
        : query.status === 'ended'
          ? [desc(quests.endsAt), desc(quests.id)]
          : [desc(quests.startsAt), desc(quests.id)];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(joinedSelect)
      .from(quests)
      .innerJoin(projects, eq(projects.id, quests.projectId))
      .innerJoin(users, eq(users.id, quests.creatorId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(quests).where(where),
  ]);
  return { rows, total };
}

export async function listCreatorQuests(db: DbOrTx, creatorId: number): Promise<QuestJoined[]> {
  return db
    .select(joinedSelect)
    .from(quests)
    .innerJoin(projects, eq(projects.id, quests.projectId))
    .innerJoin(users, eq(users.id, quests.creatorId))
    .where(eq(quests.creatorId, creatorId))
    .orderBy(desc(quests.createdAt), desc(quests.id))
    .limit(100);
}

export async function findParticipant(
  db: DbOrTx,
  questId: number,
  userId: number,
): Promise<ParticipantRow | null> {
  const [row] = await db
    .select()
    .from(questParticipants)
    .where(and(eq(questParticipants.questId, questId), eq(questParticipants.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function doneTaskIds(db: DbOrTx, questId: number, userId: number) {
  const rows = await db
    .select({ taskId: questTaskCompletions.taskId })
    .from(questTaskCompletions)
    .where(and(eq(questTaskCompletions.questId, questId), eq(questTaskCompletions.userId, userId)));
  return rows.map((r) => r.taskId);
}

export async function isFollowingProject(db: DbOrTx, userId: number, projectId: number) {
  const [row] = await db
    .select({ userId: projectFollows.userId })
    .from(projectFollows)
    .where(and(eq(projectFollows.userId, userId), eq(projectFollows.projectId, projectId)))
    .limit(1);
  return !!row;
}

export async function hasActiveReview(db: DbOrTx, userId: number, projectId: number) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, userId),
        eq(reviews.projectId, projectId),
        eq(reviews.status, 'active'),
      ),
    )
    .limit(1);
  return !!row;
}

/** A confirmed donation the user made, verified on chain, to a reviewer of the project. */
export async function hasDonatedToProjectReviewer(
  db: DbOrTx,
  userId: number,
  projectId: number,
  since: Date,
) {
  const [row] = await db
    .select({ id: donations.id })
    .from(donations)
    .innerJoin(reviews, eq(reviews.id, donations.reviewId))
    .where(
      and(
        eq(donations.fromUserId, userId),
        eq(donations.status, 'confirmed'),
        eq(reviews.projectId, projectId),
        sql`${donations.createdAt} >= ${since}`,
      ),
    )
    .limit(1);
  return !!row;
}

/** Winners in rank order with their users. */
export async function winnersOf(db: DbOrTx, questId: number) {
  return db
    .select({ participant: questParticipants, user: users })
    .from(questParticipants)
    .innerJoin(users, eq(users.id, questParticipants.userId))
    .where(and(eq(questParticipants.questId, questId), isNotNull(questParticipants.winnerRank)))
    .orderBy(asc(questParticipants.winnerRank));
}

export async function completerIds(db: DbOrTx, questId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: questParticipants.userId })
    .from(questParticipants)
    .where(and(eq(questParticipants.questId, questId), isNotNull(questParticipants.completedAt)))
    .orderBy(asc(questParticipants.userId));
  return rows.map((r) => r.userId);
}

/** Quests whose start has come and whose project's followers have not been told yet. */
export async function questsToAnnounce(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(quests)
    .where(
      and(
        isNotNull(quests.publishedAt),
        isNull(quests.cancelledAt),
        isNull(quests.startNotifiedAt),
        lte(quests.startsAt, now),
        gt(quests.endsAt, now),
      ),
    )
    .limit(50);
}

export async function questsToSettle(db: DbOrTx, now: Date) {
  return db
    .select({ id: quests.id })
    .from(quests)
    .where(
      and(
        isNotNull(quests.publishedAt),
        isNull(quests.cancelledAt),
        isNull(quests.settledAt),
        lte(quests.endsAt, now),
      ),
    )
    .limit(50);
}

/** One quest_started notification per follower of the project; returns who was told. */
export async function notifyFollowersOfStart(
  db: DbOrTx,
  quest: QuestRow,
  now: Date,
): Promise<number[]> {
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, type, action, object_id, project_id, message, meta, created_at, updated_at)
    select f.user_id, 'quest_started', 'display_quest', ${String(quest.id)}, ${quest.projectId}, ${quest.title.slice(0, 500)}, ${JSON.stringify({ questId: String(quest.id), title: quest.title })}::jsonb, ${now}, ${now}
    from ${projectFollows} f where f.project_id = ${quest.projectId} and f.user_id <> ${quest.creatorId}
    returning user_id
  `);
  return (result as unknown as { rows: Array<{ user_id: number | string }> }).rows.map((r) =>
    Number(r.user_id),
  );
}

/** Active projects whose owner address is this wallet (the projects it may run quests for). */
export async function projectsOwnedBy(db: DbOrTx, address: string) {
  return db
    .select()
    .from(projects)
    .where(
      and(
        sql`lower(${projects.ownerAddress}) = ${address.toLowerCase()}`,
        eq(projects.status, 'active'),
      ),
    )
    .orderBy(asc(projects.name))
    .limit(100);
}

export async function findQuestIdByEscrowId(db: DbOrTx, escrowQuestId: string) {
  const [quest] = await db
    .select({ id: quests.id })
    .from(quests)
    .where(eq(quests.escrowQuestId, escrowQuestId))
    .limit(1);
  return quest?.id ?? null;
}
