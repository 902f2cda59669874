import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@/lib/query-client';
import { fakeSession, renderWithSession } from '../../../../test/render-with-session';
import { useReview } from '../api/get-review';
import { reviewKeys } from '../api/review-cache';
import { makeReview } from '../test-fixtures';
import { ReviewCard } from './review-card';

configure({ asyncUtilTimeout: 4000 });

function CachedCard({ id }: { id: string }) {
  const query = useReview(id);
  return query.data ? <ReviewCard review={query.data} /> : null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const CARD = 'https://site.test/api/public/share/review/r1.png?v=0123456789abcdef';
let shareResponse: () => Response | Promise<Response>;
let imageLoads: boolean;
const shareCalls: string[] = [];

// jsdom loads no images: this one "loads" or "fails" at once, as the test says
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    setTimeout(() => (imageLoads ? this.onload?.() : this.onerror?.()), 0);
  }
}

beforeEach(() => {
  shareCalls.length = 0;
  imageLoads = true;
  shareResponse = () => json(200, { data: { url: CARD } });
  vi.stubGlobal('Image', FakeImage);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/storage/share-review/') && init?.method === 'POST') {
        shareCalls.push(url);
        return shareResponse();
      }
      return json(200, { data: null });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderCard(session = fakeSession(true)) {
  const review = makeReview({ id: 'r1', title: 'Great & fair review' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(reviewKeys.detail(review.id), review);
  await renderWithSession(<CachedCard id={review.id} />, { session, queryClient });
  await screen.findByTestId('review-card');
}

describe('sharing a review', () => {
  it('opens the dialog at once, then fills in the card when it is made', async () => {
    let release!: () => void;
    shareResponse = () =>
      new Promise((resolve) => {
        release = () => resolve(json(200, { data: { url: CARD } }));
      });
    await renderCard();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('review-share'));
    // the link, QR code and targets do not wait for the card: a skeleton of its size holds it
    const pending = await screen.findByTestId('share-image-pending');
    expect(within(screen.getByTestId('share-dialog')).queryByTestId('share-image')).toBeNull();
    expect(pending.style.aspectRatio).toBe(String(700 / 400));
    release();
    await waitFor(() => expect(screen.queryByTestId('share-image-pending')).toBeNull());
    const dialog = screen.getByTestId('share-dialog');
    expect(shareCalls).toEqual(['/api/storage/share-review/r1']);
    expect(within(dialog).getByTestId('share-image')).toHaveAttribute('src', CARD);
    const link = `${window.location.origin}/reviews/r1`;
    expect(within(dialog).getByTestId('share-link')).toHaveValue(link);
    expect(
      await within(dialog).findByRole('img', { name: 'QR code of the link' }),
    ).toBeInTheDocument();
    const u = encodeURIComponent(link);
    const x = encodeURIComponent('Great & fair review');
    const href = (id: string) => within(dialog).getByTestId(id).getAttribute('href');
    expect(href('share-facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(href('share-twitter')).toBe(`https://twitter.com/intent/tweet?url=${u}&text=${x}`);
    expect(href('share-telegram')).toBe(`https://t.me/share/url?url=${u}&text=${x}`);
    expect(href('share-reddit')).toBe(`https://www.reddit.com/submit?url=${u}&title=${x}`);
    for (const id of ['share-facebook', 'share-twitter', 'share-telegram', 'share-reddit']) {
      expect(within(dialog).getByTestId(id)).toHaveAttribute('target', '_blank');
      expect(within(dialog).getByTestId(id).getAttribute('rel')).toContain('noopener');
    }
  });

  it('uses the public card URL without a POST when signed out', async () => {
    await renderCard(fakeSession(false));
    await userEvent.setup().click(screen.getByTestId('review-share'));
    const dialog = await screen.findByTestId('share-dialog');
    expect(shareCalls).toEqual([]);
    expect(within(dialog).getByTestId('share-image')).toHaveAttribute(
      'src',
      '/api/public/share/review/r1.png',
    );
  });

  it.each([
    ['the call fails', () => (shareResponse = () => json(500, { message: ['x'] }))],
    ['the image does not load', () => (imageLoads = false)],
  ])('keeps the dialog without a card and shows no error when %s', async (_, breakIt) => {
    breakIt();
    await renderCard();
    await userEvent.setup().click(screen.getByTestId('review-share'));
    const dialog = await screen.findByTestId('share-dialog');
    await waitFor(() => expect(screen.queryByTestId('share-image-pending')).toBeNull());
    expect(within(dialog).queryByTestId('share-image')).toBeNull();
    expect(within(dialog).getByTestId('share-link')).toHaveValue(
      `${window.location.origin}/reviews/r1`,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
