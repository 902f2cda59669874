// SQL for share cards: the rows a card shows, one primary-key read each.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projects, reviews, users } from '../../db/schema.ts';

export async function projectRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

export async function reviewRows(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      review: reviews,
      project: projects,
      author: {
        displayName: users.displayName,
        address: users.address,
        avatarUrl: users.avatarUrl,
        status: users.status,
      },
    })
    .from(reviews)
    .innerJoin(projects, eq(projects.id, reviews.projectId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row;
}

export async function userRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      address: users.address,
      avatarUrl: users.avatarUrl,
      level: users.level,
      reviewsCount: users.reviewsCount,
      followersCount: users.followersCount,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
