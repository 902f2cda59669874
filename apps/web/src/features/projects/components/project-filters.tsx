// Filter bar of the project lists: chain, category, type, sort (spec 9 sort options) and,
// for Trending, the window. Every control is labelled. Native selects, as the review filters:
// the browser's own picker and keyboard handling, without the combobox stack on the lists'
// first load.
import { Box, Chip, Group, Input, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CHAINS,
  PROJECT_CATEGORIES,
  PROJECT_TYPES,
  type Chain,
  type ProjectCategory,
  type ProjectType,
} from '@chainreview/shared/enums';
import { CHAIN_INFO } from '@chainreview/shared/chains';
import { WindowSelect } from '@/components/window-select';
import { LIST_SORT_KEYS, type ListSort } from '../sorts';
import type { ProjectFilters as Filters } from '../hooks/use-project-filters';
import classes from './catalogue.module.css';

const ALL = 'all';

export function ProjectFilters({
  filters,
  onChange,
  chainChips = false,
}: {
  filters: Filters;
  onChange: <K extends keyof Filters>(key: K, value: Filters[K] | null) => void;
  /** Chains as chips above the other filters (projects-by-chain). */
  chainChips?: boolean;
}) {
  const { t } = useTranslation();
  const chainName = (c: Chain) => (c === 'non_evm' ? t('chains.non_evm') : CHAIN_INFO[c].name);
  // 'eth' is an alias of 'ethereum' in the catalogue: list Ethereum once.
  const chains = CHAINS.filter((c) => c !== 'eth');

  return (
    <Stack gap="sm" data-testid="project-filters">
      {chainChips && (
        <Box className={classes.chipScroller}>
          <Chip.Group
            value={filters.chain ?? ALL}
            onChange={(v) => onChange('chain', v === ALL ? null : (v as Chain))}
          >
            <Group gap="xs" wrap="nowrap" role="radiogroup" aria-label={t('filters.chain')}>
              <Chip value={ALL} variant="light">
                {t('filters.allChains')}
              </Chip>
              {chains.map((c) => (
                <Chip key={c} value={c} variant="light">
                  {chainName(c)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Box>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        {!chainChips && (
          <NativeSelect
            label={t('filters.chain')}
            w={{ base: '100%', xs: 180 }}
            value={filters.chain ?? ALL}
            onChange={(e) => {
              const v = e.currentTarget.value;
              onChange('chain', v === ALL ? null : (v as Chain));
            }}
            data={[
              { value: ALL, label: t('filters.allChains') },
              ...chains.map((c) => ({ value: c, label: chainName(c) })),
            ]}
            data-testid="filter-chain"
          />
        )}
        <NativeSelect
          label={t('filters.category')}
          w={{ base: '100%', xs: 180 }}
          value={filters.category ?? ALL}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange('category', v === ALL ? null : (v as ProjectCategory));
          }}
          data={[
            { value: ALL, label: t('filters.allCategories') },
            ...PROJECT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
          ]}
          data-testid="filter-category"
        />
        <NativeSelect
          label={t('filters.sort')}
          w={{ base: '100%', xs: 240 }}
          value={filters.sort}
          onChange={(e) => onChange('sort', e.currentTarget.value as ListSort)}
          data={LIST_SORT_KEYS.map((key) => ({ value: key, label: t(`sorts.${key}`) }))}
          data-testid="filter-sort"
        />
        <Input.Wrapper label={t('filters.type')} labelElement="div">
          <SegmentedControl
            display="flex"
            aria-label={t('filters.type')}
            value={filters.type ?? ALL}
            onChange={(v) => onChange('type', v === ALL ? null : (v as ProjectType))}
            data={[
              { value: ALL, label: t('filters.allTypes') },
              ...PROJECT_TYPES.map((type) => ({ value: type, label: t(`projectTypes.${type}`) })),
            ]}
          />
        </Input.Wrapper>
        {filters.sort === 'trending' && (
          <WindowSelect
            value={filters.window}
            onChange={(w) => onChange('window', w)}
            label={t('home.trendingWindow')}
          />
        )}
      </Group>
    </Stack>
  );
}
