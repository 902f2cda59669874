// One admin list's state: its filters, its page and its query. A filter change goes back to
// page 1; when an action empties the last page (the queue shrank on refresh), the list steps
// back to the new last page instead of showing "nothing here" under a pager.
import { useEffect, useState } from 'react';
import type { ApiPath } from '@/lib/api-types';
import { ADMIN_PAGE_SIZE, useAdminList as useAdminQuery } from '../api/admin-api';

type FilterValue = string | null;

/** A filter as the API takes it: trimmed, and left out when empty. */
const asQuery = (value: FilterValue) => (value === null ? undefined : value.trim() || undefined);

export function useAdminList<T, F extends Record<string, FilterValue>>(
  name: string,
  path: ApiPath<'get'>,
  initialFilters: F,
  { paged = true }: { paged?: boolean } = {},
) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<F>(initialFilters);
  const query = useAdminQuery<T>(name, path, {
    ...Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, asQuery(value)])),
    ...(paged ? { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE } : {}),
  });
  const total = query.data?.meta?.total;
  const pages = Math.ceil((total ?? 0) / ADMIN_PAGE_SIZE);
  useEffect(() => {
    if (!query.isPlaceholderData && total !== undefined && page > Math.max(pages, 1))
      setPage(Math.max(pages, 1));
  }, [query.isPlaceholderData, total, page, pages]);
  const setFilter = <K extends keyof F>(key: K, value: F[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  return { query, page, setPage, pages: paged ? pages : 0, filters, setFilter };
}

export type AdminListState<T> = Pick<
  ReturnType<typeof useAdminList<T, Record<string, FilterValue>>>,
  'query' | 'page' | 'setPage' | 'pages'
>;
