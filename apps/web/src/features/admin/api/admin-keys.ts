// Query keys of the admin console.
import { queryRoots } from '@/lib/query-keys';

export const adminKeys = {
  all: queryRoots.admin,
  counts: [...queryRoots.admin, 'counts'] as const,
  queue: (name: string, query: unknown) => [...queryRoots.admin, name, query] as const,
};
