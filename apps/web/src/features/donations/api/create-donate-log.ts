// POST /api/donate-logs {transactionHash, message?}: the server verifies the mined donation
// on chain and records it (idempotent; meta.created false when already recorded).
import type { Donation } from '@chainreview/shared/schemas/donation';
import { api } from '@/lib/api-client';

export async function createDonateLog(body: {
  transactionHash: string;
  message?: string;
}): Promise<{ data: Donation; meta: { created: boolean } }> {
  return api.post('/donate-logs', body);
}
