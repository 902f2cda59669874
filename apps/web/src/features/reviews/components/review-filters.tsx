// The filter bars above a project's reviews (spec 2, 4): sort, star filter and language. Native
// selects: the browser's own picker (phones' wheel included) and keyboard handling, without
// the combobox stack on a project page's first load.
import { Group, NativeSelect } from '@mantine/core';
import { IconArrowsSort, IconLanguage, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  RATING_FILTERS,
  REVIEW_SORTS,
  type Language,
  type RatingFilter,
  type ReviewSort,
} from '@chainreview/shared/enums';

export interface ReviewFilterValues {
  sort: ReviewSort;
  filter: RatingFilter;
  language: Language | null;
}

export const DEFAULT_REVIEW_FILTERS: ReviewFilterValues = {
  sort: 'newest',
  filter: 'all_review',
  language: null,
};

const ALL_LANGUAGES = 'all';

export function ReviewFilters({
  value,
  onChange,
}: {
  value: ReviewFilterValues;
  onChange: (value: ReviewFilterValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap" data-testid="review-filters">
      <NativeSelect
        label={t('reviews.list.sort')}
        leftSection={<IconArrowsSort size={16} />}
        data={REVIEW_SORTS.map((s) => ({ value: s, label: t(`reviews.sorts.${s}`) }))}
        value={value.sort}
        onChange={(event) => onChange({ ...value, sort: event.currentTarget.value as ReviewSort })}
        miw={180}
        data-testid="review-sort"
      />
      <NativeSelect
        label={t('reviews.list.filter')}
        leftSection={<IconStar size={16} />}
        data={RATING_FILTERS.map((f) => ({ value: f, label: t(`reviews.filters.${f}`) }))}
        value={value.filter}
        onChange={(event) =>
          onChange({ ...value, filter: event.currentTarget.value as RatingFilter })
        }
        miw={150}
        data-testid="review-star-filter"
      />
      <NativeSelect
        label={t('reviews.list.language')}
        leftSection={<IconLanguage size={16} />}
        data={[
          { value: ALL_LANGUAGES, label: t('reviews.list.allLanguages') },
          ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
        ]}
        value={value.language ?? ALL_LANGUAGES}
        onChange={(event) => {
          const v = event.currentTarget.value;
          onChange({ ...value, language: v === ALL_LANGUAGES ? null : (v as Language) });
        }}
        miw={150}
        data-testid="review-language-filter"
      />
    </Group>
  );
}
