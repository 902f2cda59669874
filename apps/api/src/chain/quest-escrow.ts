// The QuestEscrow contract as the server sees it: on the donation chain, its events read from
// receipts of the configured RPC (never the client's word), the first block after a time for
// the lucky draw, and reward vouchers signed with QUEST_SIGNER_KEY.
import {
  getAddress,
  isAddressEqual,
  parseEventLogs,
  type Address,
  type Hash,
  type Hex,
  type Log,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { questEscrowAbi } from '@chainreview/contracts';
import { QUEST_VOUCHER_DOMAIN, QUEST_VOUCHER_TYPES } from '@chainreview/shared';
import type { Config } from '../config.ts';
import { publicClientFor } from './clients.ts';

export interface QuestChain {
  chainId: number;
  escrowAddress: Address;
  busdAddress: Address | null;
  client: PublicClient;
  signer: PrivateKeyAccount;
}

/** The escrow with an RPC to read it and a signer, or null (quests cannot be funded). */
export function questChain(config: Config): QuestChain | null {
  const { escrowAddress, signerKey } = config.quest;
  const chainId = config.donation.chainId;
  if (!escrowAddress || !signerKey) return null;
  const client = publicClientFor(config, chainId);
  if (!client) return null;
  return {
    chainId,
    escrowAddress: getAddress(escrowAddress),
    busdAddress: config.donation.busdAddress ? getAddress(config.donation.busdAddress) : null,
    client,
    signer: privateKeyToAccount(signerKey),
  };
}

const own = (chain: QuestChain, logs: Log[]) =>
  logs.filter((log) => isAddressEqual(log.address, chain.escrowAddress));

export function fundedEvents(chain: QuestChain, logs: Log[]) {
  return parseEventLogs({
    abi: questEscrowAbi,
    logs: own(chain, logs),
    eventName: 'QuestFunded',
    strict: true,
  });
}

export function claimedEvents(chain: QuestChain, logs: Log[]) {
  return parseEventLogs({
    abi: questEscrowAbi,
    logs: own(chain, logs),
    eventName: 'RewardClaimed',
    strict: true,
  });
}

export function cancelledEvents(chain: QuestChain, logs: Log[]) {
  return parseEventLogs({
    abi: questEscrowAbi,
    logs: own(chain, logs),
    eventName: 'QuestCancelled',
    strict: true,
  });
}

/** A successful transaction to the escrow, or null (unknown, reverted or sent elsewhere). */
export async function escrowReceipt(chain: QuestChain, hash: Hash) {
  let receipt;
  try {
    receipt = await chain.client.getTransactionReceipt({ hash });
  } catch {
    return null;
  }
  if (
    receipt.status !== 'success' ||
    !receipt.to ||
    !isAddressEqual(receipt.to, chain.escrowAddress)
  )
    return null;
  return receipt;
}

export async function hasClaimedOnChain(
  chain: QuestChain,
  escrowQuestId: bigint,
  claimer: Address,
): Promise<boolean> {
  return chain.client.readContract({
    address: chain.escrowAddress,
    abi: questEscrowAbi,
    functionName: 'hasClaimed',
    args: [escrowQuestId, claimer],
  });
}

/**
 * The first block mined after `time` (its timestamp is greater), or null when none is yet.
 * Binary search over block numbers: block timestamps only grow.
 */
export async function firstBlockAfter(
  client: PublicClient,
  time: Date,
): Promise<{ number: number; hash: Hex } | null> {
  const target = BigInt(Math.floor(time.getTime() / 1000));
  const latest = await client.getBlock({ blockTag: 'latest' });
  if (latest.timestamp <= target) return null;
  let lo = 0n;
  let hi = latest.number;
  while (lo < hi) {
    const mid = (lo + hi) / 2n;
    const block = await client.getBlock({ blockNumber: mid });
    if (block.timestamp > target) hi = mid;
    else lo = mid + 1n;
  }
  const block = lo === latest.number ? latest : await client.getBlock({ blockNumber: lo });
  return { number: Number(block.number), hash: block.hash };
}

/** The EIP-712 claim voucher the escrow checks (QuestEscrow.claim). */
export async function signVoucher(
  chain: QuestChain,
  /** questId: the escrow's id (questIdOf(funder, quest id)). */
  voucher: { questId: bigint; claimer: Address; amount: bigint; deadline: number },
): Promise<Hex> {
  return chain.signer.signTypedData({
    domain: {
      ...QUEST_VOUCHER_DOMAIN,
      chainId: chain.chainId,
      verifyingContract: chain.escrowAddress,
    },
    types: QUEST_VOUCHER_TYPES,
    primaryType: 'Claim',
    message: {
      questId: voucher.questId,
      claimer: voucher.claimer,
      amount: voucher.amount,
      deadline: BigInt(voucher.deadline),
    },
  });
}
