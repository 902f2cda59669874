// Query keys of the donations feature.
import type { DonationDirection } from './get-donate-logs';
import { queryRoots } from '@/lib/query-keys';

export const donationKeys = {
  all: queryRoots.donations,
  logs: (address: string, direction: DonationDirection, page: number) =>
    [...queryRoots.donations, address.toLowerCase(), direction, page] as const,
};
