// Reads who owns a token contract (issue 14): Ownable's owner(), AccessControl's
// DEFAULT_ADMIN_ROLE (hasRole), or the contract's creator where the node can tell
// (Otterscan's ots_getContractCreator). Absent functions revert; those are "no answer".
import { getAddress, isAddressEqual, type Address, type PublicClient } from 'viem';
import type { OwnershipProof } from '@chainreview/shared';

const ownableAbi = [
  {
    type: 'function',
    name: 'owner',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'address' }],
  },
] as const;

const accessControlAbi = [
  {
    type: 'function',
    name: 'hasRole',
    stateMutability: 'view',
    inputs: [
      { name: 'role', type: 'bytes32' },
      { name: 'account', type: 'address' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const;

export const DEFAULT_ADMIN_ROLE = `0x${'0'.repeat(64)}` as const;
const ZERO = '0x0000000000000000000000000000000000000000';

export interface OwnershipEvidence {
  method: OwnershipProof;
  contract: Address;
  chainId: number;
  claimant: Address;
  /** owner() when the contract has one, whatever it says. */
  owner?: Address;
  /** The creation transaction, for the deployer proof. */
  creationTx?: string;
  blockNumber: string;
}

export class ChainReadError extends Error {}

/** owner(), or null when the contract has no such function (or it answers the zero address). */
export async function readOwnableOwner(client: PublicClient, contract: Address) {
  try {
    const owner = await client.readContract({
      address: contract,
      abi: ownableAbi,
      functionName: 'owner',
    });
    return owner.toLowerCase() === ZERO ? null : getAddress(owner);
  } catch (error) {
    if (isTransportError(error)) throw new ChainReadError('owner() unreadable');
    return null;
  }
}

/** hasRole(DEFAULT_ADMIN_ROLE, account), or null when the contract is not AccessControl. */
export async function readIsDefaultAdmin(
  client: PublicClient,
  contract: Address,
  account: Address,
): Promise<boolean | null> {
  try {
    return await client.readContract({
      address: contract,
      abi: accessControlAbi,
      functionName: 'hasRole',
      args: [DEFAULT_ADMIN_ROLE, account],
    });
  } catch (error) {
    if (isTransportError(error)) throw new ChainReadError('hasRole unreadable');
    return null;
  }
}

/** The creator, where the node implements ots_getContractCreator; null elsewhere. */
async function readCreator(client: PublicClient, contract: Address) {
  try {
    const result = (await client.request({
      method: 'ots_getContractCreator' as never,
      params: [contract] as never,
    })) as { hash?: string; creator?: string } | null;
    if (!result?.creator) return null;
    return { creator: getAddress(result.creator), hash: result.hash };
  } catch {
    return null;
  }
}

function isTransportError(error: unknown): boolean {
  const name = (error as { name?: string })?.name ?? '';
  const walk = (e: unknown): boolean => {
    const n = (e as { name?: string })?.name ?? '';
    if (n === 'HttpRequestError' || n === 'TimeoutError' || n === 'WebSocketRequestError')
      return true;
    const cause = (e as { cause?: unknown })?.cause;
    return cause ? walk(cause) : false;
  };
  return name === 'HttpRequestError' || walk(error);
}

/**
 * Does the chain name `claimant` as the contract's owner? Evidence when it does, null when it
 * does not; ChainReadError when the node cannot be read.
 */
export async function proveOwnership(
  client: PublicClient,
  chainId: number,
  contract: Address,
  claimant: Address,
): Promise<OwnershipEvidence | null> {
  let blockNumber: bigint;
  try {
    const code = await client.getCode({ address: contract });
    if (!code || code === '0x') return null;
    blockNumber = await client.getBlockNumber();
  } catch {
    throw new ChainReadError('node unreadable');
  }
  const base = { contract, chainId, claimant, blockNumber: blockNumber.toString() };
  const owner = await readOwnableOwner(client, contract);
  if (owner && isAddressEqual(owner, claimant)) return { method: 'ownable', owner, ...base };
  if (await readIsDefaultAdmin(client, contract, claimant))
    return { method: 'access_control', ...(owner ? { owner } : {}), ...base };
  // the deployer counts only when the contract names no owner at all
  if (!owner) {
    const creator = await readCreator(client, contract);
    if (creator && isAddressEqual(creator.creator, claimant))
      return { method: 'deployer', creationTx: creator.hash, ...base };
  }
  return null;
}
