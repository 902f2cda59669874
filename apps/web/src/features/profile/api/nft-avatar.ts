// NFT avatars (spec 1, 3, 7): POST /api/sync-nfts reads the wallet's tokens in the configured
// collections (run each time the picker opens), POST /api/sync-nft-avatar sets one as the
// avatar after the server re-checks ownership on chain ('You are not owner of NFT').
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Nft, SyncNftAvatarBody } from '@chainreview/shared/schemas/donation';
import type { Me } from '@chainreview/shared/schemas/user';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';
import { userKeys } from '@/lib/user-keys';

export async function syncNfts(): Promise<Nft[]> {
  const body = await api.post('/sync-nfts');
  return body.data.result;
}

export const walletNftsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.nfts,
    queryFn: syncNfts,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** The wallet's NFTs, synced from the chain while `enabled` (the picker is open). */
export function useWalletNfts(enabled: boolean) {
  return useQuery({ ...walletNftsQueryOptions(), enabled });
}

export async function setNftAvatar(body: SyncNftAvatarBody): Promise<Me> {
  const res = await api.post('/sync-nft-avatar', body);
  return res.data;
}

export function useSetNftAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNftAvatar,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      void queryClient.invalidateQueries({ queryKey: userKeys.byAddress(me.address) });
    },
  });
}
