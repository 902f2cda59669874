// Pagination for a list inside a page: one sibling each side with ellipsis (spec 9), hidden
// for a single page; after a change the list's top is scrolled into view.
import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI } from '@chainreview/shared/limits';

export function ListPagination({
  page,
  totalPages,
  onChange,
  anchor,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The element to bring into view after a change. */
  anchor?: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
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
