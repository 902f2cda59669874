// Read-only stars as one small SVG: five grey stars with the yellow ones laid over them, cut at
// the value (4.3 fills four and three tenths). Mantine's Rating draws an input and a label per
// star and per fraction (more than a hundred elements at fractions={10}); lists show dozens of
// these, so a page's DOM grew by thousands of nodes and its main thread with them.
import { useId } from 'react';

const SIZES = { xs: 14, sm: 18, md: 20, lg: 28 } as const;
/** One star's outline after its start point (relative moves, so it can be drawn anywhere). */
const STAR_REST =
  'l2.94 6.2 6.81.78-5.04 4.66 1.34 6.73-6.05-3.35-6.05 3.35 1.34-6.73-5.04-4.66 6.81-.78z';
/** The five stars as one path: two elements per rating instead of ten (lists show dozens). */
const FIVE_STARS = [0, 1, 2, 3, 4].map((i) => `M${12 + i * 24} 2.5${STAR_REST}`).join('');

export function StaticStars({
  value,
  size = 'sm',
  label,
}: {
  value: number;
  size?: keyof typeof SIZES;
  /** The accessible name ("Rated 4.3 out of 5"); without it the stars are decoration. */
  label?: string;
}) {
  const clip = useId();
  const px = SIZES[size];
  const filled = (Math.min(5, Math.max(0, value)) / 5) * 120;
  return (
    <svg
      width={px * 5}
      height={px}
      viewBox="0 0 120 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid="static-stars"
      data-value={value}
      style={{ display: 'block', flexShrink: 0 }}
    >
      <clipPath id={clip}>
        <rect width={filled} height={24} />
      </clipPath>
      <path d={FIVE_STARS} fill="var(--mantine-color-default-border)" />
      <path d={FIVE_STARS} fill="var(--mantine-color-yellow-filled)" clipPath={`url(#${clip})`} />
    </svg>
  );
}
