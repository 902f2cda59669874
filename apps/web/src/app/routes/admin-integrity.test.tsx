import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json } from '../../../test/fake-api';
import { VIEWER, fakeSession, renderWithSession } from '../../../test/render-with-session';
import { AdminGate } from './admin';

afterEach(() => vi.unstubAllGlobals());

const admin = fakeSession(true, { user: { ...VIEWER, role: 'admin' } });
const ring = {
  id: '5',
  memberIds: ['11', '12', '13'],
  members: [
    { id: '11', address: '0x1111111111111111111111111111111111111111', displayName: 'Ann' },
    { id: '12', address: '0x2222222222222222222222222222222222222222', displayName: null },
    { id: '13', address: '0x3333333333333333333333333333333333333333', displayName: 'Cid' },
  ],
  status: 'flagged',
  lift: 14.25,
  detectedAt: '2026-11-20T03:00:00.000Z',
  clearedAt: null,
};

describe('admin console: vote integrity', { timeout: 30_000 }, () => {
  it('lists flagged rings with their members, runs the check and clears a ring', async () => {
    const api = installFakeApi({
      'GET /api/admin/counts': () =>
        json(200, { data: { submissions: 0, reports: 0, editRequests: 0 } }),
      'GET /api/admin/vote-rings': (call) =>
        json(200, { data: call.query.get('status') === 'flagged' ? [ring] : [] }),
      'POST /api/admin/vote-integrity/run': () =>
        json(200, { data: { votesScanned: 420, serialVotesReversed: 6, ringsFlagged: 0 } }),
      'PUT /api/admin/vote-rings/5/status': () =>
        json(200, { data: { ...ring, status: 'cleared' } }),
    });
    await renderWithSession(<AdminGate />, { path: '/admin?tab=integrity', session: admin });
    const card = await screen.findByTestId('admin-vote-ring');
    expect(card).toHaveTextContent('Ring #5');
    expect(card).toHaveTextContent('14.3× the expected votes');
    expect(within(card).getByRole('link', { name: 'Ann' })).toHaveAttribute(
      'href',
      `/user/address/${ring.members[0]!.address}`,
    );
    expect(within(card).getByRole('link', { name: '0x2222...2222' })).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('integrity-run'));
    expect(
      await screen.findByText('Checked 420 votes: 6 serial votes reversed, 0 new rings flagged.'),
    ).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The votes of these 3 accounts will weigh in rankings again.');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Colleagues, checked.');
    await userEvent.click(within(dialog).getByTestId('admin-confirm'));
    await waitFor(() => expect(api.callsTo('/api/admin/vote-rings/5/status')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('/api/admin/vote-rings/5/status')[0]!.body!)).toEqual({
      status: 'cleared',
      reason: 'Colleagues, checked.',
    });
    expect(await screen.findByText('Ring #5 was cleared.')).toBeInTheDocument();
  });

  it('says when no ring is flagged', async () => {
    installFakeApi({
      'GET /api/admin/counts': () =>
        json(200, { data: { submissions: 0, reports: 0, editRequests: 0 } }),
      'GET /api/admin/vote-rings': () => json(200, { data: [] }),
    });
    await renderWithSession(<AdminGate />, { path: '/admin?tab=integrity', session: admin });
    expect(await screen.findByText('No flagged vote rings.')).toBeInTheDocument();
  });
});
