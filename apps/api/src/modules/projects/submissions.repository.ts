// SQL of the writes on projects: submissions, edits (the owner's, the admin team's), ownership
// and edit requests.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectEditRequests, projects } from '../../db/schema.ts';

export async function insertProject(db: DbOrTx, values: typeof projects.$inferInsert) {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

/** The project row, locked for update until the transaction ends. */
export async function lockProjectRow(tx: DbOrTx, id: number) {
  const [project] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  return project;
}

/** Records a project's owner (lower-case address, or none); the updated row. */
export async function setProjectOwner(tx: DbOrTx, id: number, owner: string | null, at: Date) {
  const [row] = await tx
    .update(projects)
    .set({ ownerAddress: owner?.toLowerCase() ?? null, updatedAt: at })
    .where(eq(projects.id, id))
    .returning();
  return row!;
}

export async function updateProjectRow(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof projects.$inferInsert>,
) {
  const [row] = await tx.update(projects).set(values).where(eq(projects.id, id)).returning();
  return row!;
}

export async function lockEditRequest(tx: DbOrTx, id: number) {
  const [request] = await tx
    .select()
    .from(projectEditRequests)
    .where(eq(projectEditRequests.id, id))
    .for('update');
  return request;
}

export async function setEditRequestStatus(
  tx: DbOrTx,
  id: number,
  status: 'accepted' | 'rejected',
): Promise<void> {
  await tx.update(projectEditRequests).set({ status }).where(eq(projectEditRequests.id, id));
}

/** The person's open edit request on the project, if any. */
export async function findOpenEditRequest(db: DbOrTx, projectId: number, userId: number) {
  const [open] = await db
    .select({ id: projectEditRequests.id })
    .from(projectEditRequests)
    .where(
      sql`${projectEditRequests.projectId} = ${projectId} and ${projectEditRequests.userId} = ${userId} and ${projectEditRequests.status} = 'open'`,
    )
    .limit(1);
  return open;
}

export async function insertEditRequest(
  db: DbOrTx,
  values: typeof projectEditRequests.$inferInsert,
) {
  const [row] = await db.insert(projectEditRequests).values(values).returning();
  return row!;
}
