// POST /api/projects/{id}/edit-requests: a non-owner's proposed changes with a note, kept
// for the admin team (spec 6).
import { useMutation } from '@tanstack/react-query';
import type { EditRequest } from '@chainreview/shared/schemas/project';
import { api } from '@/lib/api-client';

export async function createEditRequest(projectId: string, input: EditRequest): Promise<unknown> {
  const body = await api.post(`/projects/${encodeURIComponent(projectId)}/edit-requests`, input);
  return body.data;
}

export function useCreateEditRequest(projectId: string) {
  return useMutation({ mutationFn: (input: EditRequest) => createEditRequest(projectId, input) });
}
