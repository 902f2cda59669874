import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, makeProject } from '../../../test/fake-api';
import { VIEWER, fakeSession, renderWithSession } from '../../../test/render-with-session';
import { storeToken } from '../../../test/session';
import { AdminGate } from './admin';

afterEach(() => vi.unstubAllGlobals());

const admin = fakeSession(true, { user: { ...VIEWER, role: 'admin' } });
const submission = {
  ...makeProject({ name: 'Queue Coin', symbol: 'QUE' }),
  featureRank: 0,
  status: 'pending',
};

describe('admin console', { timeout: 30_000 }, () => {
  it('is the not-found page for a member who is not an admin, and for visitors', async () => {
    const api = installFakeApi({});
    await renderWithSession(<AdminGate />, { path: '/admin' });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    await renderWithSession(<AdminGate />, { path: '/admin', session: fakeSession(false) });
    expect(screen.getAllByTestId('not-found')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('shows the queues with counts and rejects a submission only with a reason', async () => {
    const api = installFakeApi({
      'GET /api/admin/counts': () =>
        json(200, { data: { submissions: 1, reports: 3, editRequests: 0 } }),
      'GET /api/admin/projects': () =>
        json(200, { data: [submission], meta: { limit: 10, offset: 0, total: 1 } }),
      [`PUT /api/admin/projects/${submission.id}/status`]: () =>
        json(200, { data: { ...submission, status: 'blocked' } }),
    });
    await renderWithSession(<AdminGate />, { path: '/admin', session: admin });
    expect(await screen.findByRole('heading', { name: 'Admin console' })).toBeInTheDocument();
    const card = await screen.findByTestId('admin-submission');
    expect(card).toHaveTextContent('Queue Coin (QUE)');
    expect(screen.getByRole('tab', { name: /Reports/ })).toHaveTextContent('3');

    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('admin-confirm'));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(api.callsTo(`/api/admin/projects/${submission.id}/status`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox'), 'Duplicate listing.');
    await userEvent.click(within(dialog).getByTestId('admin-confirm'));
    await waitFor(() =>
      expect(api.callsTo(`/api/admin/projects/${submission.id}/status`)).toHaveLength(1),
    );
    expect(
      JSON.parse(api.callsTo(`/api/admin/projects/${submission.id}/status`)[0]!.body!),
    ).toEqual({
      status: 'blocked',
      reason: 'Duplicate listing.',
    });
    expect(await screen.findByText('Queue Coin was rejected.')).toBeInTheDocument();
  });

  it('shows report reasons by their labels, not their codes', async () => {
    storeToken();
    const report = (id: string, reason: string, note: string | null) => ({
      id,
      reporter: {
        id,
        address: `0x00000000000000000000000000000000000000b${id}`,
        displayName: null,
      },
      reason,
      note,
      weight: 1,
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    installFakeApi({
      'GET /api/admin/counts': () =>
        json(200, { data: { submissions: 0, reports: 1, editRequests: 0 } }),
      'GET /api/admin/reports': () =>
        json(200, {
          data: [
            {
              targetType: 'review',
              targetId: '78',
              target: {
                text: 'Spam spam',
                status: 'active',
                authorId: '5',
                authorAddress: '0x00000000000000000000000000000000000000a5',
                reviewId: '78',
                projectId: '3',
              },
              totalWeight: 2,
              reports: [report('1', 'do_not_spam', null), report('2', 'other', 'A bot')],
            },
          ],
          meta: { limit: 10, offset: 0, total: 1 },
        }),
    });
    await renderWithSession(<AdminGate />, { path: '/admin?tab=reports', session: admin });
    const card = await screen.findByTestId('admin-report');
    expect(within(card).getByText('Do not spam')).toBeInTheDocument();
    expect(within(card).getByText('Other reasons')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('do_not_spam');
    expect(within(card).queryByText('other')).not.toBeInTheDocument();
  });

  it("opens a blocked review's edit history from the reports queue", async () => {
    storeToken();
    const version = (n: number, title: string, current: boolean) => ({
      version: n,
      current,
      title,
      content: '{}',
      contentText: `${title}: the text`,
      rate: n,
      language: 'en',
      writtenAt: '2026-11-0' + n + 'T10:00:00.000Z',
      replacedAt: current ? null : '2026-11-02T10:00:00.000Z',
      signed: false,
      signature: null,
      typedData: null,
    });
    const api = installFakeApi({
      'GET /api/admin/counts': () =>
        json(200, { data: { submissions: 0, reports: 1, editRequests: 0 } }),
      'GET /api/admin/reports': () =>
        json(200, {
          data: [
            {
              targetType: 'review',
              targetId: '77',
              target: {
                text: 'Buy now at scam.example',
                status: 'blocked',
                authorId: '5',
                authorAddress: '0x00000000000000000000000000000000000000a5',
                reviewId: '77',
                projectId: '3',
              },
              totalWeight: 3,
              reports: [],
            },
          ],
          meta: { limit: 10, offset: 0, total: 1 },
        }),
      'GET /api/reviews/77/versions': () =>
        json(200, {
          data: [version(1, 'Honest first draft', false), version(2, 'Buy now', true)],
        }),
    });
    await renderWithSession(<AdminGate />, { path: '/admin?tab=reports', session: admin });
    const report = await screen.findByTestId('admin-report');
    expect(report).toHaveTextContent('blocked');
    await userEvent.click(within(report).getByTestId('review-history'));
    const versions = await within(await screen.findByTestId('history-dialog')).findAllByTestId(
      'review-version',
    );
    expect(versions.map((v) => v.textContent)).toEqual([
      expect.stringContaining('Buy now'),
      expect.stringContaining('Honest first draft'),
    ]);
    expect(api.callsTo('/api/reviews/77/versions')).toHaveLength(1);
  });

  it('shows the server error when an action fails', async () => {
    installFakeApi({
      'GET /api/admin/counts': () =>
        json(200, { data: { submissions: 0, reports: 0, editRequests: 0 } }),
      'GET /api/admin/projects': () =>
        json(200, { data: [submission], meta: { limit: 10, offset: 0, total: 1 } }),
      [`PUT /api/admin/projects/${submission.id}/status`]: () =>
        json(409, { statusCode: 409, error: 'Conflict', message: ['project_already_blocked'] }),
    });
    await renderWithSession(<AdminGate />, { path: '/admin', session: admin });
    const card = await screen.findByTestId('admin-submission');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByTestId('admin-confirm'));
    expect(await screen.findByText('Project already blocked.')).toBeInTheDocument();
  });

  it('filters the submissions by a search', async () => {
    const api = installFakeApi({
      'GET /api/admin/counts': () =>
        json(200, { data: { submissions: 1, reports: 0, editRequests: 0 } }),
      'GET /api/admin/projects': (call) =>
        json(200, {
          data: call.query.get('keyword') === 'nothing' ? [] : [submission],
          meta: { limit: 10, offset: 0, total: 1 },
        }),
    });
    await renderWithSession(<AdminGate />, { path: '/admin', session: admin });
    await screen.findByTestId('admin-submission');
    await userEvent.type(screen.getByTestId('admin-submissions-search'), 'nothing');
    expect(await screen.findByText('No submission is waiting.')).toBeInTheDocument();
    const searched = api.callsTo('/api/admin/projects').at(-1)!;
    expect(searched.query.get('status')).toBe('pending');
    expect(searched.query.get('keyword')).toBe('nothing');
  });

  it('filters the audit trail by action and target', async () => {
    const api = installFakeApi({
      'GET /api/admin/counts': () =>
        json(200, { data: { submissions: 0, reports: 0, editRequests: 0 } }),
      'GET /api/admin/audit': () =>
        json(200, { data: [], meta: { limit: 10, offset: 0, total: 0 } }),
    });
    await renderWithSession(<AdminGate audit />, { path: '/admin/audit', session: admin });
    expect(await screen.findByText('No audit entry matches.')).toBeInTheDocument();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Target' }),
      screen.getByRole('option', { name: 'Edit request' }),
    );
    await waitFor(() =>
      expect(api.callsTo('/api/admin/audit').at(-1)!.query.get('targetType')).toBe('edit_request'),
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Action' }),
      screen.getByRole('option', { name: 'Submission approved' }),
    );
    await waitFor(() => {
      const last = api.callsTo('/api/admin/audit').at(-1)!;
      expect(last.query.get('action')).toBe('submission.approve');
      expect(last.query.get('targetType')).toBe('edit_request');
    });
  });
});
