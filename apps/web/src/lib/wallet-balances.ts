// BNB and BUSD balances of an address on the donation chain, read through the lazy donation
// chain module. Polled every 30 s while a component shows them; TanStack Query stops the poll
// when the last user unmounts (spec 4 and 9). Failures give null (no user message, spec 8).
import { useQuery } from '@tanstack/react-query';
import type { SystemConfig } from '@chainreview/shared/schemas/system-config';
import {
  BALANCE_POLL_MS,
  loadDonationChain,
  type DonationChain,
  type DonationTarget,
} from './donation-chain-types';
import { useSystemConfig } from './system-config';

/** The donation chain from system-configs, or null when donations are off or unconfigured. */
export function donationTargetOf(config: SystemConfig | undefined | null): DonationTarget | null {
  const donation = config?.donation;
  if (!donation?.enabled || !donation.contractAddress || donation.chainId === null) return null;
  const chain = config?.chains.find((c) => c.chainId === donation.chainId);
  return {
    chainId: donation.chainId,
    rpcUrl: chain?.nodeRpcUrl ?? null,
    contractAddress: donation.contractAddress,
    busdAddress: donation.busdAddress,
  };
}

export const walletBalancesKey = (address: string | null | undefined) =>
  ['wallet-balances', address?.toLowerCase() ?? null] as const;

export function useWalletBalances(
  address: string | null | undefined,
  { loadChain = loadDonationChain }: { loadChain?: () => Promise<DonationChain> } = {},
) {
  const config = useSystemConfig();
  const target = donationTargetOf(config.data);
  return useQuery({
    queryKey: walletBalancesKey(address),
    queryFn: async () => {
      if (!target || !address) return { bnb: null, busd: null };
      const chain = await loadChain();
      return chain.readBalances(target, address);
    },
    enabled: Boolean(address && target),
    refetchInterval: BALANCE_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: BALANCE_POLL_MS,
    retry: false,
  });
}

/** A balance in whole tokens with a fixed number of decimals (BNB 5, BUSD 2), cut, not rounded up. */
export function formatBalance(wei: bigint | null | undefined, decimals: number): string | null {
  if (wei === null || wei === undefined) return null;
  const scale = 10n ** BigInt(18 - decimals);
  const cut = wei / scale;
  const base = 10n ** BigInt(decimals);
  const whole = cut / base;
  const fraction = (cut % base).toString().padStart(decimals, '0');
  return decimals > 0 ? `${whole}.${fraction}` : whole.toString();
}
