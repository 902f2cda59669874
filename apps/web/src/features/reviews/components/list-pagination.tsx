// Pagination for a list inside a page: one sibling each side with ellipsis (spec 9), hidden
// for a single page; after a change the list's top is scrolled into view. Under a list it is
// below the fold: its code loads when it comes near (or at the first key press).
import { lazy } from 'react';
import { DeferredSection } from '@/components/deferred-section';

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
    <DeferredSection name="list-pagination" placeholder={<div style={RESERVED} aria-hidden />}>
      <ListPaginationControl {...props} />
    </DeferredSection>
  );
}
