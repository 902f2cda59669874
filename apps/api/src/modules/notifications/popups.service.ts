// Level-up popups (spec 3 "Popup"): recorded by the reputation service, read and dismissed here.
import { isId, type Popup } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { deletePopupRows, listPopupRows } from './notifications.repository.ts';

export async function listPopups(deps: Deps, userId: number): Promise<Popup[]> {
  const rows = await listPopupRows(deps.db, userId);
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
  if (id === undefined) {
    await deletePopupRows(deps.db, userId);
    return;
  }
  if (!isId(id)) throw notFound('not_found');
  if ((await deletePopupRows(deps.db, userId, Number(id))) === 0) throw notFound('not_found');
}
