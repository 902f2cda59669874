// The page buttons of ListPagination, in their own chunk: Mantine's Pagination loads only when
// a list has a second page.
import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI } from '@chainreview/shared/limits';
import type { ListPaginationProps } from './list-pagination';

export default function ListPaginationControl({
  page,
  totalPages,
  onChange,
  anchor,
}: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <Center component="nav" aria-label={t('pagination.label')} mt="md">
      <Pagination
        total={totalPages}
        value={Math.min(page, totalPages)}
        onChange={(next) => {
          onChange(next);
          anchor?.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
        siblings={UI.paginationSiblingCount}
        radius="md"
        getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }) })}
        getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        data-testid="reviews-pagination"
      />
    </Center>
  );
}
