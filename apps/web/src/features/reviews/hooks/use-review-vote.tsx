// The vote buttons' behaviour (spec 4): none+up=UP, UP+up=none, DOWN+up=UP and the same for
// down; a change or removal asks for confirmation first; the counts move at once and fall
// back to the server's when the call fails; clicks settle for 100 ms before one call is
// sent; a vote that spent energy says so; signed-out users get the Connect Wallet modal. The
// call's code loads with the first vote sent.
import { useEffect, useRef, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Vote } from '@chainreview/shared/enums';
import { TIMERS } from '@chainreview/shared/limits';
import type { ReviewCard } from '@chainreview/shared/schemas/review';
import { isVoteChange, nextVote, voteDelta } from '@chainreview/shared/votes';
import { openConfirmModal } from '@/components/deferred-modals';
import { useSession } from '@/lib/session';
import { showErrorToast } from '@/lib/error-toast';
import { loadErrorTexts } from '@/lib/i18n';

export interface VoteState {
  vote: Vote;
  up: number;
  down: number;
}

/** The state after pressing `button` (pure: the counts follow the vote, spec 4). */
export function pressVote(state: VoteState, button: 'up' | 'down'): VoteState {
  const to = nextVote(state.vote, button);
  const delta = voteDelta(state.vote, to);
  return { vote: to, up: state.up + delta.up, down: state.down + delta.down };
}

export function useReviewVote(review: ReviewCard) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  const server: VoteState = {
    vote: review.vote?.vote ?? 'none',
    up: review.upVoteCount,
    down: review.downVoteCount,
  };
  const [optimistic, setOptimistic] = useState<VoteState | null>(null);
  const shown = optimistic ?? server;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const serverVote = useRef(server.vote);
  serverVote.current = server.vote;
  const isOwn = Boolean(session.user && session.user.id === review.user.id);
  // After the server's answer the shown state is the answer until the cached review (the
  // `review` prop) carries it: the cache edit reaches the list a tick later, and clearing at
  // once would flash the old vote for a frame.
  const answered = useRef(false);
  useEffect(() => {
    if (!answered.current) return;
    answered.current = false;
    setOptimistic(null);
  }, [review]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const send = (vote: Vote) => {
    setPending(true);
    import('../api/vote-review')
      .then(({ sendVote }) => sendVote(queryClient, review.id, session.user?.id, vote))
      .then(
        (result) => {
          // the cache is updated either way; the card's own state only while it is shown
          if (!mounted.current) return;
          answered.current = true;
          setOptimistic({ vote: result.vote, up: result.upVoteCount, down: result.downVoteCount });
          if (result.energySpent > 0)
            notifications.show({
              color: 'yellow',
              message: t('reviews.vote.energySpent', {
                n: result.energySpent,
                left: result.lastEnergy,
              }),
            });
        },
        (error: unknown) => {
          if (!mounted.current) return;
          // Rollback: the counts on screen go back to the server's.
          setOptimistic(null);
          showErrorToast(error, t, t('common.error'));
        },
      )
      .finally(() => {
        if (mounted.current) setPending(false);
      });
  };

  const apply = (next: VoteState) => {
    setOptimistic(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      if (next.vote === serverVote.current) setOptimistic(null);
      else send(next.vote);
    }, TIMERS.voteDebounce);
  };

  const press = (button: 'up' | 'down') => {
    if (!session.isAuthenticated) {
      session.openConnectModal();
      return;
    }
    if (isOwn) {
      // the error texts load with the first error, not with every feed of cards
      void loadErrorTexts().then(() => showErrorToast(t('errors.you_cannot_vote_for_yourself'), t));
      return;
    }
    if (pending) return;
    const next = pressVote(shown, button);
    if (!isVoteChange(shown.vote, next.vote)) {
      apply(next);
      return;
    }
    openConfirmModal({
      title: t('reviews.vote.confirmTitle'),
      centered: true,
      radius: 'lg',
      children: (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('reviews.vote.confirmWarning')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('reviews.vote.yes'), cancel: t('reviews.vote.no') },
      confirmProps: { 'data-testid': 'vote-confirm-yes' } as Record<string, string>,
      cancelProps: { 'data-testid': 'vote-confirm-no' } as Record<string, string>,
      onConfirm: () => apply(next),
    });
  };

  return { state: shown, press, pending, isOwn };
}
