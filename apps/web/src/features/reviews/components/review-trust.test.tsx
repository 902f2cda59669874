// The trust line on the review card: an older review says 'Unsigned'; a signed one opens
// 'Signed by the author', which re-verifies a real EIP-712 signature in the page (and refuses a
// payload that was changed) and shows how to check it anywhere; an edited one says 'Edited' and
// lists its versions, each signed one verified in the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Review } from '@chainreview/shared/schemas/review';
import { processContent } from '@chainreview/shared/content';
import { reviewTypedData, reviewTypedDataJson } from '@chainreview/shared/review-signature';
import { createQueryClient } from '@/lib/query-client';
import { installFakeApi, json } from '../../../../test/fake-api';
import { fakeSession, renderWithSession } from '../../../../test/render-with-session';
import { systemConfig } from '../../../../test/session';
import { useReview } from '../api/get-review';
import { reviewKeys } from '../api/review-cache';
import { makeReview } from '../test-fixtures';
import { ReviewCard } from './review-card';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

function CachedCard({ id }: { id: string }) {
  const query = useReview(id);
  return query.data ? <ReviewCard review={query.data} /> : null;
}

async function renderCard(review: Review) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(reviewKeys.detail(review.id), review);
  await renderWithSession(<CachedCard id={review.id} />, {
    session: fakeSession(false),
    queryClient,
  });
  return screen.findByTestId('review-card');
}

async function signedReview(author = privateKeyToAccount(generatePrivateKey())) {
  const review = makeReview({
    isSigned: true,
    isEdited: true,
    updatedAt: '2026-11-08T09:00:00.000Z',
    user: { ...makeReview().user, address: author.address },
  });
  const processed = processContent(review.content);
  if (!processed.ok) throw new Error(processed.error);
  const typed = reviewTypedData({
    site: 'http://localhost:3000',
    chainId: 56,
    author: author.address,
    project: {
      id: review.project.id,
      chain: 'bsc',
      contractAddress: review.project.contractAddress,
    },
    rate: review.rate,
    title: review.title,
    content: processed.value.content,
    language: 'en',
    signedAt: 1_762_592_400,
  });
  const payload = {
    reviewId: review.id,
    author: author.address,
    signed: true,
    domainVersion: '2',
    signature: await author.signTypedData(typed),
    typedData: reviewTypedDataJson(typed.message),
  };
  return { review, payload, author };
}

const version = (n: number, title: string, current: boolean) => ({
  version: n,
  current,
  title,
  content: makeReview().content,
  contentText: 'Rewards arrive on time. #staking',
  rate: current ? 4 : 2,
  language: 'en',
  writtenAt: current ? '2026-11-08T09:00:00.000Z' : '2026-11-07T12:07:39.884Z',
  replacedAt: current ? null : '2026-11-08T09:00:00.000Z',
  signed: false,
  signature: null,
  typedData: null,
});

describe('review trust line', { timeout: 30_000 }, () => {
  it("says 'Unsigned' on a review from before signatures, with no dialog to open", async () => {
    installFakeApi({});
    const card = await renderCard(makeReview({ isSigned: false }));
    expect(within(card).getByTestId('review-unsigned')).toHaveTextContent('Unsigned');
    expect(within(card).queryByTestId('signed-by-author')).toBeNull();
    expect(within(card).queryByTestId('edited-mark')).toBeNull();
  });

  it("explains 'Unsigned' to keyboard and screen reader users, and in a tooltip on focus", async () => {
    installFakeApi({});
    const card = await renderCard(makeReview({ isSigned: false }));
    const mark = within(card).getByTestId('review-unsigned');
    const meaning =
      "Not signed by the author's wallet: the text is as the author posted it, but no signature proves it. Signed reviews can be checked by anyone.";
    expect(mark).toHaveAccessibleDescription(meaning);
    // reachable with Tab alone
    const user = userEvent.setup();
    for (let i = 0; i < 20 && !mark.contains(document.activeElement); i++) await user.tab();
    expect(mark).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(meaning);
  });

  it("re-verifies the author's signature in the page and shows the typed data", async () => {
    const { review, payload } = await signedReview();
    installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
      'GET /api/public/reviews/41/signature': () => json(200, { data: payload }),
    });
    const user = userEvent.setup();
    const card = await renderCard(review);
    await user.click(within(card).getByTestId('signed-by-author'));
    const dialog = await screen.findByTestId('signature-dialog');
    expect(await within(dialog).findByTestId('signature-verified')).toHaveTextContent(
      `exactly what ${review.user.address} signed`,
    );
    // how to check it anywhere: the domain names the chain, the message the site
    expect(within(dialog).getByTestId('signature-domain-version')).toHaveTextContent(
      'Domain version 2: signed on BNB Chain (chain id 56) for http://localhost:3000.',
    );
    const domain = JSON.parse(within(dialog).getByTestId('signature-domain').textContent!);
    expect(domain).toEqual({ name: 'ChainReview', version: '2', chainId: 56 });
    const types = JSON.parse(within(dialog).getByTestId('signature-types').textContent!);
    expect(types.Review[0]).toEqual({ name: 'site', type: 'string' });
    const message = JSON.parse(within(dialog).getByTestId('signature-message').textContent!);
    expect(message).toMatchObject({ site: 'http://localhost:3000', chainId: 56 });
    expect(message).toEqual(payload.typedData.message);
    const viem = within(dialog).getByTestId('signature-snippet-viem').textContent!;
    expect(viem).toContain("import { verifyTypedData } from 'viem';");
    expect(viem).toContain(payload.signature);
    expect(viem).toContain(review.user.address);
    const ethers = within(dialog).getByTestId('signature-snippet-ethers').textContent!;
    expect(ethers).toContain("import { verifyTypedData } from 'ethers'; // v6");
    expect(ethers).toContain('verifyTypedData(domain, types, message,');
  });

  it('verifies each signed version of the history in the page', async () => {
    const author = privateKeyToAccount(generatePrivateKey());
    const { review } = await signedReview(author);
    const signedVersion = async (n: number, title: string, rate: number, current: boolean) => {
      const processed = processContent(review.content);
      if (!processed.ok) throw new Error(processed.error);
      const typed = reviewTypedData({
        site: 'http://localhost:3000',
        chainId: 56,
        author: author.address,
        project: { id: review.project.id, chain: 'bsc', contractAddress: null },
        rate,
        title,
        content: processed.value.content,
        language: 'en',
        signedAt: 1_762_592_400 + n,
      });
      return {
        ...version(n, title, current),
        rate,
        signed: true,
        domainVersion: '2',
        signature: await author.signTypedData(typed),
        typedData: reviewTypedDataJson(typed.message),
      };
    };
    const first = await signedVersion(1, 'First take', 2, false);
    const current = await signedVersion(2, review.title, review.rate, true);
    // a version whose shown rate is not the signed one does not verify
    const forged = { ...(await signedVersion(1, 'First take', 2, false)), rate: 5 };
    for (const [versions, verified] of [
      [[first, current], 2],
      [[forged, current], 1],
    ] as const) {
      installFakeApi({
        'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
        'GET /api/public/reviews/41/versions': () => json(200, { data: versions }),
      });
      const user = userEvent.setup();
      const card = await renderCard(review);
      await user.click(within(card).getByTestId('review-history'));
      const dialog = await screen.findByTestId('history-dialog');
      await vi.waitFor(() =>
        expect(
          within(dialog).queryAllByTestId('version-verified').length +
            within(dialog).queryAllByTestId('version-not-verified').length,
        ).toBe(2),
      );
      expect(within(dialog).getAllByTestId('version-verified')).toHaveLength(verified);
      expect(within(dialog).queryAllByTestId('version-not-verified')).toHaveLength(2 - verified);
      cleanup();
    }
  });

  it('refuses a payload whose title was changed after signing', async () => {
    const { review, payload } = await signedReview();
    const tampered = {
      ...payload,
      typedData: {
        ...payload.typedData,
        message: { ...payload.typedData.message, title: 'A better title' },
      },
    };
    installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
      'GET /api/public/reviews/41/signature': () => json(200, { data: tampered }),
    });
    const user = userEvent.setup();
    const card = await renderCard(review);
    await user.click(within(card).getByTestId('signed-by-author'));
    const dialog = await screen.findByTestId('signature-dialog');
    expect(await within(dialog).findByTestId('signature-invalid')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('signature-verified')).toBeNull();
  });

  it("marks an edited review 'Edited' and lists its versions, newest first", async () => {
    const { review } = await signedReview();
    installFakeApi({
      'GET /api/public/reviews/41/versions': () =>
        json(200, {
          data: [version(1, 'First take', false), version(2, review.title, true)],
        }),
    });
    const user = userEvent.setup();
    const card = await renderCard(review);
    expect(within(card).getByTestId('edited-mark')).toHaveTextContent('Edited');
    await user.click(within(card).getByTestId('review-history'));
    const dialog = await screen.findByTestId('history-dialog');
    const versions = await within(dialog).findAllByTestId('review-version');
    expect(versions).toHaveLength(2);
    expect(versions[0]).toHaveTextContent('Current version');
    expect(versions[0]).toHaveTextContent(review.title);
    expect(versions[1]).toHaveTextContent('Version 1');
    expect(versions[1]).toHaveTextContent('First take');
  });
});
