// The donation contract and balance reads over viem, loaded lazily with import() so viem's
// clients stay out of the first page's bundle. Writes go through the connected wallet's
// EIP-1193 provider; reads and receipts through the chain's RPC (or the wallet when the chain
// has none). Receipts are polled every 1 s to 1 confirmation (spec 4 and 9).
import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  http,
  type EIP1193Provider,
  type Hex,
  type PublicClient,
} from 'viem';
import { donationAbi } from '@chainreview/contracts/generated/donation';
import { mockBusdAbi } from '@chainreview/contracts/generated/mock-busd';
import { DONATE_TYPE_REVIEW } from '@chainreview/shared/schemas/donation';
import { DONATION_POLL_MS, type DonationChain, type DonationTarget } from './donation-chain-types';

function chainOf(target: DonationTarget) {
  return defineChain({
    id: target.chainId,
    name: `Chain ${target.chainId}`,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: target.rpcUrl ? [target.rpcUrl] : [] } },
  });
}

function publicClientOf(target: DonationTarget, provider?: unknown): PublicClient {
  const transport = target.rpcUrl
    ? http(target.rpcUrl)
    : custom((provider ?? null) as EIP1193Provider);
  return createPublicClient({
    chain: chainOf(target),
    transport,
    pollingInterval: DONATION_POLL_MS,
  });
}

/** Thrown when a mined transaction reverted (receipt status 0). */
export class TransactionFailedError extends Error {
  override readonly name = 'TransactionFailedError';
  readonly code = 'TX_FAILED';
  constructor(readonly hash: Hex) {
    super('Transaction Failed');
  }
}

async function waitMined(client: PublicClient, hash: Hex): Promise<void> {
  const receipt = await client.waitForTransactionReceipt({
    hash,
    confirmations: 1,
    pollingInterval: DONATION_POLL_MS,
  });
  if (receipt.status !== 'success') throw new TransactionFailedError(hash);
}

export const donationChain: DonationChain = {
  async readBalances(target, address) {
    const client = publicClientOf(target);
    const owner = address as Hex;
    const [bnb, busd] = await Promise.all([
      client.getBalance({ address: owner }).catch(() => null),
      target.busdAddress
        ? client
            .readContract({
              address: target.busdAddress as Hex,
              abi: mockBusdAbi,
              functionName: 'balanceOf',
              args: [owner],
            })
            .catch(() => null)
        : Promise.resolve(null),
    ]);
    return { bnb, busd };
  },

  async donate({ provider, target, token, amount, maxFee, reviewId, toAddress, account, onStage }) {
    if (!provider) throw Object.assign(new Error('No provider was found'), { code: 'NO_PROVIDER' });
    const chain = chainOf(target);
    const wallet = createWalletClient({
      account: account as Hex,
      chain,
      transport: custom(provider as EIP1193Provider),
    });
    const client = publicClientOf(target, provider);
    const contract = target.contractAddress as Hex;
    if (token === 'BNB') {
      onStage('confirming');
      const hash = await wallet.writeContract({
        address: contract,
        abi: donationAbi,
        functionName: 'donateBNB',
        args: [DONATE_TYPE_REVIEW, reviewId, toAddress as Hex, maxFee],
        value: amount,
      });
      await waitMined(client, hash);
      return { hash };
    }
    const busd = target.busdAddress as Hex;
    const allowance = await client.readContract({
      address: busd,
      abi: mockBusdAbi,
      functionName: 'allowance',
      args: [account as Hex, contract],
    });
    if (allowance < amount) {
      onStage('approving');
      const approveHash = await wallet.writeContract({
        address: busd,
        abi: mockBusdAbi,
        functionName: 'approve',
        args: [contract, amount],
      });
      await waitMined(client, approveHash);
      onStage('approved');
    }
    onStage('confirming');
    const hash = await wallet.writeContract({
      address: contract,
      abi: donationAbi,
      functionName: 'donateBusd',
      args: [DONATE_TYPE_REVIEW, reviewId, toAddress as Hex, amount, maxFee],
    });
    await waitMined(client, hash);
    return { hash };
  },
};
