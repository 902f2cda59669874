import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json } from '../../../test/fake-api';
import { fakeSession, renderWithSession } from '../../../test/render-with-session';
import { renderRoute } from '../../../test/render';
import type { ReviewTombstone as Tombstone } from '@chainreview/shared/moderation';
import { ReviewTombstone } from '@/features/removal/components/review-tombstone';
import ReviewPage from './review';

afterEach(() => vi.unstubAllGlobals());

const tombstone = (leafIndex: number | null = null): Tombstone => ({
  reviewId: '42',
  projectId: '3',
  removedAt: '2026-03-05T10:00:00.000Z',
  reasonCategory: 'scam',
  ruleLabelKey: 'moderationReasons.scam',
  logEntry: { leafIndex },
});

const renderTombstone = () =>
  renderWithSession(<ReviewTombstone tombstone={tombstone()} />, { session: fakeSession(true) });

describe('a review removed by moderation', { timeout: 30_000 }, () => {
  it('shows the tombstone to visitors: when, which rule, the log entry; no appeal', async () => {
    installFakeApi({
      'GET /api/public/reviews/42': () =>
        json(410, {
          statusCode: 410,
          error: 'Gone',
          message: ['review_removed'],
          tombstone: tombstone(17),
        }),
    });
    await renderRoute(ReviewPage, { path: '/reviews/:reviewId', initialEntries: ['/reviews/42'] });
    const tomb = await screen.findByTestId('review-tombstone', {}, { timeout: 5000 });
    expect(tomb).toHaveTextContent('Review removed by moderation');
    expect(tomb).toHaveTextContent('Removed on March 5, 2026.');
    expect(within(tomb).getByTestId('tombstone-rule')).toHaveTextContent('Scam or fraud');
    expect(within(tomb).getByTestId('tombstone-log-link')).toHaveAttribute(
      'href',
      '/transparency?entry=17',
    );
    expect(screen.queryByTestId('appeal-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it('lets its author appeal once, then shows the appeal', async () => {
    const api = installFakeApi({
      'GET /api/reviews/42/appeal': () => json(200, { data: null }),
      'POST /api/reviews/42/appeal': (call) =>
        json(201, {
          data: {
            id: '9',
            reviewId: '42',
            message: JSON.parse(call.body!).message,
            status: 'open',
            decisionReason: null,
            createdAt: '2026-03-06T10:00:00.000Z',
            decidedAt: null,
          },
        }),
    });
    await renderTombstone();
    const form = await screen.findByTestId('appeal-form', {}, { timeout: 5000 });
    expect(screen.getByTestId('review-tombstone')).toHaveTextContent('not available yet');
    await userEvent.click(within(form).getByTestId('appeal-submit'));
    expect(
      await within(form).findByText('Please explain your appeal in at least 10 characters.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Your appeal' }),
      'It was an honest warning about the token.',
    );
    await userEvent.click(within(form).getByTestId('appeal-submit'));
    const status = await screen.findByTestId('appeal-status');
    expect(status).toHaveTextContent('Your appeal is waiting for the admin team');
    expect(JSON.parse(api.calls.find((c) => c.method === 'POST')!.body!)).toEqual({
      message: 'It was an honest warning about the token.',
    });
    expect(screen.queryByTestId('appeal-form')).not.toBeInTheDocument();
  });

  it('shows no appeal to a signed-in member who is not the author', async () => {
    installFakeApi({
      'GET /api/reviews/42/appeal': () =>
        json(403, { statusCode: 403, error: 'Forbidden', message: ['appeal_only_author'] }),
    });
    await renderTombstone();
    await screen.findByTestId('review-tombstone', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByTestId('appeal-form')).not.toBeInTheDocument());
    expect(screen.queryByTestId('appeal-status')).not.toBeInTheDocument();
  });
});
