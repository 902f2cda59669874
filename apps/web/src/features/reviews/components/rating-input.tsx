// Star rating input (spec 4): hover previews, click sets, leaving resets the preview. A
// radio group for assistive technology: arrow keys move between the stars.
import { useState } from 'react';
import { Group, UnstyledButton } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './review-form.module.css';

export function RatingInput({
  value,
  onChange,
  size = 36,
  labelledBy,
  disabled = false,
}: {
  value: number;
  onChange: (rate: number) => void;
  size?: number;
  labelledBy?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  const move = (event: React.KeyboardEvent, star: number) => {
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? Math.min(5, star + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? Math.max(1, star - 1)
          : null;
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    const group = event.currentTarget.parentElement;
    group?.querySelector<HTMLButtonElement>(`[data-star="${next}"]`)?.focus();
  };
  return (
    <Group
      gap={4}
      role="radiogroup"
      aria-labelledby={labelledBy}
      onMouseLeave={() => setHover(0)}
      data-testid="rating-input"
    >
      {[1, 2, 3, 4, 5].map((star) => {
        const on = star <= shown;
        const checked = star === value;
        return (
          <UnstyledButton
            key={star}
            role="radio"
            aria-checked={checked}
            tabIndex={checked || (value === 0 && star === 1) ? 0 : -1}
            className={classes.star}
            data-on={on || undefined}
            data-star={star}
            aria-label={t('reviews.form.rateStars', { count: star })}
            disabled={disabled}
            onMouseEnter={() => setHover(star)}
            onClick={() => onChange(star)}
            onKeyDown={(e) => move(e, star)}
            data-testid={`rate-star-${star}`}
          >
            {on ? <IconStarFilled size={size} /> : <IconStar size={size} stroke={1.5} />}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
