import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification as AppNotification } from '@chainreview/shared/schemas/notification';
import { installFakeApi, json } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render';
import { makeMe, storeToken, systemConfig } from '../../../../test/session';
import { notificationKeys } from '../api/notification-keys';
import { NotificationBell } from './notification-bell';

function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: '1',
    type: 'reply',
    action: 'display_review',
    message: 'Thanks for the detailed review!',
    objectId: '42',
    isRead: false,
    isSeen: false,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    actorCount: 1,
    from: {
      id: '9',
      address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      displayName: 'Bob',
      avatar: null,
    },
    project: { id: '5', name: 'Cake Swap' },
    object: null,
    ...overrides,
  };
}

const page = (data: AppNotification[], total = data.length, offset = 0) => ({
  data,
  meta: { limit: 10, offset, total, totalPages: Math.ceil(total / 10) },
});

function setup(options: { unseen: number; list: AppNotification[]; unread?: AppNotification[] }) {
  const api = installFakeApi({
    'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
    'GET /api/me': () => json(200, { data: makeMe() }),
    'GET /api/unseen-notifications-count': () => json(200, { data: { total: options.unseen } }),
    'GET /api/notifications': (call) =>
      json(
        200,
        page(call.query.get('filter') === 'un_read' ? (options.unread ?? []) : options.list),
      ),
    'PUT /api/notifications/1/read': () =>
      json(200, { data: makeNotification({ isRead: true, isSeen: true }) }),
    'PUT /api/notifications/2/read': () =>
      json(200, { data: makeNotification({ id: '2', action: 'display_donate', isRead: true }) }),
    'POST /api/notifications/read-all-notifications': () => json(200, { data: true }),
  });
  storeToken();
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('notification bell', () => {
  it("shows the unseen count and caps it at '99+' from 100", async () => {
    setup({ unseen: 100, list: [] });
    await renderRoute(NotificationBell);
    expect(await screen.findByTestId('notification-count')).toHaveTextContent('99+');
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications: 99+ new');
  });

  it('shows no number at zero', async () => {
    setup({ unseen: 0, list: [] });
    const { queryClient } = await renderRoute(NotificationBell);
    const bell = await screen.findByTestId('notification-bell');
    // the bell has its answer (0) before absence means anything
    await waitFor(() =>
      expect(queryClient.getQueryState(notificationKeys.unseenCount)?.status).toBe('success'),
    );
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    expect(bell).toHaveAccessibleName('Notifications');
  });

  it('marks a row read and opens its review, cutting the quote at 150 characters', async () => {
    const long = 'x'.repeat(200);
    const api = setup({ unseen: 3, list: [makeNotification({ message: long })] });
    const { router } = await renderRoute(NotificationBell, { initialEntries: ['/projects'] });
    await userEvent.click(await screen.findByTestId('notification-bell'));
    const row = await screen.findByTestId('notification-item');
    expect(row).toHaveTextContent('Bob replied to your review');
    expect(within(row).getByTestId('notification-quote').textContent).toBe(
      `“${'x'.repeat(150)}...”`,
    );
    // the loaded page was marked seen by the server: the badge drops by its unseen rows
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('2'));

    await userEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reviews/42'));
    await waitFor(() => expect(api.callsTo('/api/notifications/1/read')).toHaveLength(1));
    expect(api.callsTo('/api/notifications/1/read')[0]!.method).toBe('PUT');
  });

  it('loads the next page by the cursor the last one named, and stops when it names none', async () => {
    const first = Array.from({ length: 10 }, (_, i) => makeNotification({ id: String(i + 1) }));
    const api = installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
      'GET /api/me': () => json(200, { data: makeMe() }),
      'GET /api/unseen-notifications-count': () => json(200, { data: { total: 0 } }),
      'GET /api/notifications': (call) =>
        call.query.get('cursor') === 'after-ten'
          ? json(200, {
              data: [makeNotification({ id: '11', message: 'The eleventh' })],
              meta: { limit: 10, offset: 0, total: 11, totalPages: 2, nextCursor: null },
            })
          : json(200, {
              data: first,
              meta: { limit: 10, offset: 0, total: 11, totalPages: 2, nextCursor: 'after-ten' },
            }),
    });
    storeToken();
    await renderRoute(NotificationBell);
    await userEvent.click(await screen.findByTestId('notification-bell'));
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(10);
    await userEvent.click(screen.getByTestId('notification-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(11));
    const calls = api.callsTo('/api/notifications');
    expect(calls.map((c) => c.query.get('cursor'))).toEqual([null, 'after-ten']);
    expect(calls.every((c) => !c.query.has('offset'))).toBe(true);
    expect(screen.queryByTestId('notification-load-more')).not.toBeInTheDocument();
  });

  it('sends donation rows to the donations tab and reads grouped rows as "N people upvoted"', async () => {
    setup({
      unseen: 0,
      list: [
        makeNotification({
          id: '3',
          type: 'upvote',
          actorCount: 12,
          isRead: true,
          message: 'My title',
        }),
        makeNotification({
          id: '2',
          type: 'donate_for_review',
          action: 'display_donate',
          isRead: true,
          object: { amount: '0.5', donateCurrency: 'BNB', newLevel: null },
        }),
      ],
    });
    const { router } = await renderRoute(NotificationBell, { initialEntries: ['/projects'] });
    await userEvent.click(await screen.findByTestId('notification-bell'));
    const rows = await screen.findAllByTestId('notification-item');
    expect(rows[0]).toHaveTextContent('12 people upvoted your review');
    expect(rows[1]).toHaveTextContent('Bob donated 0.5 BNB to your review');
    await userEvent.click(rows[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/me'));
    expect(router.state.location.search).toBe('?tab=donations');
  });

  it('marks all as read (badge to zero) and shows the empty texts of both filters', async () => {
    const api = setup({ unseen: 5, list: [] });
    await renderRoute(NotificationBell);
    await userEvent.click(await screen.findByTestId('notification-bell'));
    expect(await screen.findByText('No notification found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    expect(await screen.findByText('No unread notification')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('mark-all-read'));
    await waitFor(() =>
      expect(api.callsTo('/api/notifications/read-all-notifications')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument());
  });
});
