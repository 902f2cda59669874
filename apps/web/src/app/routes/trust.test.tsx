import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { installFakeApi, json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render';
import TrustPage from './trust';

afterEach(() => vi.unstubAllGlobals());

const FIGURES = {
  reviewsSigned: 1234,
  reviewsTotal: 2000,
  votesReversed: 56,
  ringsFound: 7,
  ringsFlagged: 2,
  reportsUpheld: 31,
  reportsDismissed: 12,
};

// Generous timeouts: these render whole pages in jsdom, slow on a busy machine.
describe('/trust', { timeout: 30_000 }, () => {
  it('shows the live figures the issue lists and explains the trusted rating', async () => {
    installFakeApi({ 'GET /api/public/trust': () => json(200, { data: FIGURES }) });
    await renderRoute(TrustPage);
    const expected = {
      reviewsSigned: ['1,234', 'Reviews signed by their authors'],
      votesReversed: ['56', 'Serial votes reversed'],
      ringsFound: ['7', 'Vote rings found'],
      reportsUpheld: ['31', 'Reports upheld'],
      reportsDismissed: ['12', 'Reports dismissed'],
    } as const;
    for (const [key, [value, label]] of Object.entries(expected)) {
      const card = await screen.findByTestId(`trust-figure-${key}`, {}, { timeout: 5000 });
      await vi.waitFor(() => expect(card).toHaveTextContent(value), { timeout: 5000 });
      expect(card).toHaveTextContent(label);
    }
    expect(screen.getByRole('heading', { name: 'Trusted rating' })).toBeInTheDocument();
    expect(screen.getByText(/needs about 10 established members/)).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    installFakeApi({
      'GET /api/public/trust': () =>
        json(500, { statusCode: 500, error: 'Internal Server Error', message: ['x'] }),
    });
    await renderRoute(TrustPage);
    expect(
      await screen.findByText(
        'The figures could not be loaded. Try again later.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
