// GET /api/public/prices: BNB and ETH in USD, served by our API (browsers never call the
// price service). Polled every 60 s while a USD value is on screen (spec 4 and 9); the poll
// stops when the last user unmounts. Several features show USD values, so it lives here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMERS } from '@chainreview/shared/limits';
import type { Prices } from '@chainreview/shared/schemas/project';
import { api } from './api-client';

export async function getPrices(): Promise<Prices> {
  const body = await api.get('/public/prices', { auth: false });
  return body.data;
}

export const pricesQueryOptions = () =>
  queryOptions({
    queryKey: ['prices'],
    queryFn: getPrices,
    staleTime: TIMERS.pricePoll,
    refetchInterval: TIMERS.pricePoll,
    refetchIntervalInBackground: false,
    retry: false,
  });

export function usePrices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pricesQueryOptions(), enabled });
}

/** USD value of one unit of a pool's quote token, or null when unknown (no price, no guess). */
export function quoteTokenUsd(quote: string, prices: Prices | null | undefined): number | null {
  const symbol = quote.toUpperCase();
  if (['USDT', 'USDC', 'BUSD', 'DAI'].includes(symbol)) return 1;
  if (symbol === 'WBNB' || symbol === 'BNB') return prices?.binancecoin?.usd ?? null;
  if (symbol === 'WETH' || symbol === 'ETH') return prices?.ethereum?.usd ?? null;
  return null;
}
