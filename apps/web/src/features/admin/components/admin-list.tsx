// How every admin list shows its state: the console's loader, the error as an alert, one
// dimmed line when empty, then the rows and the pager (hidden on a single page).
import type { ReactNode } from 'react';
import { Alert, Center, Loader, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/errors';
import type { AdminListState } from '../hooks/use-admin-list';

export function AdminList<T>({
  list,
  empty,
  loading,
  children,
}: {
  list: AdminListState<T>;
  empty: string;
  /** A list's own loading view; the console's loader otherwise. */
  loading?: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <QueryState
        query={list.query}
        loading={
          loading ?? (
            <Center py="xl">
              <Loader aria-label={t('admin.loading')} />
            </Center>
          )
        }
        renderError={(error) => (
          <Alert color="red" role="alert">
            {errorMessage(error, t)}
          </Alert>
        )}
        isEmpty={(page) => page.data.length === 0}
        empty={
          <Text c="dimmed" py="lg" ta="center">
            {empty}
          </Text>
        }
      >
        {(page) => children(page.data)}
      </QueryState>
      {list.pages > 1 && (
        <Center>
          <Pagination
            total={list.pages}
            value={list.page}
            onChange={list.setPage}
            getControlProps={(control) => ({ 'aria-label': t(`admin.page.${control}`) })}
          />
        </Center>
      )}
    </>
  );
}
