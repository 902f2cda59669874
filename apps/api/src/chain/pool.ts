// Pool info for a project (spec 3 "Pool info"): price, price in the pair, pool value, pair.
// Reads V2 getReserves or V3 slot0 through the chain's RPC, cached per project for 60 s.
import { getAddress, isAddress, type Address } from 'viem';
import {
  QUOTE_TOKENS,
  priceFromReserves,
  priceFromSqrtPriceX96,
  quoteUsd,
  type PoolInfo,
  type QuoteToken,
} from '@chainreview/shared';
import type { Deps } from '../deps.ts';
import { projectChainId, publicClientFor } from './clients.ts';
import { erc20Abi, v2PairAbi, v3PoolAbi } from './erc20.ts';

export interface PoolProject {
  id: number;
  chain: string;
  contractAddress: string | null;
  lpAddress: string | null;
  router: number | null;
  decimals: number | null;
}

function quotesFor(deps: Deps, chain: string, chainId: number): QuoteToken[] {
  const quotes =
    chain === 'bsc'
      ? [...QUOTE_TOKENS.bsc]
      : chain === 'ethereum' || chain === 'eth'
        ? [...QUOTE_TOKENS.ethereum]
        : [];
  // the configured BUSD prices pools on the donation chain too (the dev chain's mock in demo)
  const { busdAddress, chainId: donationChainId } = deps.config.donation;
  if (busdAddress && donationChainId === chainId && isAddress(busdAddress, { strict: false }))
    quotes.push({ address: busdAddress, quote: 'BUSD', decimals: 18 });
  return quotes;
}

export async function readPoolInfo(
  deps: Deps,
  project: PoolProject,
  prices: { binancecoin: number | null; ethereum: number | null },
  extraQuotes: QuoteToken[] = [],
): Promise<PoolInfo | null> {
  if (
    !project.lpAddress ||
    !project.contractAddress ||
    !isAddress(project.lpAddress, { strict: false })
  )
    return null;
  const chainId = projectChainId(deps.config, project);
  const client = chainId ? publicClientFor(deps.config, chainId) : null;
  if (!client) return null;
  const cacheKey = `pool:${project.id}`;
  const cached = await deps.cache.get(cacheKey);
  if (cached) return cached === 'null' ? null : (JSON.parse(cached) as PoolInfo);

  let info: PoolInfo | null = null;
  try {
    const pair = getAddress(project.lpAddress);
    const version = project.router === 1 ? 'V2' : 'V3';
    const abi = version === 'V2' ? v2PairAbi : v3PoolAbi;
    const [token0, token1] = await Promise.all([
      client.readContract({ address: pair, abi, functionName: 'token0' }),
      client.readContract({ address: pair, abi, functionName: 'token1' }),
    ]);
    const token = project.contractAddress.toLowerCase();
    const tokenIsToken0 = token0.toLowerCase() === token;
    if (!tokenIsToken0 && token1.toLowerCase() !== token) return null;
    const quoteAddress = (tokenIsToken0 ? token1 : token0) as Address;
    const quote = [...quotesFor(deps, project.chain, chainId!), ...extraQuotes].find(
      (q) => q.address.toLowerCase() === quoteAddress.toLowerCase(),
    );
    if (!quote) return null;
    const tokenDecimals =
      project.decimals ??
      Number(
        await client.readContract({
          address: getAddress(project.contractAddress),
          abi: erc20Abi,
          functionName: 'decimals',
        }),
      );

    let priceInPair: number | null;
    let quoteReserve: bigint;
    if (version === 'V2') {
      const [reserve0, reserve1] = await client.readContract({
        address: pair,
        abi: v2PairAbi,
        functionName: 'getReserves',
      });
      const [tokenReserve, quoteRes] = tokenIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0];
      priceInPair = priceFromReserves(tokenReserve, quoteRes, tokenDecimals, quote.decimals);
      quoteReserve = quoteRes;
    } else {
      const [sqrtPriceX96] = await client.readContract({
        address: pair,
        abi: v3PoolAbi,
        functionName: 'slot0',
      });
      priceInPair = priceFromSqrtPriceX96(
        sqrtPriceX96,
        tokenIsToken0,
        tokenDecimals,
        quote.decimals,
      );
      quoteReserve = await client.readContract({
        address: quoteAddress,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [pair],
      });
    }
    const usd = quoteUsd(quote.quote, prices);
    info = {
      priceInPair,
      price: priceInPair !== null && usd !== null ? priceInPair * usd : null,
      poolValue: usd !== null ? (2 * Number(quoteReserve) * usd) / 10 ** quote.decimals : null,
      pair: { quote: quote.quote, address: pair, version },
    };
  } catch (error) {
    deps.log.warn({ err: error, projectId: project.id }, 'pool price unavailable: shown as none');
    info = null;
  }
  await deps.cache.set(cacheKey, info ? JSON.stringify(info) : 'null', 60);
  return info;
}
