// POST /api/campaigns (a new draft) and PUT /api/campaigns/{id} (a draft changed).
import type { Quest, QuestBody } from '@chainreview/shared/schemas/quest';
import { api } from '@/lib/api-client';

export async function saveQuest(body: QuestBody, id?: string | null): Promise<Quest> {
  const result = id
    ? await api.put<{ data: Quest }>(`/campaigns/${encodeURIComponent(id)}`, body)
    : await api.post<{ data: Quest }>('/campaigns', body);
  return result.data;
}
