// BNB and ETH prices in USD from a CoinGecko-compatible `simple/price` API, fetched by the
// server (5 s timeout), cached 60 s, so browsers never call the price service themselves.
// Without network the last known prices (or nulls) are served: never an error.
import type { Prices } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';

const CACHE_KEY = 'prices:v1';
const STALE_KEY = 'prices:last';

/**
 * The prices every USD value uses (the donate dialog, donation totals, the activity feed): the
 * price service's, else the last known, else the configured fallbacks
 * (DONATION_BNB_USD_FALLBACK and DONATION_ETH_USD_FALLBACK; 600 and 3000 in the offline
 * demo), so all of them agree.
 */
export async function getPrices(deps: Deps): Promise<Prices> {
  const prices = await servicePrices(deps);
  const { fallbackBnbUsd: bnb, fallbackEthUsd: eth } = deps.config.donation;
  return {
    ...prices,
    binancecoin: prices.binancecoin ?? (bnb !== undefined && bnb > 0 ? { usd: bnb } : null),
    ethereum: prices.ethereum ?? (eth !== undefined && eth > 0 ? { usd: eth } : null),
  };
}

async function servicePrices(deps: Deps): Promise<Prices> {
  const cached = await deps.cache.get(CACHE_KEY);
  if (cached) return JSON.parse(cached) as Prices;
  const empty: Prices = { binancecoin: null, ethereum: null, updatedAt: null };
  if (!deps.config.priceApiUrl) return empty;
  try {
    const response = await fetch(
      `${deps.config.priceApiUrl}/simple/price?ids=binancecoin,ethereum&vs_currencies=usd`,
      {
        signal: AbortSignal.timeout(5000),
        headers: { accept: 'application/json' },
      },
    );
    if (!response.ok) throw new Error(`price service answered ${response.status}`);
    const body = (await response.json()) as Record<string, { usd?: unknown } | undefined>;
    const pick = (id: string) => {
      const usd = body[id]?.usd;
      return typeof usd === 'number' && Number.isFinite(usd) && usd > 0 ? { usd } : null;
    };
    const prices: Prices = {
      binancecoin: pick('binancecoin'),
      ethereum: pick('ethereum'),
      updatedAt: deps.now().toISOString(),
    };
    await deps.cache.set(CACHE_KEY, JSON.stringify(prices), 60);
    await deps.cache.set(STALE_KEY, JSON.stringify(prices), 24 * 3600);
    return prices;
  } catch (error) {
    deps.log.warn({ err: error }, 'price service unavailable: last known prices (or none) served');
    const stale = await deps.cache.get(STALE_KEY);
    const result = stale ? (JSON.parse(stale) as Prices) : empty;
    // remember the failure briefly so a dead price service is not hit on every request
    await deps.cache.set(CACHE_KEY, JSON.stringify(result), 15);
    return result;
  }
}
