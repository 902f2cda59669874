// PUT /api/projects/{id}: the owner's edit (403 only_owner_can_up_date for anybody else).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectUpdate } from '@chainreview/shared/schemas/project';
import { api } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export async function updateProject(projectId: string, input: ProjectUpdate): Promise<Project> {
  const body = await api.put(`/projects/${encodeURIComponent(projectId)}`, input);
  return body.data;
}

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectUpdate) => updateProject(projectId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
