import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Notification as AppNotification } from '@chainreview/shared/schemas/notification';
import { renderWithSession } from '../../../../test/render-with-session';
import { NotificationItem } from './notification-item';

const removal = (overrides: Partial<AppNotification> = {}): AppNotification => ({
  id: '1',
  type: 'moderation',
  action: 'display_review',
  message: 'Links to a phishing site.',
  objectId: '42',
  isRead: false,
  isSeen: false,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  actorCount: 1,
  from: null,
  project: { id: '5', name: 'Cake Swap' },
  object: null,
  event: 'content_blocked',
  reasonCategory: 'scam',
  ...overrides,
});

describe('a moderation notification', { timeout: 30_000 }, () => {
  it('names the rule of a removal and says the author may appeal', async () => {
    await renderWithSession(<NotificationItem notification={removal()} onOpen={vi.fn()} />);
    expect(await screen.findByTestId('notification-rule')).toHaveTextContent(
      "Rule: Scam or fraud. You may appeal once from the review's page.",
    );
    expect(screen.getByTestId('notification-quote')).toHaveTextContent(
      'Reason: Links to a phishing site.',
    );
  });

  it('reads the outcome of an appeal', async () => {
    await renderWithSession(
      <NotificationItem
        notification={removal({
          event: 'appeal_restored',
          reasonCategory: undefined,
          message: null,
        })}
        onOpen={vi.fn()}
      />,
    );
    expect(
      await screen.findByText('Your appeal was accepted: your review is public again'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('notification-rule')).not.toBeInTheDocument();
  });
});
