// Reads who owns a token contract: Ownable's owner(), AccessControl's
// DEFAULT_ADMIN_ROLE (hasRole), or the contract's creator where the node can tell
// (Otterscan's ots_getContractCreator). Absent functions revert; those are "no answer".
import {
  getAddress,
  getContractAddress,
  isAddressEqual,
  type Address,
  type PublicClient,
} from 'viem';
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
  /** The creation transaction and its block, for the deployer proof. */
  creationTx?: string;
  creationBlock?: string;
  /** How the node told the deployer ('ots' or 'archive'). */
  creationSource?: Creation['source'];
  blockNumber: string;
}

export class ChainReadError extends Error {}

/** What owner() says: an address, the zero address (renounced), or no such function. */
export type OwnerRead =
  { kind: 'owner'; owner: Address } | { kind: 'renounced' } | { kind: 'none' };

export async function readOwner(client: PublicClient, contract: Address): Promise<OwnerRead> {
  try {
    const owner = await client.readContract({
      address: contract,
      abi: ownableAbi,
      functionName: 'owner',
    });
    return owner.toLowerCase() === ZERO
      ? { kind: 'renounced' }
      : { kind: 'owner', owner: getAddress(owner) };
  } catch (error) {
    if (isTransportError(error)) throw new ChainReadError('owner() unreadable');
    return { kind: 'none' };
  }
}

/** owner(), or null when the contract has no such function (or it answers the zero address). */
export async function readOwnableOwner(client: PublicClient, contract: Address) {
  const read = await readOwner(client, contract);
  return read.kind === 'owner' ? read.owner : null;
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

export interface Creation {
  creator: Address;
  hash: string;
  blockNumber: string;
  /** How the node told: Otterscan's ots_getContractCreator, or the archive state. */
  source: 'ots' | 'archive';
}

/** Bisection steps at most: enough for 2^64 blocks. */
const MAX_BISECT_STEPS = 64;

/**
 * The contract's deployer and creation transaction, where the node can tell: nodes with
 * Otterscan's ots_getContractCreator answer directly; archive nodes (and the local EVM) by
 * bisecting eth_getCode over block numbers to the creation block, then finding the transaction
 * in it that created the address (to = null, and the address derived from its sender and
 * nonce). Contracts created by another contract, present at genesis, or on a node without
 * historical state give null: the admin team decides those.
 */
export async function readCreation(
  client: PublicClient,
  contract: Address,
): Promise<Creation | null> {
  try {
    const result = (await client.request({
      method: 'ots_getContractCreator' as never,
      params: [contract] as never,
    })) as { hash?: string; creator?: string } | null;
    if (result?.creator && result.hash) {
      const tx = await client.getTransaction({ hash: result.hash as `0x${string}` });
      return {
        creator: getAddress(result.creator),
        hash: result.hash,
        blockNumber: String(tx.blockNumber),
        source: 'ots',
      };
    }
  } catch {
    // not an Otterscan node: try the archive state
  }
  try {
    return await creationFromArchive(client, contract);
  } catch {
    return null;
  }
}

async function creationFromArchive(
  client: PublicClient,
  contract: Address,
): Promise<Creation | null> {
  const hasCode = async (blockNumber: bigint) => {
    const code = await client.getCode({ address: contract, blockNumber });
    return Boolean(code && code !== '0x');
  };
  let high = await client.getBlockNumber({ cacheTime: 0 });
  if (!(await hasCode(high))) return null;
  if (await hasCode(0n)) return null; // genesis: no creation transaction
  let low = 0n; // no code at low, code at high
  for (let step = 0; high - low > 1n; step++) {
    if (step >= MAX_BISECT_STEPS) return null;
    const mid = (low + high) / 2n;
    if (await hasCode(mid)) high = mid;
    else low = mid;
  }
  const block = await client.getBlock({ blockNumber: high, includeTransactions: true });
  for (const tx of block.transactions) {
    if (tx.to) continue;
    const created = getContractAddress({ from: tx.from, nonce: BigInt(tx.nonce) });
    if (!isAddressEqual(created, contract)) continue;
    const receipt = await client.getTransactionReceipt({ hash: tx.hash });
    if (receipt.status !== 'success') continue;
    return {
      creator: getAddress(tx.from),
      hash: tx.hash,
      blockNumber: String(high),
      source: 'archive',
    };
  }
  return null;
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
    blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  } catch {
    throw new ChainReadError('node unreadable');
  }
  const base = { contract, chainId, claimant, blockNumber: blockNumber.toString() };
  const read = await readOwner(client, contract);
  const owner = read.kind === 'owner' ? read.owner : undefined;
  if (owner && isAddressEqual(owner, claimant)) return { method: 'ownable', owner, ...base };
  const isAdmin = await readIsDefaultAdmin(client, contract, claimant);
  if (isAdmin) return { method: 'access_control', ...(owner ? { owner } : {}), ...base };
  // the deployer counts only when the contract names nobody: no owner() (a renounced one
  // counts as named: the deployer gave it up) and no AccessControl
  if (read.kind === 'none' && isAdmin === null) {
    const creation = await readCreation(client, contract);
    if (creation && isAddressEqual(creation.creator, claimant))
      return {
        method: 'deployer',
        creationTx: creation.hash,
        creationBlock: creation.blockNumber,
        creationSource: creation.source,
        ...base,
      };
  }
  return null;
}
