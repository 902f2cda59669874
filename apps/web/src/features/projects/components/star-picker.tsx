// Stars to pick a rating (spec 4: hover previews, click sets, leaving resets to 0). Each star
// is a button, so the keyboard reaches it and screen readers say what it does.
import { useState } from 'react';
import { Group, UnstyledButton } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './star-picker.module.css';

export function StarPicker({
  value = 0,
  onPick,
  size = 36,
}: {
  value?: number;
  onPick: (rate: number) => void;
  size?: number;
}) {
  const { t } = useTranslation();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <Group
      gap={4}
      role="group"
      aria-label={t('project.rateThis')}
      onMouseLeave={() => setHover(0)}
      data-testid="star-picker"
    >
      {[1, 2, 3, 4, 5].map((star) => {
        const on = star <= shown;
        return (
          <UnstyledButton
            key={star}
            className={classes.star}
            data-on={on || undefined}
            aria-label={t('project.rateStars', { count: star })}
            onMouseEnter={() => setHover(star)}
            onFocus={() => setHover(star)}
            onBlur={() => setHover(0)}
            onClick={() => onPick(star)}
            data-testid={`star-${star}`}
          >
            {on ? <IconStarFilled size={size} /> : <IconStar size={size} stroke={1.5} />}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
