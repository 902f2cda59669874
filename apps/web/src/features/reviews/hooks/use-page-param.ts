// ?page= for lists inside a longer page (spec 2: read and written, default 1). Unlike a page
// of its own, changing it keeps the scroll position: the list brings itself into view.
import { useCallback } from 'react';
import { useSearchParams } from '@/lib/router';
import { readPage } from '@/config/paths';

export function useListPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next <= 1) copy.delete('page');
          else copy.set('page', String(Math.floor(next)));
          return copy;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [page, setPage];
}
