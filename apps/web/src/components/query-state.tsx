// The one chain of a query's states on screen: loading (the caller's skeleton), failed (the
// error's text and a retry), empty (the caller's message) or the data. Lists and pages use it
// instead of writing the isPending / isError / length === 0 checks out each time.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { EmptyState, ErrorState } from './empty-state';

export function QueryState<T>({
  query,
  loading,
  isEmpty,
  empty,
  emptyTestId,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  /** When the data counts as nothing to show (a list without rows). */
  isEmpty?: (data: T) => boolean;
  /** The empty message. */
  empty?: string;
  emptyTestId?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <>{loading}</>;
  if (query.isError)
    return (
      <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />
    );
  if (isEmpty?.(query.data) && empty !== undefined)
    return <EmptyState message={empty} testId={emptyTestId} />;
  return <>{children(query.data)}</>;
}
