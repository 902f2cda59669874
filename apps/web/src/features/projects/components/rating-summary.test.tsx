import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../../test/render';
import { RatingSummary } from './rating-summary';

function Summary() {
  return (
    <RatingSummary
      avgStar={4.289}
      reviewCount={38}
      counts={{ star5: 24, star4: 9, star3: 0, star2: 2, star1: 3 }}
    />
  );
}

function WithTrusted() {
  return (
    <RatingSummary
      avgStar={4.8}
      trustedRating={3.94}
      reviewCount={5}
      counts={{ star5: 4, star4: 1, star3: 0, star2: 0, star1: 0 }}
    />
  );
}

function Unreviewed() {
  return (
    <RatingSummary
      avgStar={0}
      trustedRating={null}
      reviewCount={0}
      counts={{ star5: 0, star4: 0, star3: 0, star2: 0, star1: 0 }}
    />
  );
}

// Generous timeouts: these render whole pages in jsdom, slow on a busy machine.
describe('rating summary', { timeout: 30_000 }, () => {
  it('shows the count, the average out of 5 to one decimal, and a bar per star 5 to 1 with its percent', async () => {
    await renderRoute(Summary);
    expect(await screen.findByTestId('rating-average')).toHaveTextContent('4.3/5');
    expect(screen.getByTestId('rating-count')).toHaveTextContent('38 reviews');
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    const expected = { 5: '63%', 4: '24%', 3: '0%', 2: '5%', 1: '8%' } as const;
    for (const [star, percent] of Object.entries(expected)) {
      const bar = screen.getByTestId(`rating-bar-${star}`);
      expect(bar).toHaveTextContent(percent);
      expect(within(bar).getByRole('progressbar')).toHaveAttribute(
        'aria-valuenow',
        percent.replace('%', ''),
      );
    }
    expect(
      screen.getByRole('progressbar', { name: '5-star ratings: 63% (24 reviews)' }),
    ).toBeInTheDocument();
  });

  it('shows the trusted rating beside the average, explained in a tooltip reachable by keyboard', async () => {
    await renderRoute(WithTrusted);
    expect(await screen.findByTestId('rating-average')).toHaveTextContent('4.8/5');
    expect(screen.getByTestId('trusted-rating')).toHaveTextContent('Trusted rating 3.9');
    const name = 'About the average and the trusted rating';
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await userEvent.tab();
    const explain = await screen.findByTestId('trusted-rating-explain');
    expect(explain).toHaveTextContent('Average: the plain mean of all reviews');
    expect(explain).toHaveTextContent("each review counts by its author's standing");
    // the tooltip arrives on that first focus and mounts the button anew, focus kept
    expect(screen.getByRole('button', { name })).toHaveFocus();
  });

  it('shows no trusted rating before the first review', async () => {
    await renderRoute(Unreviewed);
    expect(await screen.findByTestId('rating-average')).toHaveTextContent('0.0/5');
    expect(screen.queryByTestId('trusted-rating')).not.toBeInTheDocument();
  });
});
