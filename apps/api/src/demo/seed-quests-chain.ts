// The demo quests' chain side: clients for the dev chain, the demo users by address, and
// funding a published quest from its owner's unlocked dev account.
import { eq, sql } from 'drizzle-orm';
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  zeroAddress,
  type Address,
  type Hash,
} from 'viem';
import { mockBusdAbi, questEscrowAbi } from '@chainreview/contracts';
import { claimDeadline, escrowQuestId } from '@chainreview/shared';
import type { Deps } from '../deps.ts';
import { quests, users } from '../db/schema.ts';

export interface DemoQuestChain {
  rpcUrl: string;
  chainId: number;
  questEscrowAddress: Address;
  busdAddress: Address;
}

export function clients(chain: DemoQuestChain) {
  const transport = http(chain.rpcUrl);
  const definition = {
    id: chain.chainId,
    name: 'Dev chain',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  } as const;
  return {
    publicClient: createPublicClient({ chain: definition, transport, pollingInterval: 50 }),
    walletFor: (account: Address) => createWalletClient({ chain: definition, transport, account }),
  };
}

export async function userByAddress(deps: Deps, address: string, displayName: string | null) {
  const [existing] = await deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.address}) = ${address.toLowerCase()}`)
    .limit(1);
  if (existing) return existing;
  const [row] = await deps.db
    .insert(users)
    .values({ address: getAddress(address), displayName })
    .returning();
  return row!;
}

/** Funds a published quest from its owner (approving BUSD first) unless the escrow has it. */
export async function fundQuest(
  deps: Deps,
  chain: DemoQuestChain,
  quest: typeof quests.$inferSelect,
  funder: Address,
): Promise<Hash | null> {
  const { publicClient, walletFor } = clients(chain);
  const escrowId = escrowQuestId(funder, quest.id);
  const onChain = await publicClient.readContract({
    address: chain.questEscrowAddress,
    abi: questEscrowAbi,
    functionName: 'getQuest',
    args: [escrowId],
  });
  if (onChain.funder !== zeroAddress) return null;
  const pool = BigInt(quest.amountPerWinner) * BigInt(quest.winners);
  const wallet = walletFor(funder);
  const token = getAddress(quest.rewardTokenAddress);
  if (token !== zeroAddress) {
    const approve = await wallet.writeContract({
      address: token,
      abi: mockBusdAbi,
      functionName: 'approve',
      args: [chain.questEscrowAddress, pool],
    });
    await publicClient.waitForTransactionReceipt({ hash: approve });
  }
  const seconds = (d: Date) => BigInt(Math.floor(d.getTime() / 1000));
  const hash = await wallet.writeContract({
    address: chain.questEscrowAddress,
    abi: questEscrowAbi,
    functionName: 'fund',
    args: [
      BigInt(quest.id),
      token,
      pool,
      seconds(quest.startsAt),
      seconds(quest.endsAt),
      seconds(claimDeadline(quest.endsAt)),
    ],
    value: token === zeroAddress ? pool : 0n,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`demo quest ${quest.id} funding reverted`);
  await deps.db
    .update(quests)
    .set({
      fundTxHash: hash.toLowerCase(),
      escrowAddress: chain.questEscrowAddress,
      escrowQuestId: escrowId.toString(),
    })
    .where(eq(quests.id, quest.id));
  return hash;
}
