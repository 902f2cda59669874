// On-chain ownership (issue 14): a wallet claims a project when the token contract names it as
// the owner; the server reads the chain itself, records the proof in the audit trail and makes
// the wallet the project's owner (Product Owner badge and owner's rights) in one transaction.
// A re-check moves ownership to whoever the contract names now.
import { eq } from 'drizzle-orm';
import { getAddress, isAddress, type Address } from 'viem';
import { isEvmChain } from '@chainreview/shared';
import { chainIdOf, publicClientFor } from '../../chain/clients.ts';
import {
  ChainReadError,
  proveOwnership,
  readIsDefaultAdmin,
  readOwnableOwner,
  type OwnershipEvidence,
} from '../../chain/ownership.ts';
import { transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import { projects } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { notify } from '../notifications/notifications.service.ts';
import { getVisibleProjectRow, toProject, type ViewerRef } from '../projects/projects.service.ts';
import { writeAudit } from './admin.repository.ts';

function contractOf(deps: Deps, project: { chain: string; contractAddress: string | null }) {
  const chainId = chainIdOf(project.chain);
  if (!isEvmChain(project.chain as never) || !chainId || !project.contractAddress)
    throw badRequest('project_has_no_contract');
  if (!isAddress(project.contractAddress, { strict: false }))
    throw badRequest('project_has_no_contract');
  const client = publicClientFor(deps.config, chainId);
  if (!client) throw new AppError(503, 'chain_unavailable');
  return { chainId, client, contract: getAddress(project.contractAddress) };
}

const evidenceJson = (e: OwnershipEvidence) => ({ ...e }) as unknown as Record<string, unknown>;

async function readChain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChainReadError) throw new AppError(503, 'chain_unavailable');
    throw error;
  }
}

export async function claimOwnership(deps: Deps, viewer: ViewerRef, projectId: string) {
  const visible = await getVisibleProjectRow(deps, projectId, viewer);
  if (visible.ownerAddress?.toLowerCase() === viewer.address.toLowerCase())
    throw conflict('already_project_owner');
  const { chainId, client, contract } = contractOf(deps, visible);
  const claimant = getAddress(viewer.address) as Address;
  const evidence = await readChain(() => proveOwnership(client, chainId, contract, claimant));
  if (!evidence) throw forbidden('ownership_not_proven');
  const row = await transaction(deps, async (tx) => {
    const [project] = await tx
      .select()
      .from(projects)
      .where(eq(projects.id, visible.id))
      .for('update');
    if (!project) throw badRequest('can_not_find_project');
    const [updated] = await tx
      .update(projects)
      .set({ ownerAddress: claimant.toLowerCase(), updatedAt: deps.now() })
      .where(eq(projects.id, project.id))
      .returning();
    await writeAudit(tx, {
      actorId: viewer.id,
      action: 'project.claim',
      targetType: 'project',
      targetId: project.id,
      before: { ownerAddress: project.ownerAddress },
      after: { ownerAddress: claimant.toLowerCase() },
      proof: evidenceJson(evidence),
      now: deps.now(),
    });
    await notify(tx, {
      userId: viewer.id,
      type: 'moderation',
      action: 'display_profile',
      objectId: String(project.id),
      projectId: project.id,
      meta: { event: 'ownership_claimed', method: evidence.method },
      now: deps.now(),
    });
    return updated!;
  });
  return { project: toProject(row), proof: evidence.method };
}

/**
 * Reads the chain again: when the recorded owner is no longer the contract's owner, ownership
 * moves to the address owner() names now, or is cleared (AccessControl admin gone). Projects
 * whose contract names no owner at all stay with the owner the admin team set.
 */
export async function recheckOwnership(deps: Deps, viewer: ViewerRef, projectId: string) {
  const visible = await getVisibleProjectRow(deps, projectId, viewer);
  const { chainId, client, contract } = contractOf(deps, visible);
  const recorded = visible.ownerAddress ? (getAddress(visible.ownerAddress) as Address) : null;
  const { next, evidence } = await readChain(async () => {
    if (recorded) {
      const proof = await proveOwnership(client, chainId, contract, recorded);
      if (proof) return { next: recorded, evidence: proof };
    }
    const owner = await readOwnableOwner(client, contract);
    if (owner) {
      const proof = await proveOwnership(client, chainId, contract, owner);
      return { next: owner, evidence: proof };
    }
    const accessControl =
      recorded !== null && (await readIsDefaultAdmin(client, contract, recorded)) !== null;
    return { next: accessControl ? null : recorded, evidence: null };
  });
  const changed = (next?.toLowerCase() ?? null) !== (recorded?.toLowerCase() ?? null);
  if (!changed) return { project: toProject(visible), changed: false };
  const row = await transaction(deps, async (tx) => {
    const [project] = await tx
      .select()
      .from(projects)
      .where(eq(projects.id, visible.id))
      .for('update');
    const [updated] = await tx
      .update(projects)
      .set({ ownerAddress: next?.toLowerCase() ?? null, updatedAt: deps.now() })
      .where(eq(projects.id, visible.id))
      .returning();
    await writeAudit(tx, {
      actorId: viewer.id,
      action: 'project.claim_recheck',
      targetType: 'project',
      targetId: visible.id,
      before: { ownerAddress: project?.ownerAddress ?? null },
      after: { ownerAddress: next?.toLowerCase() ?? null },
      proof: evidence ? evidenceJson(evidence) : { chainId, contract, owner: null },
      now: deps.now(),
    });
    return updated!;
  });
  return { project: toProject(row), changed: true };
}
