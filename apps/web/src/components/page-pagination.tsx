// Pagination bound to the URL's ?page= (spec 2: read and written, default 1; spec 9: one
// sibling each side). Hidden when everything fits on one page.
import { lazy, Suspense } from 'react';
import { useSearchParams } from '@/lib/router';
import { readPage } from '@/config/paths';

const PaginationControl = lazy(() => import('./page-pagination-control'));

/** The control's height (Mantine's md size) and its top margin, held while its code loads. */
const RESERVED = {
  marginTop: 'var(--mantine-spacing-lg)',
  height: 'calc(2rem * var(--mantine-scale))',
};

/** The current ?page= (1 when absent or invalid) and a setter that keeps other parameters. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const setPage = (next: number) => {
    // A new history entry, so Back returns to the previous page; the router scrolls to top.
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(Math.floor(next)));
      return copy;
    });
  };
  return [page, setPage];
}

export function PagePagination({ totalPages }: { totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <Suspense fallback={<div style={RESERVED} aria-hidden />}>
      <PaginationControl totalPages={totalPages} />
    </Suspense>
  );
}
