// The page buttons of PagePagination, in their own chunk: Mantine's Pagination loads only
// when a list has a second page.
import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI } from '@chainreview/shared/limits';
import { usePageParam } from './page-pagination';

export default function PaginationControl({ totalPages }: { totalPages: number }) {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
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
