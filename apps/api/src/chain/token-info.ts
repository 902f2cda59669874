// Reads a token's name, symbol, decimals and total supply to prefill a submission.
import { getAddress, isAddress } from 'viem';
import type { TokenInfo } from '@chainreview/shared';
import type { Deps } from '../deps.ts';
import { notFound } from '../lib/errors.ts';
import { chainIdOf, publicClientFor } from './clients.ts';
import { erc20Abi } from './erc20.ts';

export async function readTokenInfo(
  deps: Deps,
  chain: string,
  rawAddress: string,
): Promise<TokenInfo> {
  const chainId = chainIdOf(chain);
  const client = chainId ? publicClientFor(deps.config, chainId) : null;
  if (!client || !chainId) throw notFound('can_not_find_chain');
  if (!isAddress(rawAddress, { strict: false })) throw notFound('can_not_find_data');
  const address = getAddress(rawAddress);
  const cacheKey = `token-info:${chainId}:${address}`;
  const cached = await deps.cache.get(cacheKey);
  if (cached) return JSON.parse(cached) as TokenInfo;
  const [name, symbol, decimals, totalSupply] = await Promise.allSettled([
    client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'totalSupply' }),
  ]);
  const info: TokenInfo = {
    name: name.status === 'fulfilled' ? name.value : null,
    symbol: symbol.status === 'fulfilled' ? symbol.value : null,
    decimals: decimals.status === 'fulfilled' ? Number(decimals.value) : null,
    totalSupply: totalSupply.status === 'fulfilled' ? totalSupply.value.toString() : null,
  };
  if (info.name === null && info.symbol === null && info.decimals === null)
    throw notFound('can_not_find_data');
  await deps.cache.set(cacheKey, JSON.stringify(info), 600);
  return info;
}
