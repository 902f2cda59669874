// The one chain of a query's states on screen: loading (the caller's skeleton), failed (the
// error's text and a retry), empty (the caller's message) or the data. Lists and pages use it
// instead of writing the isPending / isError / length === 0 checks out each time.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { EmptyState, ErrorState } from './empty-state';

/** What QueryState reads of a query (a useQuery or a useInfiniteQuery result). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

export function QueryState<T>({
  query,
  loading,
  isEmpty,
  empty,
  emptyIcon,
  emptyTestId,
  renderError,
  frame,
  children,
}: {
  query: QueryLike<T>;
  loading: ReactNode;
  /** When the data counts as nothing to show (a list without rows). */
  isEmpty?: (data: T) => boolean;
  /** The empty message (shown as an EmptyState), or a screen's own empty node. */
  empty?: ReactNode;
  emptyIcon?: ReactNode;
  emptyTestId?: string;
  /** A screen's own failure view (e.g. "not found" for a 404); the default is the error's
   *  text and a retry. */
  renderError?: (error: Error, retry: () => void) => ReactNode;
  /** Wraps the error and empty views (e.g. in the card the data would fill). */
  frame?: (node: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const framed = (node: ReactNode) => <>{frame ? frame(node) : node}</>;
  if (query.isPending) return <>{loading}</>;
  if (query.isError) {
    const retry = () => void query.refetch();
    const error = query.error as Error;
    return framed(
      renderError ? (
        renderError(error, retry)
      ) : (
        <ErrorState message={errorMessage(error, t)} onRetry={retry} />
      ),
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data) && empty !== undefined)
    return framed(
      typeof empty === 'string' ? (
        <EmptyState message={empty} icon={emptyIcon} testId={emptyTestId} />
      ) : (
        empty
      ),
    );
  return <>{children(data)}</>;
}
