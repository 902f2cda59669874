// POST /api/reports/review/{id} and /api/reports/reply/{id} {reason, note}: one report per
// user and item (409 already_add); never on one's own content (403 Forbidden).
import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '@chainreview/shared/schemas/review';
import { api } from '@/lib/api-client';

export type ReportTarget = 'review' | 'reply';

export async function reportContent(target: ReportTarget, id: string, body: ReportBody) {
  return api.post(`/reports/${target}/${encodeURIComponent(id)}`, body);
}

export function useReportContent(target: ReportTarget, id: string) {
  return useMutation({ mutationFn: (body: ReportBody) => reportContent(target, id, body) });
}
