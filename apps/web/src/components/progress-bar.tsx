// A Mantine progress bar whose whole track is the progressbar: named (aria-label or
// aria-labelledby) and with a spoken value (aria-valuetext), which Mantine's <Progress> puts
// on a role-less div.
import { Progress, type ProgressRootProps } from '@mantine/core';

export function ProgressBar({
  value,
  color,
  valueText,
  ...root
}: Omit<ProgressRootProps, 'children'> & {
  value: number;
  color?: string;
  valueText: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
  'data-percent'?: number;
}) {
  return (
    <Progress.Root
      {...root}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      aria-valuetext={valueText}
    >
      <Progress.Section value={value} color={color} withAria={false} />
    </Progress.Root>
  );
}
