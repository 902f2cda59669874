import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
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
      screen.getByRole('progressbar', { name: '5 stars: 63% (24 reviews)' }),
    ).toBeInTheDocument();
  });
});
