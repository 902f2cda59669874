// Signing a review: the first signature is explained once before the wallet opens; a declined
// signature publishes a new review unsigned (with a toast saying so), but stops the edit of a
// signed review, which the server would refuse unsigned. The typed data names the site and the
// wallet's chain when this site accepts it, else the wallet is asked to switch first.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import { privateKeyToAccount } from 'viem/accounts';
import type { ReviewBody } from '@chainreview/shared/schemas/review';
import { storage } from '@/lib/storage';
import { fakeSession, renderWithSession, VIEWER } from '../../../../test/render-with-session';
import { makeReview } from '../test-fixtures';
import { signReview, useReviewSigner } from './use-review-signer';
// the hook imports the typed-data module on first use; loaded here, that import does not
// race the waits below on a busy machine
import '@chainreview/shared/review-signature';

configure({ asyncUtilTimeout: 5000 });

// Hardhat's account #1, the test session's address
const wallet = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
);

const EXPLAIN =
  'Your wallet will now ask you to sign this review, so that anyone can verify this wallet wrote it. Signing is free and sends no transaction.';

const review = makeReview();
const BODY: ReviewBody = {
  rate: 4,
  title: review.title,
  content: review.content,
  language: 'en',
};

/**
 * An EIP-1193 wallet on `chainId` that signs with the test key, or declines as wallets do
 * (code 4001); like MetaMask it refuses typed data for another chain than its active one.
 */
function walletProvider(decline: boolean, chainId = 56, canSwitch = true) {
  const explainedFirst: boolean[] = [];
  const signed: Array<{ domain: { chainId?: number }; message: Record<string, unknown> }> = [];
  const switches: string[] = [];
  const provider = {
    request: vi.fn(async ({ method, params }: { method: string; params?: unknown[] }) => {
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
      if (method === 'wallet_switchEthereumChain') {
        if (!canSwitch) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
        const next = (params![0] as { chainId: string }).chainId;
        switches.push(next);
        chainId = Number(next);
        return null;
      }
      explainedFirst.push(storage.get('review_sign_explained') === true);
      if (decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      const typed = JSON.parse(params![1] as string) as Parameters<
        typeof wallet.signTypedData
      >[0] & { types: Record<string, unknown> };
      const { EIP712Domain: _domain, ...types } = typed.types;
      if (Number(typed.domain?.chainId) !== chainId) throw new Error('chainId mismatch');
      signed.push(typed as never);
      return wallet.signTypedData({ ...typed, types } as Parameters<
        typeof wallet.signTypedData
      >[0]);
    }),
  };
  return { provider, explainedFirst, signed, switches };
}

function Publish({
  mustSign,
  onResult,
}: {
  mustSign: boolean;
  onResult: (body: ReviewBody | null) => void;
}) {
  const sign = useReviewSigner();
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() =>
        void signReview(sign, review.project, BODY, () => {}, t, { mustSign }).then(onResult)
      }
    >
      Publish
    </button>
  );
}

async function publish(
  decline: boolean,
  mustSign: boolean,
  times = 1,
  chainId = 56,
  canSwitch = true,
) {
  const { provider, explainedFirst, signed, switches } = walletProvider(
    decline,
    chainId,
    canSwitch,
  );
  const results: (ReviewBody | null)[] = [];
  await renderWithSession(<Publish mustSign={mustSign} onResult={(r) => results.push(r)} />, {
    session: fakeSession(true, { getWalletProvider: async () => provider }),
  });
  const user = userEvent.setup();
  for (let i = 0; i < times; i++) {
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() => expect(results).toHaveLength(i + 1));
  }
  return { results, provider, explainedFirst, signed, switches };
}

describe('review signer', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    notifications.clean(); // the toasts' store outlives each test's render
  });

  it('explains the signature once, before the wallet first opens, then signs', async () => {
    const { results, explainedFirst, signed, switches } = await publish(false, false, 2);
    expect(await screen.findAllByText(EXPLAIN)).toHaveLength(1);
    expect(explainedFirst).toEqual([true, true]);
    expect(signed).toHaveLength(2);
    expect(results[0]?.signature?.signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(VIEWER.address).toBe(wallet.address);
    // on a supported chain the wallet signs where it is, and the body says which chain and site
    expect(switches).toEqual([]);
    expect(signed[0]!.domain).toEqual({ name: 'ChainReview', version: '2', chainId: 56 });
    expect(signed[0]!.message).toMatchObject({ chainId: 56, site: window.location.origin });
    expect(results[0]?.signature).toMatchObject({ chainId: 56, site: window.location.origin });
  });

  it('signs on Ethereum when the wallet is there, a chain this site supports', async () => {
    const { results, switches } = await publish(false, false, 1, 1);
    expect(switches).toEqual([]);
    expect(results[0]?.signature?.chainId).toBe(1);
  });

  it('asks a wallet on an unsupported chain to switch to the platform chain first', async () => {
    const { results, switches, signed } = await publish(false, false, 1, 11155111);
    expect(switches).toEqual(['0x38']);
    expect(signed[0]!.domain.chainId).toBe(56);
    expect(results[0]?.signature?.chainId).toBe(56);
  });

  it('does not explain again once explained in an earlier visit', async () => {
    storage.set('review_sign_explained', true);
    await publish(false, false);
    expect(screen.queryByText(EXPLAIN)).toBeNull();
  });

  it('publishes unsigned when the wallet cannot reach a supported chain, but not an edit', async () => {
    const { results, signed } = await publish(false, false, 1, 31337, false);
    expect(signed).toEqual([]);
    expect(results).toEqual([BODY]);
    expect(
      await screen.findByText(
        'Your wallet could not switch to a network this site accepts for signatures, so the review was published unsigned.',
      ),
    ).toBeInTheDocument();
    cleanup();
    notifications.clean();
    const edit = await publish(false, true, 1, 31337, false);
    expect(edit.results).toEqual([null]);
  });

  it('publishes a new review unsigned when the signature is declined, and says so', async () => {
    const { results } = await publish(true, false);
    expect(results).toEqual([BODY]);
    expect(results[0]).not.toHaveProperty('signature');
    expect(
      await screen.findByText('You declined the signature, so the review was published unsigned.'),
    ).toBeInTheDocument();
  });

  it('stops the edit of a signed review when the signature is declined', async () => {
    const { results } = await publish(true, true);
    expect(results).toEqual([null]);
    expect(
      await screen.findByText(
        'This review is signed, so its edit must be signed too. The signature was declined, so nothing was changed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/published unsigned/)).toBeNull();
  });
});
