import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reply } from '@chainreview/shared/schemas/review';
import { installFakeApi, json, type FakeCall } from '../../../../test/fake-api';
import { renderWithSession, VIEWER } from '../../../../test/render-with-session';
import { makeReview } from '../test-fixtures';
import { ReviewReplies } from './review-replies';

// A loaded machine runs many suites at once: async queries get more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const author = makeReview().user;
const reply = (id: string, content: string, isProductOwner: boolean): Reply => ({
  id,
  reviewId: '41',
  user: isProductOwner ? { ...author, id: '7', address: VIEWER.address } : { ...author, id: id },
  content,
  isEdited: false,
  createdAt: '2026-11-08T10:00:00.000Z',
  updatedAt: '2026-11-08T10:00:00.000Z',
  isProductOwner,
});

const OWNER = reply('90', 'Thanks, the fee display is fixed.', true);
const READER = reply('91', 'The fee display is off by a decimal.', false);

describe('review replies', { timeout: 30_000 }, () => {
  it("labels the product owner's reply and shows it first, as the API orders them", async () => {
    const page = () =>
      json(200, { data: [OWNER, READER], meta: { limit: 10, offset: 0, total: 2, totalPages: 1 } });
    // without a stored token the client reads the public path
    installFakeApi({
      'GET /api/reviews/41/replies': page,
      'GET /api/public/reviews/41/replies': page,
    });
    await renderWithSession(<ReviewReplies reviewId="41" repliesCount={2} />);
    const items = await screen.findAllByTestId('reply');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByTestId('product-owner-badge')).toHaveTextContent('Product Owner');
    expect(within(items[0]!).getByTestId('reply-content')).toHaveTextContent(OWNER.content);
    expect(within(items[1]!).queryByTestId('product-owner-badge')).not.toBeInTheDocument();
  });

  it("goes to the first page after the owner replies, where the owner's replies are listed", async () => {
    const page = (call: FakeCall) =>
      json(200, {
        data: call.query.get('offset') === '10' ? [READER] : [OWNER],
        meta: { limit: 10, offset: Number(call.query.get('offset')), total: 11, totalPages: 2 },
      });
    const fake = installFakeApi({
      'GET /api/reviews/41/replies': page,
      'GET /api/public/reviews/41/replies': page,
      'POST /api/reviews/41/replies': () => json(200, { data: OWNER }),
    });
    const { router } = await renderWithSession(<ReviewReplies reviewId="41" repliesCount={11} />, {
      path: '/reviews/41?page=2',
    });
    await screen.findByText(READER.content);
    // the reply box loads with its calls' code, after the list
    await userEvent.type(await screen.findByTestId('reply-input-text'), OWNER.content);
    await userEvent.click(screen.getByTestId('reply-input-submit'));
    await waitFor(() => expect(router.state.location.search).not.toContain('page=2'));
    expect(await screen.findByText(OWNER.content)).toBeInTheDocument();
    const reads = fake.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/replies'));
    expect(reads.at(-1)!.query.get('offset')).toBe('0');
  });

  it('empties the box after a reply is sent and keeps focus in it', async () => {
    const list = () =>
      json(200, { data: [READER], meta: { limit: 10, offset: 0, total: 1, totalPages: 1 } });
    installFakeApi({
      'GET /api/reviews/41/replies': list,
      'GET /api/public/reviews/41/replies': list,
      'POST /api/reviews/41/replies': () => json(200, { data: OWNER }),
    });
    await renderWithSession(<ReviewReplies reviewId="41" repliesCount={1} />, {
      path: '/reviews/41',
    });
    await screen.findByText(READER.content);
    const box = await screen.findByTestId('reply-input-text');
    await userEvent.type(box, OWNER.content);
    await userEvent.click(screen.getByTestId('reply-input-submit'));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box).toHaveFocus();
  });
});
