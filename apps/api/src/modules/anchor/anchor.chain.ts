// The LogAnchor contract as the server uses it: on the donation chain, read through the
// configured RPC and written with the anchorer's key. Every call has a timeout, so a chain
// that does not answer only delays anchoring.
import {
  createWalletClient,
  defineChain,
  getAddress,
  http,
  type Address,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Config } from '../../config.ts';
import { publicClientFor, rpcUrlFor } from '../../chain/clients.ts';

/** The longest wait for one JSON-RPC answer while anchoring. */
export const ANCHOR_RPC_TIMEOUT_MS = 8000;

export interface AnchorChain {
  chainId: number;
  address: Address;
  client: PublicClient;
  wallet: WalletClient;
  account: PrivateKeyAccount;
}

/** The contract the log is anchored to (whether or not this server can write to it). */
export function anchorContract(config: Config): { chainId: number; address: Address } | null {
  const address = config.logAnchor.address;
  return address ? { chainId: config.donation.chainId, address: getAddress(address) } : null;
}

/** Why this server does not anchor (null when it does). */
export function anchorDisabledReason(config: Config): string | null {
  const chainId = config.donation.chainId;
  if (!config.logAnchor.address)
    return 'The log is not anchored on this server (LOG_ANCHOR_ADDRESS is not set).';
  if (!rpcUrlFor(config, chainId))
    return `The log is not anchored on this server (CHAIN_RPC_URL_${chainId} is not set).`;
  if (!config.logAnchor.privateKey)
    return 'The log is not anchored on this server (LOG_ANCHOR_PRIVATE_KEY is not set).';
  return null;
}

export function anchorChain(config: Config): AnchorChain | null {
  if (anchorDisabledReason(config)) return null;
  const contract = anchorContract(config)!;
  const url = rpcUrlFor(config, contract.chainId)!;
  const client = publicClientFor(config, contract.chainId)!;
  const account = privateKeyToAccount(config.logAnchor.privateKey!);
  const chain = defineChain({
    id: contract.chainId,
    name: `chain ${contract.chainId}`,
    nativeCurrency: { name: 'native', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
  const wallet = createWalletClient({
    chain,
    account,
    transport: http(url, { timeout: ANCHOR_RPC_TIMEOUT_MS, retryCount: 0 }),
  });
  return { ...contract, client, wallet, account };
}
