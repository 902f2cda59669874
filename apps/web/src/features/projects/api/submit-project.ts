// POST /api/projects: submits a project; it starts 'pending' until the team approves it.
// 409 already_add when the chain and address are already listed.
import { useMutation } from '@tanstack/react-query';
import type { Project, ProjectSubmit } from '@chainreview/shared/schemas/project';
import { api } from '@/lib/api-client';

export async function submitProject(input: ProjectSubmit): Promise<Project> {
  const body = await api.post('/projects', input);
  return body.data;
}

export function useSubmitProject() {
  return useMutation({ mutationFn: submitProject });
}
