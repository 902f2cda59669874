// POST /api/projects/{id}/claim-ownership and /recheck-ownership: the server reads the token
// contract (owner(), DEFAULT_ADMIN_ROLE, deployer) and makes the proven wallet the owner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiAnswer } from '@/lib/api-types';
import { queryRoots } from '@/lib/query-keys';
import { projectKeys } from './project-keys';

export type ClaimResult = ApiAnswer<'/api/projects/{id}/claim-ownership', 'post'>['data'];

export function useOwnershipAction(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kind: 'claim' | 'recheck') =>
      (
        await api.post(
          `/projects/${encodeURIComponent(projectId)}/${kind === 'claim' ? 'claim' : 'recheck'}-ownership`,
        )
      ).data,
    // the owner changes the project and the Product Owner badge on its reviews
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.reviews }),
      ]),
  });
}
