// The donation as a mutation (spec 4 and 5): the chain flow (approve BUSD when the allowance is
// short, donate, receipt), the message reported to the server (POST /api/donate-logs, whose
// answer says whether the donation counts yet or waits for confirmations; a failure there is a
// toast, the donation stands), then the wallet balance reduced in the cache and the review,
// donation lists and profile refreshed. Stages reach the caller through onStage.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DonationStatus } from '@chainreview/shared/enums';
import type {
  DonateStage,
  DonateToken,
  DonationChain,
  DonationTarget,
} from '@/lib/donation-chain-types';
import { showErrorToast } from '@/lib/error-toast';
import { queryRoots } from '@/lib/query-keys';
import { meQueryKey, useSession } from '@/lib/session';
import { walletBalancesKey } from '@/lib/wallet-balances';
import { createDonateLog } from './create-donate-log';
import { donationKeys } from './donation-keys';

/** The mined transaction and how the server counts it (null when the report failed). */
export interface DonateResult {
  hash: string;
  status: DonationStatus | null;
}

export interface DonateInput {
  target: DonationTarget;
  account: string;
  token: DonateToken;
  /** In wei (both tokens have 18 decimals). */
  amount: bigint;
  /** The fee the dialog showed (wei): the most the donor accepts. */
  maxFee: bigint;
  message: string;
}

export function useDonate(options: {
  reviewId: string;
  toAddress: string;
  loadChain: () => Promise<DonationChain>;
  onStage(stage: DonateStage): void;
}) {
  const { reviewId, toAddress, loadChain, onStage } = options;
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DonateInput): Promise<DonateResult> => {
      const [chain, provider] = await Promise.all([
        loadChain(),
        session.getWalletProvider?.() ?? Promise.resolve(null),
      ]);
      const { hash } = await chain.donate({
        provider,
        target: input.target,
        token: input.token,
        amount: input.amount,
        maxFee: input.maxFee,
        reviewId,
        toAddress,
        account: input.account,
        onStage,
      });
      try {
        const report = await createDonateLog({
          transactionHash: hash,
          message: input.message.trim() || undefined,
        });
        return { hash, status: report.data.status };
      } catch (error) {
        showErrorToast(error, t);
        return { hash, status: null };
      }
    },
    onSuccess: async (_result, input) => {
      queryClient.setQueryData(
        walletBalancesKey(input.account),
        (old: { bnb: bigint | null; busd: bigint | null } | undefined) =>
          old && {
            bnb: input.token === 'BNB' && old.bnb !== null ? old.bnb - input.amount : old.bnb,
            busd: input.token === 'BUSD' && old.busd !== null ? old.busd - input.amount : old.busd,
          },
      );
      void queryClient.invalidateQueries({ queryKey: queryRoots.reviews });
      void queryClient.invalidateQueries({ queryKey: donationKeys.all });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
