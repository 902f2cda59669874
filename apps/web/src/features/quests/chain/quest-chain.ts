// QuestEscrow over viem, loaded lazily: fund (approve first for a token), cancel and claim
// through the connected wallet's EIP-1193 provider; receipts and reads through the chain's
// RPC (or the wallet when none), polled every 1 s like donations.
import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  http,
  zeroAddress,
  type EIP1193Provider,
  type Hex,
  type PublicClient,
} from 'viem';
import { questEscrowAbi } from '@chainreview/contracts/generated/quest-escrow';
import { mockBusdAbi } from '@chainreview/contracts/generated/mock-busd';
import type { QuestChain, QuestChainTarget } from './quest-chain-types';

const POLL_MS = 1000;

function chainOf(target: QuestChainTarget) {
  return defineChain({
    id: target.chainId,
    name: `Chain ${target.chainId}`,
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: target.rpcUrl ? [target.rpcUrl] : [] } },
  });
}

function clientsOf(target: QuestChainTarget, provider: unknown, account?: string) {
  const chain = chainOf(target);
  const publicClient: PublicClient = createPublicClient({
    chain,
    transport: target.rpcUrl ? http(target.rpcUrl) : custom(provider as EIP1193Provider),
    pollingInterval: POLL_MS,
  });
  const wallet =
    provider && account
      ? createWalletClient({
          account: account as Hex,
          chain,
          transport: custom(provider as EIP1193Provider),
        })
      : null;
  return { publicClient, wallet };
}

function noProvider(): never {
  throw Object.assign(new Error('No provider was found'), { code: 'NO_PROVIDER' });
}

async function mined(client: PublicClient, hash: Hex): Promise<void> {
  const receipt = await client.waitForTransactionReceipt({
    hash,
    confirmations: 1,
    pollingInterval: POLL_MS,
  });
  if (receipt.status !== 'success')
    throw Object.assign(new Error('Transaction Failed'), { code: 'TX_FAILED', hash });
}

export const questChain: QuestChain = {
  async fund(r) {
    if (!r.provider) noProvider();
    const { publicClient, wallet } = clientsOf(r.target, r.provider, r.account);
    const escrow = r.target.escrowAddress as Hex;
    const native = r.token.toLowerCase() === zeroAddress;
    if (!native) {
      const allowance = await publicClient.readContract({
        address: r.token as Hex,
        abi: mockBusdAbi,
        functionName: 'allowance',
        args: [r.account as Hex, escrow],
      });
      if (allowance < r.amount) {
        r.onStage('approving');
        const approve = await wallet!.writeContract({
          address: r.token as Hex,
          abi: mockBusdAbi,
          functionName: 'approve',
          args: [escrow, r.amount],
        });
        await mined(publicClient, approve);
        r.onStage('approved');
      }
    }
    r.onStage('confirming');
    const hash = await wallet!.writeContract({
      address: escrow,
      abi: questEscrowAbi,
      functionName: 'fund',
      args: [
        BigInt(r.questId),
        r.token as Hex,
        r.amount,
        BigInt(r.startTime),
        BigInt(r.endTime),
        BigInt(r.claimDeadline),
      ],
      value: native ? r.amount : 0n,
    });
    await mined(publicClient, hash);
    return { hash };
  },

  async cancel(r) {
    if (!r.provider) noProvider();
    const { publicClient, wallet } = clientsOf(r.target, r.provider, r.account);
    r.onStage('confirming');
    const hash = await wallet!.writeContract({
      address: r.target.escrowAddress as Hex,
      abi: questEscrowAbi,
      functionName: 'cancel',
      args: [BigInt(r.questId)],
    });
    await mined(publicClient, hash);
    return { hash };
  },

  async reclaim(r) {
    if (!r.provider) noProvider();
    const { publicClient, wallet } = clientsOf(r.target, r.provider, r.account);
    r.onStage('confirming');
    const hash = await wallet!.writeContract({
      address: r.target.escrowAddress as Hex,
      abi: questEscrowAbi,
      functionName: 'reclaim',
      args: [BigInt(r.questId)],
    });
    await mined(publicClient, hash);
    return { hash };
  },

  async claim(r) {
    if (!r.provider) noProvider();
    const { publicClient, wallet } = clientsOf(r.target, r.provider, r.account);
    r.onStage('confirming');
    const hash = await wallet!.writeContract({
      address: r.target.escrowAddress as Hex,
      abi: questEscrowAbi,
      functionName: 'claim',
      args: [BigInt(r.questId), r.amount, BigInt(r.deadline), r.signature as Hex],
    });
    await mined(publicClient, hash);
    return { hash };
  },

  async balanceOf(target, token, account) {
    const { publicClient } = clientsOf(target, null);
    try {
      if (token.toLowerCase() === zeroAddress)
        return await publicClient.getBalance({ address: account as Hex });
      return await publicClient.readContract({
        address: token as Hex,
        abi: mockBusdAbi,
        functionName: 'balanceOf',
        args: [account as Hex],
      });
    } catch {
      return null;
    }
  },
};
