import { describe, expect, it } from 'vitest';
import { priceFromReserves, priceFromSqrtPriceX96, quoteUsd } from './pool.ts';

describe('pool math', () => {
  it('prices a token from V2 reserves with decimals', () => {
    // 1,000,000 TOKEN (18 dec) against 500 USDC (6 dec): 0.0005 USDC each
    expect(priceFromReserves(10n ** 24n, 500n * 10n ** 6n, 18, 6)).toBeCloseTo(0.0005, 10);
    expect(priceFromReserves(0n, 1n, 18, 18)).toBeNull();
  });

  it('prices a token from a V3 sqrtPriceX96 whichever side it is on', () => {
    // price 4 (token1 per token0, same decimals) -> sqrtPriceX96 = 2 * 2^96
    const sqrt = 2n * 2n ** 96n;
    expect(priceFromSqrtPriceX96(sqrt, true, 18, 18)).toBeCloseTo(4, 10);
    expect(priceFromSqrtPriceX96(sqrt, false, 18, 18)).toBeCloseTo(0.25, 10);
  });

  it('values quote tokens in USD', () => {
    expect(quoteUsd('USDT', { binancecoin: 600, ethereum: 3000 })).toBe(1);
    expect(quoteUsd('WBNB', { binancecoin: 600, ethereum: 3000 })).toBe(600);
    expect(quoteUsd('WETH', { binancecoin: null, ethereum: null })).toBeNull();
  });
});
