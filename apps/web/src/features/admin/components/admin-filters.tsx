// The filter header of an admin list. A list searched by keyword shows the search box and a
// status select (native: no combobox code for it) side by side; a queue filtered by status
// only shows segmented buttons.
import { Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The part of an admin list's state the header reads and sets. */
type FilteredList = {
  filters: { status: string; keyword?: string };
  setFilter(key: 'status' | 'keyword', value: string): void;
};

export function AdminFilters({
  list,
  statuses,
  labels,
  search,
}: {
  list: FilteredList;
  /** the status values in their order, each named by `${labels}.${value}` in the locales */
  statuses: readonly string[];
  labels: string;
  /** the keyword search's placeholder; a list without one has no search */
  search?: string;
}) {
  const { t } = useTranslation();
  const data = statuses.map((value) => ({ value, label: t(`${labels}.${value}`) }));
  if (search === undefined)
    return (
      <SegmentedControl
        aria-label={t('admin.filters.status')}
        value={list.filters.status}
        onChange={(v) => list.setFilter('status', v)}
        data={data}
      />
    );
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label={t('admin.filters.search')}
        placeholder={search}
        value={list.filters.keyword ?? ''}
        onChange={(e) => list.setFilter('keyword', e.currentTarget.value)}
        w={280}
      />
      <NativeSelect
        label={t('admin.filters.status')}
        value={list.filters.status}
        onChange={(e) => list.setFilter('status', e.currentTarget.value)}
        data={data}
      />
    </Group>
  );
}
