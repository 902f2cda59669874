// Pagination for a list inside a page: one sibling each side with ellipsis (spec 9), hidden
// for a single page; after a change the list's top is scrolled into view.
import { lazy, Suspense } from 'react';

const ListPaginationControl = lazy(() => import('./list-pagination-control'));

export interface ListPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The element to bring into view after a change. */
  anchor?: React.RefObject<HTMLElement | null>;
}

/** The control's height (Mantine's md size) and its top margin, held while its code loads. */
const RESERVED = {
  marginTop: 'var(--mantine-spacing-md)',
  height: 'calc(2rem * var(--mantine-scale))',
};

export function ListPagination(props: ListPaginationProps) {
  if (props.totalPages <= 1) return null;
  return (
    <Suspense fallback={<div style={RESERVED} aria-hidden />}>
      <ListPaginationControl {...props} />
    </Suspense>
  );
}
