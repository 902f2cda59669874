// The 7 / 30 / 90 day window switch of Trending and Top Active Reviewers (spec 9).
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIME_WINDOWS, type TimeWindow } from '@chainreview/shared/enums';

export function WindowSelect({
  value,
  onChange,
  label,
}: {
  value: TimeWindow;
  onChange: (value: TimeWindow) => void;
  /** What the window applies to, for screen readers. */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={label}
      value={String(value)}
      onChange={(v) => onChange(Number(v) as TimeWindow)}
      data={TIME_WINDOWS.map((w) => ({ value: String(w), label: t('window.days', { count: w }) }))}
    />
  );
}
