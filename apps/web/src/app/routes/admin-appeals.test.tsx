import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json } from '../../../test/fake-api';
import { VIEWER, fakeSession, renderWithSession } from '../../../test/render-with-session';
import { AdminGate } from './admin';

afterEach(() => vi.unstubAllGlobals());

const admin = fakeSession(true, { user: { ...VIEWER, role: 'admin' } });
const counts = () =>
  json(200, { data: { submissions: 0, reports: 1, editRequests: 0, appeals: 1 } });

const appeal = {
  id: '9',
  reviewId: '42',
  message: 'It was an honest warning about the token.',
  status: 'open',
  decisionReason: null,
  createdAt: '2026-03-06T10:00:00.000Z',
  decidedAt: null,
  author: { id: '5', address: '0x00000000000000000000000000000000000000a5', displayName: 'Ann' },
  review: { title: 'Avoid this token', projectId: '3', projectName: 'Rug Coin' },
  reasonCategory: 'scam',
  removalReason: 'Accuses without proof.',
  removedAt: '2026-03-05T10:00:00.000Z',
};

describe('admin appeals', { timeout: 30_000 }, () => {
  it('lists appeals with the rule and restores one; rejecting asks for a reason', async () => {
    const api = installFakeApi({
      'GET /api/admin/counts': counts,
      'GET /api/admin/appeals': () =>
        json(200, { data: [appeal], meta: { limit: 10, offset: 0, total: 1 }, open: 1 }),
      'PUT /api/admin/appeals/9': () => json(200, { data: { ...appeal, status: 'restored' } }),
    });
    await renderWithSession(<AdminGate />, { path: '/admin?tab=appeals', session: admin });
    const card = await screen.findByTestId('admin-appeal', {}, { timeout: 5000 });
    await vi.waitFor(() =>
      expect(screen.getByRole('tab', { name: /Appeals/ })).toHaveTextContent('Appeals1'),
    );
    expect(card).toHaveTextContent('Scam or fraud');
    expect(card).toHaveTextContent('Avoid this token');
    expect(card).toHaveTextContent('Rug Coin · by Ann');
    expect(card).toHaveTextContent('Appeal: It was an honest warning about the token.');

    await userEvent.click(within(card).getByRole('button', { name: 'Reject appeal' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject this appeal?' });
    await userEvent.click(within(dialog).getByTestId('admin-confirm'));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(card).getByRole('button', { name: 'Restore review' }));
    dialog = await screen.findByRole('dialog', { name: 'Restore this review?' });
    await userEvent.click(within(dialog).getByTestId('admin-confirm'));
    await vi.waitFor(() => expect(api.callsTo('/api/admin/appeals/9')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('/api/admin/appeals/9')[0]!.body!)).toEqual({
      decision: 'restore',
    });
  });

  it('upholds reports with the rule they point at, which the admin may change', async () => {
    const api = installFakeApi({
      'GET /api/admin/counts': counts,
      'GET /api/admin/reports': () =>
        json(200, {
          data: [
            {
              targetType: 'review',
              targetId: '77',
              target: {
                text: 'Buy now at scam.example',
                status: 'hidden',
                authorId: '5',
                authorAddress: '0x00000000000000000000000000000000000000a5',
                reviewId: '77',
                projectId: '3',
              },
              totalWeight: 2,
              reports: ['do_not_spam', 'do_not_spam', 'offensive_language'].map((reason, i) => ({
                id: String(i + 1),
                reporter: { id: String(i + 10), address: `0x${'b'.repeat(40)}`, displayName: null },
                reason,
                note: 'Looks like spam to me.',
                weight: 1,
                status: 'open',
                createdAt: '2026-03-05T10:00:00.000Z',
              })),
            },
          ],
          meta: { limit: 10, offset: 0, total: 1 },
        }),
      'PUT /api/admin/reports/review/77': () =>
        json(200, { data: { targetType: 'review', targetId: '77', status: 'blocked' } }),
    });
    await renderWithSession(<AdminGate />, { path: '/admin?tab=reports', session: admin });
    const report = await screen.findByTestId('admin-report', {}, { timeout: 5000 });
    await userEvent.click(within(report).getByRole('button', { name: 'Uphold (block)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uphold the reports?' });
    const rule = within(dialog).getByRole('combobox', { name: /Rule broken/ });
    expect(rule).toHaveValue('Spam or advertising');
    // the reason stays the dialog's one text field
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    await userEvent.click(rule);
    await userEvent.click(await screen.findByRole('option', { name: 'Scam or fraud' }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Phishing link.');
    await userEvent.click(within(dialog).getByTestId('admin-confirm'));
    await vi.waitFor(() => expect(api.callsTo('/api/admin/reports/review/77')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('/api/admin/reports/review/77')[0]!.body!)).toEqual({
      decision: 'uphold',
      reason: 'Phishing link.',
      reasonCategory: 'scam',
    });
  });
});
