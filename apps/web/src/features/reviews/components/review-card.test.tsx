import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '@chainreview/shared/schemas/review';
import { createQueryClient } from '@/lib/query-client';
import { fakeSession, renderWithSession, VIEWER } from '../../../../test/render-with-session';
import { useReview } from '../api/get-review';
import { reviewKeys } from '../api/review-cache';
import { makeReview } from '../test-fixtures';
import { ReviewCard } from './review-card';

// A loaded machine runs many suites at once: async queries get more than the default 1 s.
configure({ asyncUtilTimeout: 4000 });

// The card reads the review from the query cache, as every page does.
function CachedCard({ id }: { id: string }) {
  const query = useReview(id);
  return query.data ? <ReviewCard review={query.data} /> : null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let voteResponse: (vote: string) => Response;
const votes: string[] = [];

beforeEach(() => {
  votes.length = 0;
  voteResponse = (vote) =>
    json(200, { data: { vote, upVoteCount: 0, downVoteCount: 0, lastEnergy: 29, energySpent: 0 } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/vote') && init?.method === 'POST') {
        const { vote } = JSON.parse(String(init.body)) as { vote: string };
        votes.push(vote);
        return voteResponse(vote);
      }
      return json(200, { data: null });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderCard(review: Review, session = fakeSession(true)) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(reviewKeys.detail(review.id), review);
  const utils = await renderWithSession(<CachedCard id={review.id} />, { session, queryClient });
  await screen.findByTestId('review-card');
  return utils;
}

const upCount = () => screen.getByTestId('vote-up-count').textContent;
const downCount = () => screen.getByTestId('vote-down-count').textContent;

describe('review card votes', () => {
  it('counts a first upvote at once and sends a single call after the 100 ms debounce', async () => {
    voteResponse = () =>
      json(200, {
        data: { vote: 'up', upVoteCount: 4, downVoteCount: 1, lastEnergy: 30, energySpent: 0 },
      });
    await renderCard(makeReview());
    // fireEvent is synchronous: the assertions below run well inside the 100 ms
    fireEvent.click(screen.getByTestId('vote-up'));
    expect(upCount()).toBe('4');
    expect(screen.getByTestId('vote-up')).toHaveAttribute('aria-pressed', 'true');
    expect(votes).toEqual([]);
    await waitFor(() => expect(votes).toEqual(['up']));
    await waitFor(() => expect(screen.getByTestId('vote-up')).not.toHaveAttribute('aria-busy'));
    expect(upCount()).toBe('4');
    // no confirmation for a first vote
    expect(screen.queryByText('Are you sure you want to change your vote')).toBeNull();
  });

  it('asks before switching an upvote to a downvote: No keeps the vote, Yes switches it', async () => {
    voteResponse = () =>
      json(200, {
        data: { vote: 'down', upVoteCount: 2, downVoteCount: 2, lastEnergy: 29, energySpent: 1 },
      });
    await renderCard(
      makeReview({ vote: { userId: VIEWER.id, vote: 'up' }, upVoteCount: 3, downVoteCount: 1 }),
    );

    await userEvent.click(screen.getByTestId('vote-down'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to change your vote'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('You will spend 1 more energy for each change'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(upCount()).toBe('3');
    expect(downCount()).toBe('1');

    await userEvent.click(screen.getByTestId('vote-down'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    // optimistic: +1 down, -1 up
    expect(upCount()).toBe('2');
    expect(downCount()).toBe('2');
    await waitFor(() => expect(votes).toEqual(['down']));
    // the spent energy is told
    expect(
      await screen.findByText('This vote used 1 energy. Energy left: 29.'),
    ).toBeInTheDocument();
  });

  it('asks before removing a vote (pressing the same button again)', async () => {
    await renderCard(makeReview({ vote: { userId: VIEWER.id, vote: 'down' } }));
    await userEvent.click(screen.getByTestId('vote-down'));
    expect(
      await screen.findByText('Are you sure you want to change your vote'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(downCount()).toBe('0');
    await waitFor(() => expect(votes).toEqual(['none']));
  });

  it('rolls the counts back and says Out of energy. when the server refuses', async () => {
    voteResponse = () =>
      json(422, { statusCode: 422, error: 'Unprocessable Entity', message: ['not_enough_energy'] });
    await renderCard(
      makeReview({ vote: { userId: VIEWER.id, vote: 'up' }, upVoteCount: 3, downVoteCount: 1 }),
    );
    await userEvent.click(screen.getByTestId('vote-down'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(downCount()).toBe('2');
    expect(upCount()).toBe('2');
    expect(await screen.findByText('Out of energy.')).toBeInTheDocument();
    await waitFor(() => expect(downCount()).toBe('1'));
    expect(upCount()).toBe('3');
    expect(screen.getByTestId('vote-up')).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the Connect Wallet modal for a signed-out visitor instead of voting', async () => {
    const session = fakeSession(false);
    await renderCard(makeReview({ vote: undefined }), session);
    await userEvent.click(screen.getByTestId('vote-up'));
    expect(session.openConnectModal).toHaveBeenCalled();
    expect(upCount()).toBe('3');
    expect(votes).toEqual([]);
  });

  it('refuses a vote on one’s own review with the spec text', async () => {
    const own = makeReview({ user: { ...makeReview().user, id: VIEWER.id } });
    await renderCard(own);
    await userEvent.click(screen.getByTestId('vote-up'));
    expect(await screen.findByText('You cannot vote for yourself')).toBeInTheDocument();
    expect(upCount()).toBe('3');
    expect(votes).toEqual([]);
  });
});

describe('review card menu', () => {
  it('offers Edit to the owner and Report to everyone else', async () => {
    await renderCard(makeReview());
    await userEvent.click(screen.getByTestId('review-menu'));
    expect(await screen.findByTestId('review-report')).toBeInTheDocument();
    expect(screen.queryByTestId('review-edit')).toBeNull();
  });

  it('does not offer Report on one’s own review', async () => {
    await renderCard(makeReview({ user: { ...makeReview().user, id: VIEWER.id } }));
    await userEvent.click(screen.getByTestId('review-menu'));
    expect(await screen.findByTestId('review-edit')).toBeInTheDocument();
    expect(screen.queryByTestId('review-report')).toBeNull();
  });
});
