// On-chain ownership: a wallet claims a project when the token contract names it as
// the owner; the server reads the chain itself, records the proof in the audit trail and makes
// the wallet the project's owner (Product Owner badge and owner's rights) in one transaction.
// A re-check moves ownership to whoever the contract names now.
import { getAddress, isAddress, type Address } from 'viem';
import { isEvmChain, type ModerationEvent } from '@chainreview/shared';
import { projectChainId, publicClientFor } from '../../chain/clients.ts';
import {
  ChainReadError,
  proveOwnership,
  readIsDefaultAdmin,
  readOwner,
  type OwnershipEvidence,
} from '../../chain/ownership.ts';
import { transaction } from '../../db/transaction.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { ViewerRef } from '../../lib/viewer.ts';
import { writeAudit } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import {
  changeProjectOwner,
  getVisibleProjectRow,
  lockProjectForChange,
  toProject,
} from '../projects/index.ts';
import { userIdOfAddress } from '../users/index.ts';

function contractOf(deps: Deps, project: { chain: string; contractAddress: string | null }) {
  if (!isEvmChain(project.chain as never) || !project.contractAddress)
    throw badRequest('project_has_no_contract');
  if (!isAddress(project.contractAddress, { strict: false }))
    throw badRequest('project_has_no_contract');
  // demo mode: the dev chain's own tokens are read there, whatever chain their project names
  const chainId = projectChainId(deps.config, project);
  if (!chainId) throw badRequest('project_has_no_contract');
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

/** Tells the former owner (when they have an account) that the chain no longer names them. */
async function tellOwner(
  tx: DbOrTx,
  deps: Deps,
  address: string | null | undefined,
  event: Extract<ModerationEvent, 'ownership_claimed' | 'ownership_lost'>,
  project: { id: number },
  meta: Record<string, unknown>,
) {
  const userId = await userIdOfAddress(tx, address);
  if (userId == null) return;
  await notify(tx, {
    userId,
    type: 'moderation',
    action: 'display_profile',
    objectId: String(project.id),
    projectId: project.id,
    meta: { event, ...meta },
    now: deps.now(),
  });
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
    const project = await lockProjectForChange(tx, visible.id);
    if (!project) throw badRequest('can_not_find_project');
    const updated = await changeProjectOwner(tx, project.id, claimant, deps.now());
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
    // the owner recorded before (an earlier claim, or the admin team's choice) loses the badge
    if (project.ownerAddress && project.ownerAddress.toLowerCase() !== claimant.toLowerCase())
      await tellOwner(tx, deps, project.ownerAddress, 'ownership_lost', project, {
        next: claimant.toLowerCase(),
      });
    return updated!;
  });
  return { project: toProject(row), proof: evidence.method };
}

/**
 * Reads the chain again. The recorded owner stays while the contract still names them. Else
 * ownership moves to the address owner() names now, or to the wallet asking when the contract
 * names it (a new AccessControl admin), or is cleared (owner renounced, admin role given up).
 * Projects whose contract names nobody at all keep the owner the admin team set.
 */
export async function recheckOwnership(deps: Deps, viewer: ViewerRef, projectId: string) {
  const visible = await getVisibleProjectRow(deps, projectId, viewer);
  const { chainId, client, contract } = contractOf(deps, visible);
  const recorded = visible.ownerAddress ? (getAddress(visible.ownerAddress) as Address) : null;
  const asking = getAddress(viewer.address) as Address;
  const { next, evidence } = await readChain(async () => {
    if (recorded) {
      const proof = await proveOwnership(client, chainId, contract, recorded);
      if (proof) return { next: recorded, evidence: proof };
    }
    const read = await readOwner(client, contract);
    if (read.kind === 'owner') {
      const proof = await proveOwnership(client, chainId, contract, read.owner);
      return { next: read.owner, evidence: proof };
    }
    if (!recorded || recorded.toLowerCase() !== asking.toLowerCase()) {
      const proof = await proveOwnership(client, chainId, contract, asking);
      if (proof) return { next: asking, evidence: proof };
    }
    if (read.kind === 'renounced') return { next: null, evidence: null };
    const accessControl =
      recorded !== null && (await readIsDefaultAdmin(client, contract, recorded)) !== null;
    return { next: accessControl ? null : recorded, evidence: null };
  });
  const changed = (next?.toLowerCase() ?? null) !== (recorded?.toLowerCase() ?? null);
  if (!changed) return { project: toProject(visible), changed: false };
  const { row, moved } = await transaction(deps, async (tx) => {
    const project = await lockProjectForChange(tx, visible.id);
    if (!project) throw badRequest('can_not_find_project');
    // a concurrent claim or re-check got there first: nothing left to move
    if ((project.ownerAddress?.toLowerCase() ?? null) !== (recorded?.toLowerCase() ?? null))
      return { row: project, moved: false };
    const updated = await changeProjectOwner(tx, visible.id, next ?? null, deps.now());
    await writeAudit(tx, {
      actorId: viewer.id,
      action: 'project.claim_recheck',
      targetType: 'project',
      targetId: visible.id,
      before: { ownerAddress: project.ownerAddress },
      after: { ownerAddress: next?.toLowerCase() ?? null },
      proof: evidence ? evidenceJson(evidence) : { chainId, contract, owner: null },
      now: deps.now(),
    });
    await tellOwner(tx, deps, project.ownerAddress, 'ownership_lost', project, {
      next: next?.toLowerCase() ?? null,
    });
    if (next && evidence)
      await tellOwner(tx, deps, next, 'ownership_claimed', project, { method: evidence.method });
    return { row: updated!, moved: true };
  });
  return { project: toProject(row), changed: moved };
}
