// Submitting, editing and requesting edits of projects. Submissions start pending for the
// admin team; the owner (address == ownerAddress) or an admin edits; others file a request.
import {
  isEvmChain,
  normalizeAddress,
  type EditRequest,
  type Project,
  type ProjectEditable,
  type ProjectSubmit,
  type ProjectUpdate,
  type AuditAction,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { writeAudit } from '../audit/index.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../db/client.ts';
import type { projects, ProjectLinks } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { assertOwnImageUrl } from '../storage/index.ts';
import { findProjectByChainAddress, type ProjectRow } from './projects.repository.ts';
import {
  findOpenEditRequest,
  insertEditRequest,
  insertProject,
  lockEditRequest,
  lockProjectRow,
  setEditRequestStatus,
  setProjectOwner,
  updateProjectRow,
} from './submissions.repository.ts';
import { getVisibleProjectRow, toProject, type ViewerRef } from './projects.service.ts';

function editableValues(
  input: ProjectEditable,
  current?: ProjectLinks,
): Partial<typeof projects.$inferInsert> {
  const values: Partial<typeof projects.$inferInsert> = {};
  if (input.description !== undefined) values.description = input.description || null;
  if (input.categories !== undefined) values.categories = [...new Set(input.categories)];
  if (input.type !== undefined) values.type = input.type;
  if (input.avatarUrl !== undefined) {
    values.avatarUrl = input.avatarUrl || null;
    values.avatarType = 'normal';
  }
  if ('auditLink' in input) values.auditLink = input.auditLink ?? null;
  if ('coinGeckoLink' in input) values.coinGeckoLink = input.coinGeckoLink ?? null;
  if ('coinMarketCapLink' in input) values.coinMarketCapLink = input.coinMarketCapLink ?? null;
  if (input.links !== undefined) {
    const links: ProjectLinks = { ...(current ?? {}) };
    for (const [key, value] of Object.entries(input.links)) {
      if (value) (links as Record<string, string>)[key] = value;
      else delete (links as Record<string, unknown>)[key];
    }
    values.links = links;
  }
  return values;
}

async function checkAvatar(deps: Deps, viewer: ViewerRef, avatarUrl: string | undefined) {
  if (avatarUrl) await assertOwnImageUrl(deps, viewer.id, avatarUrl);
}

export async function submitProject(
  deps: Deps,
  viewer: ViewerRef,
  input: ProjectSubmit,
): Promise<Project> {
  let contractAddress: string | null = input.contractAddress?.trim() || null;
  if (contractAddress && isEvmChain(input.chain)) {
    const normalized = normalizeAddress(contractAddress);
    if (!normalized) throw badRequest("Invalid 'address' parameter");
    contractAddress = normalized;
  }
  if (contractAddress && (await findProjectByChainAddress(deps.db, input.chain, contractAddress)))
    throw conflict('already_add');
  await checkAvatar(deps, viewer, input.avatarUrl);
  try {
    const row = await insertProject(deps.db, {
      ...editableValues(input),
      name: input.name,
      symbol: input.symbol,
      chain: input.chain,
      contractAddress,
      decimals: input.decimals ?? null,
      totalSupply: input.totalSupply ?? null,
      status: 'pending',
      submittedBy: viewer.id,
      createdAt: deps.now(),
      updatedAt: deps.now(),
      newScore: deps.now().getTime() / 1000,
    });
    return toProject(row);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('already_add');
    throw error;
  }
}

export function isOwner(project: ProjectRow, viewer: ViewerRef): boolean {
  return (
    viewer.role === 'admin' ||
    (!!project.ownerAddress && project.ownerAddress.toLowerCase() === viewer.address.toLowerCase())
  );
}

/** The fields an edit may change, as they stand: the audit trail's before and after. */
export function projectSnapshot(
  row: ProjectRow,
  keys: readonly string[] = Object.keys(row),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (!(key in row)) continue;
    const value = (row as Record<string, unknown>)[key];
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * Applies an edit to a locked or freshly read project inside `tx`, and appends its audit row
 * (who, what, before and after) in the same transaction.
 */
export async function applyProjectUpdate(
  tx: DbOrTx,
  deps: Deps,
  viewer: ViewerRef,
  project: ProjectRow,
  input: ProjectUpdate,
  audit: { action: AuditAction; reason?: string | null; targetId?: number },
): Promise<ProjectRow> {
  const values = editableValues(input, project.links);
  if (input.name !== undefined) values.name = input.name;
  if (input.symbol !== undefined) values.symbol = input.symbol;
  const row = await updateProjectRow(tx, project.id, { ...values, updatedAt: deps.now() });
  const keys = Object.keys(values);
  await writeAudit(tx, {
    actorId: viewer.id,
    action: audit.action,
    targetType: audit.action === 'edit_request.accept' ? 'edit_request' : 'project',
    targetId: audit.targetId ?? project.id,
    before: { projectId: String(project.id), ...projectSnapshot(project, keys) },
    after: { projectId: String(project.id), ...projectSnapshot(row, keys) },
    reason: audit.reason ?? null,
    now: deps.now(),
  });
  return row;
}

export async function updateProject(
  deps: Deps,
  viewer: ViewerRef,
  projectId: string,
  input: ProjectUpdate,
): Promise<Project> {
  const visible = await getVisibleProjectRow(deps, projectId, viewer);
  if (!isOwner(visible, viewer)) throw forbidden('only_owner_can_up_date');
  await checkAvatar(deps, viewer, input.avatarUrl);
  const row = await transaction(deps, async (tx) => {
    const project = await lockProjectRow(tx, visible.id);
    if (!project || !isOwner(project, viewer)) throw forbidden('only_owner_can_up_date');
    return applyProjectUpdate(tx, deps, viewer, project, input, { action: 'project.owner_edit' });
  });
  return toProject(row);
}

export async function requestProjectEdit(
  deps: Deps,
  viewer: ViewerRef,
  projectId: string,
  input: EditRequest,
) {
  const project = await getVisibleProjectRow(deps, projectId, viewer);
  // one open request per person and project is enough for the admin team
  const open = await findOpenEditRequest(deps.db, project.id, viewer.id);
  if (open) throw conflict('already_add');
  const row = await insertEditRequest(deps.db, {
    projectId: project.id,
    userId: viewer.id,
    changes: input.changes as Record<string, unknown>,
    note: input.note,
    createdAt: deps.now(),
  });
  return {
    id: String(row.id),
    projectId: String(row.projectId),
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

// ---- changes the admin team and ownership proofs make (inside the caller's transaction) ----

/** The project row locked for a change, or undefined. */
export function lockProjectForChange(tx: DbOrTx, id: number) {
  return lockProjectRow(tx, id);
}

/** Changes a project's status or flags (verified, featured, owner); the updated row. */
export function changeProject(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof projects.$inferInsert>,
) {
  return updateProjectRow(tx, id, values);
}

/** Records a project's owner (lower-case address, or none); the updated row. */
export function changeProjectOwner(tx: DbOrTx, id: number, owner: string | null, at: Date) {
  return setProjectOwner(tx, id, owner, at);
}

export function lockEditRequestForDecision(tx: DbOrTx, id: number) {
  return lockEditRequest(tx, id);
}

export function closeEditRequest(tx: DbOrTx, id: number, status: 'accepted' | 'rejected') {
  return setEditRequestStatus(tx, id, status);
}
