// GET /api/public/chain/token/{chain}/{address}: name, symbol, decimals and total supply read
// from the token contract, to prefill the submit form. 404 (no RPC for the chain, not a
// token) simply means no prefill.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export async function getTokenInfo(chain: string, address: string, signal?: AbortSignal) {
  try {
    const body = await api.get(
      `/public/chain/token/${encodeURIComponent(chain)}/${encodeURIComponent(address)}`,
      // its error is never shown: the error texts need not load for it
      { auth: false, signal, quietErrors: true },
    );
    return body.data ?? null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export const tokenInfoQueryOptions = (chain: string, address: string) =>
  queryOptions({
    queryKey: projectKeys.tokenInfo(chain, address),
    queryFn: ({ signal }) => getTokenInfo(chain, address, signal),
    staleTime: Infinity,
  });

export function useTokenInfo(chain: string, address: string, { enabled = true } = {}) {
  return useQuery({ ...tokenInfoQueryOptions(chain, address), enabled });
}
