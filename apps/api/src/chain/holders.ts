// Holder snapshot for a review: the author's balance of the project's token and its total
// supply, read when the review is published. A slow or failing node gives no badge, never a
// failed review.
import { getAddress, isAddress, type Address } from 'viem';
import { EVM_CHAINS, holderTier, type Chain, type HolderBadge } from '@chainreview/shared';
import type { Deps } from '../deps.ts';
import { projectChainId, publicClientFor } from './clients.ts';
import { erc20Abi } from './erc20.ts';

export interface HolderSnapshot {
  badge: HolderBadge;
  /** Percent of supply with 10 decimals, as stored (numeric). */
  percent: string;
}

const TIMEOUT_MS = 3000;

/** balance / totalSupply * 100 with 10 decimals, in integers. */
export function holderPercent(balance: bigint, totalSupply: bigint): string {
  const scaled = (balance * 100n * 10n ** 10n) / totalSupply;
  const whole = scaled / 10n ** 10n;
  const fraction = (scaled % 10n ** 10n).toString().padStart(10, '0');
  return `${whole}.${fraction}`;
}

export async function readHolderSnapshot(
  deps: Deps,
  project: { chain: string; contractAddress: string | null },
  holder: string,
): Promise<HolderSnapshot | null> {
  if (
    !project.contractAddress ||
    !EVM_CHAINS.includes(project.chain as Chain) ||
    !isAddress(project.contractAddress, { strict: false })
  )
    return null;
  const chainId = projectChainId(deps.config, project);
  const client = chainId ? publicClientFor(deps.config, chainId) : null;
  if (!client || !chainId) return null;
  const token = getAddress(project.contractAddress);
  const timeout = new Promise<null>((resolve) =>
    setTimeout(() => resolve(null), TIMEOUT_MS).unref(),
  );
  const read = async (): Promise<HolderSnapshot | null> => {
    const supplyKey = `total-supply:${chainId}:${token}`;
    const cached = await deps.cache.get(supplyKey);
    const [balance, totalSupply] = await Promise.all([
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder as Address],
      }),
      cached
        ? Promise.resolve(BigInt(cached))
        : client.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' }),
    ]);
    if (!cached && totalSupply > 0n) await deps.cache.set(supplyKey, totalSupply.toString(), 600);
    const tier = holderTier(balance, totalSupply);
    return tier ? { badge: tier.badgeLevel, percent: holderPercent(balance, totalSupply) } : null;
  };
  try {
    return await Promise.race([read(), timeout]);
  } catch (error) {
    deps.log.warn(
      { err: error },
      'holder snapshot unavailable: the review is published without a badge',
    );
    return null;
  }
}
