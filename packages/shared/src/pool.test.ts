import { describe, expect, it } from 'vitest';
import { priceFromReserves, priceFromSqrtPriceX96, quoteUsd, STABLE_QUOTES } from './pool.ts';

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

describe('pool prices at their edges', () => {
  it('has no V2 price without reserves on either side', () => {
    expect(priceFromReserves(1n, 0n, 18, 18)).toBeNull();
    expect(priceFromReserves(-1n, 1n, 18, 18)).toBeNull();
    expect(priceFromReserves(1n, 1n, 18, 18)).toBe(1);
    expect(priceFromReserves(2n * 10n ** 6n, 1n * 10n ** 18n, 6, 18)).toBe(0.5);
  });

  it('has no V3 price without a square root price', () => {
    expect(priceFromSqrtPriceX96(0n, true, 18, 18)).toBeNull();
    expect(priceFromSqrtPriceX96(-1n, true, 18, 18)).toBeNull();
    expect(priceFromSqrtPriceX96(2n ** 96n, true, 18, 18)).toBe(1);
  });

  it('applies the decimals difference on either side of a V3 pool', () => {
    const one = 2n ** 96n; // a raw ratio of 1
    expect(priceFromSqrtPriceX96(one, true, 18, 6)).toBe(1e12);
    expect(priceFromSqrtPriceX96(one, false, 18, 6)).toBe(1e12);
    expect(priceFromSqrtPriceX96(one * 2n, false, 6, 18)).toBeCloseTo(0.25e-12, 24);
  });

  it('values each stable quote at 1, WETH at the ether price, an unknown quote at null', () => {
    const prices = { binancecoin: 600, ethereum: 3000 };
    expect(STABLE_QUOTES).toEqual(['USDT', 'USDC', 'BUSD', 'DAI']);
    for (const quote of STABLE_QUOTES) expect(quoteUsd(quote, prices), quote).toBe(1);
    expect(quoteUsd('WETH', prices)).toBe(3000);
    expect(quoteUsd('WBNB', { binancecoin: null, ethereum: 1 })).toBeNull();
    expect(quoteUsd('CAKE', prices)).toBeNull();
  });
});
