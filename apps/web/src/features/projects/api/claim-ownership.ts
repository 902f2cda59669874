// POST /api/projects/{id}/claim-ownership and /recheck-ownership: the server reads the token
// contract (owner(), DEFAULT_ADMIN_ROLE, deployer) and makes the proven wallet the owner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@chainreview/shared/schemas/project';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { projectKeys } from './project-keys';

export interface ClaimResult {
  project: Project;
  proof?: 'ownable' | 'access_control' | 'deployer';
  changed?: boolean;
}

export function useOwnershipAction(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kind: 'claim' | 'recheck') =>
      (
        await api.post<{ data: ClaimResult }>(
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
