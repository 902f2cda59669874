// GET /api/(public/)donate-logs?toAddress|fromAddress&limit&offset: recorded donations,
// newest first, with the donor, the reviewer and the review.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@chainreview/shared/limits';
import type { ListMeta } from '@chainreview/shared/schemas/common';
import type { Donation } from '@chainreview/shared/schemas/donation';
import { api } from '@/lib/api-client';
import { donationKeys } from './donation-keys';

export type DonationDirection = 'received' | 'given';
export const DONATIONS_PAGE_SIZE = LIMITS.pageSize.default;

export async function getDonateLogs(
  address: string,
  direction: DonationDirection,
  page: number,
  signal?: AbortSignal,
): Promise<{ data: Donation[]; meta: ListMeta }> {
  return api.get('/donate-logs', {
    publicWhenAnonymous: true,
    query: {
      [direction === 'received' ? 'toAddress' : 'fromAddress']: address,
      limit: DONATIONS_PAGE_SIZE,
      offset: (page - 1) * DONATIONS_PAGE_SIZE,
    },
    signal,
  });
}

export const donateLogsQueryOptions = (
  address: string,
  direction: DonationDirection,
  page: number,
) =>
  queryOptions({
    queryKey: donationKeys.logs(address, direction, page),
    queryFn: ({ signal }) => getDonateLogs(address, direction, page, signal),
    placeholderData: keepPreviousData,
  });

export function useDonateLogs(address: string, direction: DonationDirection, page: number) {
  return useQuery(donateLogsQueryOptions(address, direction, page));
}
