// Pool price math (spec 7 chain reads): Uniswap V2 reserves or V3 slot0 against a quote token.

/** Token price in the quote token from V2 reserves, decimals applied. */
export function priceFromReserves(
  reserveToken: bigint,
  reserveQuote: bigint,
  tokenDecimals: number,
  quoteDecimals: number,
): number | null {
  if (reserveToken <= 0n || reserveQuote <= 0n) return null;
  const token = Number(reserveToken) / 10 ** tokenDecimals;
  const quote = Number(reserveQuote) / 10 ** quoteDecimals;
  return quote / token;
}

/**
 * Token price in the quote token from a V3 pool's sqrtPriceX96, which prices token1 in units
 * of token0: price1per0 = (sqrtPriceX96 / 2^96)^2 * 10^(dec0 - dec1).
 */
export function priceFromSqrtPriceX96(
  sqrtPriceX96: bigint,
  tokenIsToken0: boolean,
  tokenDecimals: number,
  quoteDecimals: number,
): number | null {
  if (sqrtPriceX96 <= 0n) return null;
  const ratio = Number(sqrtPriceX96) / 2 ** 96;
  const raw = ratio * ratio; // token1 per token0, in raw units
  if (tokenIsToken0) {
    // quote is token1: price of token0 in token1
    return raw * 10 ** (tokenDecimals - quoteDecimals);
  }
  // token is token1: price of token1 in token0 = 1 / (token1 per token0)
  return (1 / raw) * 10 ** (tokenDecimals - quoteDecimals);
}

export const STABLE_QUOTES = ['USDT', 'USDC', 'BUSD', 'DAI'] as const;

/** USD value of one quote token, or null when unknown. */
export function quoteUsd(
  quote: string,
  prices: { binancecoin: number | null; ethereum: number | null },
): number | null {
  if ((STABLE_QUOTES as readonly string[]).includes(quote)) return 1;
  if (quote === 'WBNB') return prices.binancecoin;
  if (quote === 'WETH') return prices.ethereum;
  return null;
}
