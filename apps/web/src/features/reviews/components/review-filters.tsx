// The filter bars above a project's reviews (spec 2, 4): sort, star filter and language.
import { Group, Select } from '@mantine/core';
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
      <Select
        label={t('reviews.list.sort')}
        leftSection={<IconArrowsSort size={16} />}
        data={REVIEW_SORTS.map((s) => ({ value: s, label: t(`reviews.sorts.${s}`) }))}
        value={value.sort}
        onChange={(v) => v && onChange({ ...value, sort: v as ReviewSort })}
        allowDeselect={false}
        miw={180}
        data-testid="review-sort"
      />
      <Select
        label={t('reviews.list.filter')}
        leftSection={<IconStar size={16} />}
        data={RATING_FILTERS.map((f) => ({ value: f, label: t(`reviews.filters.${f}`) }))}
        value={value.filter}
        onChange={(v) => v && onChange({ ...value, filter: v as RatingFilter })}
        allowDeselect={false}
        miw={150}
        data-testid="review-star-filter"
      />
      <Select
        label={t('reviews.list.language')}
        leftSection={<IconLanguage size={16} />}
        data={[
          { value: ALL_LANGUAGES, label: t('reviews.list.allLanguages') },
          ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
        ]}
        value={value.language ?? ALL_LANGUAGES}
        onChange={(v) =>
          onChange({ ...value, language: !v || v === ALL_LANGUAGES ? null : (v as Language) })
        }
        allowDeselect={false}
        miw={150}
        data-testid="review-language-filter"
      />
    </Group>
  );
}
