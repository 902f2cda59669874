import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession, renderWithSession } from '../../../../test/render-with-session';
import { makeReview } from '../test-fixtures';
import { formatHolderPercent, ReviewAuthor } from './review-author';

afterEach(() => vi.unstubAllGlobals());

describe('holder badge', () => {
  it('shows the tier and the share held when reviewing, explained in a tooltip', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"data":null}', { status: 200 })),
    );
    const review = makeReview({ holderBadge: 'WHALE', holderPercent: 1.234 });
    await renderWithSession(<ReviewAuthor review={review} />, { session: fakeSession(false) });
    const badge = screen.getByTestId('holder-badge');
    expect(badge).toHaveTextContent('Whale · held 1.23 % when reviewing');
    await userEvent.hover(badge);
    expect(
      await screen.findByText(/the server read the author's token balance on chain/),
    ).toBeInTheDocument();
  });

  it('shows the tier alone when the share is unknown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"data":null}', { status: 200 })),
    );
    await renderWithSession(
      <ReviewAuthor review={makeReview({ holderBadge: 'SHRIMP', holderPercent: null })} />,
      { session: fakeSession(false) },
    );
    expect(screen.getByTestId('holder-badge')).toHaveTextContent(/^Shrimp$/);
  });

  it('formats small and large shares with 3 significant digits', () => {
    expect(formatHolderPercent(0.000123456, 'en')).toBe('0.000123');
    expect(formatHolderPercent(12.345, 'en')).toBe('12.3');
  });
});
