// Upvote and downvote with their counts. With a handler the buttons vote (the pressed one
// is marked); without one the bar is a link to the review detail (spec 2).
import { Button, Group } from '@mantine/core';
import {
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { numberFormat } from '@/lib/format';
import type { VoteState } from '../hooks/use-review-vote';

export function VoteBar({
  state,
  onVote,
  reviewId,
  busy = false,
}: {
  state: VoteState;
  onVote?: (button: 'up' | 'down') => void;
  reviewId: string;
  busy?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language, { notation: 'compact' });
  const up = state.vote === 'up';
  const down = state.vote === 'down';
  const linkProps = onVote ? {} : { component: Link, to: paths.review.href(reviewId) };
  return (
    <Group gap={4} role="group" aria-label={t('reviews.vote.label')} aria-busy={busy || undefined}>
      <Button
        {...(linkProps as object)}
        variant={up ? 'light' : 'subtle'}
        color={up ? 'teal' : 'gray'}
        size="compact-sm"
        radius="xl"
        leftSection={up ? <IconThumbUpFilled size={16} /> : <IconThumbUp size={16} />}
        aria-pressed={onVote ? up : undefined}
        aria-label={t('reviews.vote.upLabel', { total: number.format(state.up) })}
        onClick={onVote ? () => onVote('up') : undefined}
        data-testid="vote-up"
        data-active={up || undefined}
      >
        <span data-testid="vote-up-count">{number.format(state.up)}</span>
      </Button>
      <Button
        {...(linkProps as object)}
        variant={down ? 'light' : 'subtle'}
        color={down ? 'red' : 'gray'}
        size="compact-sm"
        radius="xl"
        leftSection={down ? <IconThumbDownFilled size={16} /> : <IconThumbDown size={16} />}
        aria-pressed={onVote ? down : undefined}
        aria-label={t('reviews.vote.downLabel', { total: number.format(state.down) })}
        onClick={onVote ? () => onVote('down') : undefined}
        data-testid="vote-down"
        data-active={down || undefined}
      >
        <span data-testid="vote-down-count">{number.format(state.down)}</span>
      </Button>
    </Group>
  );
}
