// POST /api/campaigns (a new draft) and PUT /api/campaigns/{id} (a draft changed).
import type { Quest, QuestBody } from '@chainreview/shared/schemas/quest';
import { api } from '@/lib/api-client';

export async function saveQuest(body: QuestBody, id?: string | null): Promise<Quest> {
  const result = id
    ? await api.put(`/campaigns/${encodeURIComponent(id)}`, body)
    : await api.post('/campaigns', body);
  return result.data;
}
