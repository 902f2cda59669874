import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeSession, renderWithSession } from '../../../../test/render-with-session';
import { makeReview } from '../test-fixtures';
import { MyReviewBlock } from './my-review-block';

afterEach(() => vi.unstubAllGlobals());

describe('own review block', () => {
  it('tells the author that reports hid the review pending moderation, and holds the edit back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"data":null}', { status: 200 })),
    );
    await renderWithSession(<MyReviewBlock review={makeReview({ status: 'hidden' })} />, {
      session: fakeSession(true),
    });
    const notice = screen.getByTestId('moderation-notice');
    expect(notice).toHaveTextContent('Awaiting moderation');
    expect(notice).toHaveTextContent('Only you can see it until the admin team decides');
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('my-review-edit')).toBeDisabled();
  });

  it('shows no notice and allows editing for a visible review', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"data":null}', { status: 200 })),
    );
    await renderWithSession(<MyReviewBlock review={makeReview()} />, {
      session: fakeSession(true),
    });
    expect(screen.queryByTestId('moderation-notice')).not.toBeInTheDocument();
    expect(screen.getByTestId('my-review-edit')).toBeEnabled();
  });
});
