// viem clients for a local EVM, talking to its in-process provider.
import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type Address,
  type EIP1193Provider,
} from 'viem';
import { DEV_CHAIN_ID } from './accounts.ts';

export function devChainDefinition(rpcUrl: string, chainId = DEV_CHAIN_ID) {
  return defineChain({
    id: chainId,
    name: 'Dev Chain',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

export function localClients(provider: EIP1193Provider, rpcUrl: string, chainId = DEV_CHAIN_ID) {
  const chain = devChainDefinition(rpcUrl, chainId);
  const transport = custom(provider);
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });
  /** A wallet client for one of the chain's unlocked accounts (the node signs). */
  const walletFor = (account: Address) => createWalletClient({ chain, transport, account });
  return { chain, publicClient, walletFor };
}
