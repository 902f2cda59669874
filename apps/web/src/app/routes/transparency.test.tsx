import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MODERATION_REASONS } from '@chainreview/shared/moderation';
import { installFakeApi, json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render';
import { formatDuration } from '@/features/removal/duration';
import TransparencyPage from './transparency';

afterEach(() => vi.unstubAllGlobals());

const reasons = (filled: Record<string, number>) => ({
  ...Object.fromEntries(MODERATION_REASONS.map((r) => [r, 0])),
  ...filled,
});

const MONTHS = [
  {
    month: '2026-02',
    reportsReceived: 1234,
    reportsUpheld: 7,
    reportsDismissed: 3,
    removals: { total: 3, byReason: reasons({ spam: 2, personal_data: 1 }) },
    restoredAfterAppeal: 1,
    appealsReceived: 2,
    medianDecisionSeconds: 7500,
  },
  {
    month: '2026-01',
    reportsReceived: 2,
    reportsUpheld: 0,
    reportsDismissed: 0,
    removals: { total: 0, byReason: reasons({}) },
    restoredAfterAppeal: 0,
    appealsReceived: 0,
    medianDecisionSeconds: null,
  },
];

describe('/transparency', { timeout: 30_000 }, () => {
  it('shows the monthly figures in a table with row and column headers', async () => {
    installFakeApi({
      'GET /api/public/transparency': () =>
        json(200, { data: { months: MONTHS, generatedAt: '2026-02-20T00:00:00.000Z' } }),
    });
    await renderRoute(TransparencyPage);
    const table = await screen.findByTestId('transparency-table', {}, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Month',
      'Reports received',
      'Upheld',
      'Dismissed',
      'Removals by rule',
      'Restored after appeal',
      'Median time to decision',
    ]);
    const feb = table.querySelector('tr[data-month="2026-02"]')! as HTMLElement;
    expect(within(feb).getByRole('rowheader')).toHaveTextContent('February 2026');
    expect(feb).toHaveTextContent('1,234');
    expect(feb).toHaveTextContent('Spam or advertising: 2');
    expect(feb).toHaveTextContent('Personal data: 1');
    expect(feb).toHaveTextContent(formatDuration(7500, 'en'));
    const jan = table.querySelector('tr[data-month="2026-01"]')! as HTMLElement;
    expect(jan).toHaveTextContent('—');
    expect(jan).not.toHaveTextContent('Spam');
  });

  it('says so when there is nothing yet, and when the figures cannot be loaded', async () => {
    installFakeApi({
      'GET /api/public/transparency': () =>
        json(200, { data: { months: [], generatedAt: '2026-02-20T00:00:00.000Z' } }),
    });
    const { unmount } = await renderRoute(TransparencyPage);
    expect(
      await screen.findByText('No reports or moderation decisions yet.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    unmount();
    installFakeApi({
      'GET /api/public/transparency': () =>
        json(500, { statusCode: 500, error: 'Internal Server Error', message: ['x'] }),
    });
    await renderRoute(TransparencyPage);
    expect(
      await screen.findByText(
        'The figures could not be loaded. Try again later.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  });

  it('names a log entry it was opened for', async () => {
    installFakeApi({
      'GET /api/public/transparency': () =>
        json(200, { data: { months: [], generatedAt: '2026-02-20T00:00:00.000Z' } }),
    });
    await renderRoute(TransparencyPage, { initialEntries: ['/transparency?entry=17'] });
    expect(
      await screen.findByText('Transparency log entry #17', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('formatDuration', () => {
  it('keeps the two largest units', () => {
    expect(formatDuration(0, 'en')).toBe('0 sec');
    expect(formatDuration(45, 'en')).toBe('45 sec');
    expect(formatDuration(7500, 'en')).toBe('2 hr 5 min');
    expect(formatDuration(90_061, 'en')).toBe('1 day 1 hr');
  });
});
