// Following projects (and, with the reputation issue, users): rows and their counters change
// in one transaction; following twice is a conflict.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../db/client.ts';
import { projectFollows, projects, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { getVisibleProjectRow, type ViewerRef } from '../projects/projects.service.ts';

export async function followProject(deps: Deps, viewer: ViewerRef, projectId: string): Promise<void> {
  const project = await getVisibleProjectRow(deps, projectId, viewer);
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(projectFollows).values({ userId: viewer.id, projectId: project.id, createdAt: deps.now() });
      await tx
        .update(projects)
        .set({ followersCount: sql`${projects.followersCount} + 1` })
        .where(eq(projects.id, project.id));
      await tx
        .update(users)
        .set({ followingProjectsCount: sql`${users.followingProjectsCount} + 1` })
        .where(eq(users.id, viewer.id));
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('already_follow_this_project');
    throw error;
  }
}

export async function unfollowProject(deps: Deps, viewer: ViewerRef, projectId: string): Promise<void> {
  const project = await getVisibleProjectRow(deps, projectId, viewer);
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(projectFollows)
      .where(and(eq(projectFollows.userId, viewer.id), eq(projectFollows.projectId, project.id)))
      .returning({ projectId: projectFollows.projectId });
    if (removed.length === 0) throw notFound('can_not_find_data');
    await tx
      .update(projects)
      .set({ followersCount: sql`${projects.followersCount} - 1` })
      .where(eq(projects.id, project.id));
    await tx
      .update(users)
      .set({ followingProjectsCount: sql`${users.followingProjectsCount} - 1` })
      .where(eq(users.id, viewer.id));
  });
}

/** Which of these projects the viewer follows (ids as strings). */
export async function followedProjects(deps: Deps, viewerId: number, ids: string[]): Promise<string[]> {
  const numeric = ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  if (numeric.length === 0) return [];
  const rows = await deps.db
    .select({ projectId: projectFollows.projectId })
    .from(projectFollows)
    .where(and(eq(projectFollows.userId, viewerId), inArray(projectFollows.projectId, numeric)));
  return rows.map((r) => String(r.projectId));
}

export async function projectFollowerCount(deps: Deps, projectId: string): Promise<number> {
  const project = await getVisibleProjectRow(deps, projectId);
  return project.followersCount;
}
