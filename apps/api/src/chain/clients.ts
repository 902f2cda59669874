// viem public clients per chain id, only for chains with a configured RPC (CHAIN_RPC_URL_<id>):
// public fallbacks are not assumed reachable, so chain features degrade instead of hanging.
import { createPublicClient, http, type PublicClient } from 'viem';
import { CHAIN_INFO, DEV_CHAIN_ID, type Chain } from '@chainreview/shared';
import type { Config } from '../config.ts';

const clients = new Map<string, PublicClient>();

export function rpcUrlFor(config: Config, chainId: number): string | undefined {
  return config.chainRpcUrls[chainId];
}

export function publicClientFor(config: Config, chainId: number): PublicClient | null {
  const url = rpcUrlFor(config, chainId);
  if (!url) return null;
  const key = `${chainId}:${url}`;
  let client = clients.get(key);
  if (!client) {
    client = createPublicClient({
      transport: http(url, { timeout: 8000, retryCount: 1 }),
    }) as PublicClient;
    clients.set(key, client);
  }
  return client;
}

export function chainIdOf(chain: string): number | null {
  return CHAIN_INFO[chain as Chain]?.chainId ?? null;
}

/**
 * The chain id a project's token is read on: its chain's, except in demo mode for the dev
 * chain's own tokens (config.devChainContracts), which are read on the dev chain whatever
 * chain their demo project names.
 */
export function projectChainId(
  config: Config,
  project: { chain: string; contractAddress: string | null },
): number | null {
  const address = project.contractAddress?.toLowerCase();
  if (address && config.devChainContracts?.includes(address)) return DEV_CHAIN_ID;
  return chainIdOf(project.chain);
}
