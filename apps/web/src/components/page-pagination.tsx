// Pagination bound to the URL's ?page= (spec 2: read and written, default 1; spec 9: one
// sibling each side). Hidden when everything fits on one page.
import { Center, Pagination } from '@mantine/core';
import { useSearchParams } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { UI } from '@chainreview/shared/limits';
import { readPage } from '@/config/paths';

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
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  if (totalPages <= 1) return null;
  return (
    <Center mt="lg" component="nav" aria-label={t('pagination.label')}>
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        onChange={setPage}
        siblings={UI.paginationSiblingCount}
        getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }) })}
        getControlProps={(control) => ({
          'aria-label': t(`pagination.${control}`),
        })}
        data-testid="pagination"
      />
    </Center>
  );
}
