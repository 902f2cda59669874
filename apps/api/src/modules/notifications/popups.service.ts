// Level-up popups (spec 3 "Popup"): recorded by the reputation service, read and dismissed here.
import { isId } from '@chainreview/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Popup } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { popups } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

export async function listPopups(deps: Deps, userId: number): Promise<Popup[]> {
  const rows = await deps.db
    .select()
    .from(popups)
    .where(eq(popups.userId, userId))
    .orderBy(asc(popups.id));
  return rows.map((row) => {
    const data = row.data as { newLevel?: number; levelName?: string };
    return {
      id: String(row.id),
      type: row.type,
      newLevel: data.newLevel ?? null,
      levelName: data.levelName ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** Dismisses one popup (another user's, or none, is not found), or all of them. */
export async function deletePopups(deps: Deps, userId: number, id?: string): Promise<void> {
  if (id !== undefined) {
    if (!isId(id)) throw notFound('not_found');
    const removed = await deps.db
      .delete(popups)
      .where(and(eq(popups.userId, userId), eq(popups.id, Number(id))))
      .returning({ id: popups.id });
    if (removed.length === 0) throw notFound('not_found');
    return;
  }
  await deps.db.delete(popups).where(eq(popups.userId, userId));
}
