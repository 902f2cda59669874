import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Donation } from '@chainreview/shared/schemas/donation';
import { installFakeApi, json } from '../../../../test/fake-api';
import { fakeSession, renderWithSession } from '../../../../test/render-with-session';
import { DonationHistory } from './donation-history';

const ME = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const DONOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function donation(overrides: Partial<Donation> = {}): Donation {
  return {
    id: '1',
    chainId: 31337,
    transactionHash: `0x${'1'.repeat(64)}`,
    logIndex: 0,
    blockNumber: 5,
    fromAddress: DONOR,
    toAddress: ME,
    from: { id: '2', address: DONOR, displayName: 'Bob', avatar: null },
    to: { id: '3', address: ME, displayName: 'Carol', avatar: null },
    type: 'review',
    reviewId: '42',
    review: {
      id: '42',
      title: 'Solid token, honest team',
      project: { id: '9', name: 'Demo', symbol: 'DMO', chain: 'bsc', contractAddress: null },
    },
    token: 'BNB',
    amount: '50000000000000000',
    amountFormatted: '0.05',
    fee: '2500000000000000',
    amountUsd: 30,
    message: 'Thanks!',
    status: 'confirmed',
    confirmedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

let api: ReturnType<typeof installFakeApi>;

beforeEach(() => {
  api = installFakeApi({
    'GET /api/public/donate-logs': (call) =>
      json(200, {
        data: call.query.get('toAddress')
          ? [donation()]
          : [
              donation({
                id: '2',
                token: 'BUSD',
                amountFormatted: '5',
                amountUsd: 5,
                message: null,
              }),
            ],
        meta: { limit: 10, offset: 0, total: 1, totalPages: 1 },
      }),
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('DonationHistory', () => {
  it('lists donations received by the address, then those it gave', async () => {
    const user = userEvent.setup();
    await renderWithSession(<DonationHistory address={ME} />, { session: fakeSession(false) });
    expect(await screen.findByText('0.05 BNB')).toBeInTheDocument();
    expect(screen.getByText('Bob')).toBeInTheDocument();
    expect(screen.getByText('Solid token, honest team')).toBeInTheDocument();
    expect(screen.getByText('“Thanks!”')).toBeInTheDocument();
    expect(api.calls[0]!.query.get('toAddress')).toBe(ME);
    expect(api.calls[0]!.query.get('limit')).toBe('10');
    expect(api.calls[0]!.query.get('offset')).toBe('0');

    await user.click(screen.getByText('Donated'));
    expect(await screen.findByText('5 BUSD')).toBeInTheDocument();
    expect(screen.getByText('Carol')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query.get('fromAddress')).toBe(ME);
  });

  it('marks a donation that waits for confirmations as pending, and only that one', async () => {
    api = installFakeApi({
      'GET /api/public/donate-logs': () =>
        json(200, {
          data: [
            donation({ id: '5', status: 'pending', confirmedAt: null, amountFormatted: '0.2' }),
            donation({ id: '4' }),
          ],
          meta: { limit: 10, offset: 0, total: 2, totalPages: 1 },
        }),
    });
    await renderWithSession(<DonationHistory address={ME} />, { session: fakeSession(false) });
    const rows = await screen.findAllByTestId('donation-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('0.2 BNB');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[1]).not.toHaveTextContent('Pending');
    expect(screen.getAllByTestId('donation-pending')).toHaveLength(1);
  });

  it('says so when there is no donation', async () => {
    api = installFakeApi({
      'GET /api/public/donate-logs': () =>
        json(200, { data: [], meta: { limit: 10, offset: 0, total: 0, totalPages: 0 } }),
    });
    await renderWithSession(<DonationHistory address={ME} />, { session: fakeSession(false) });
    expect(await screen.findByText('No donations yet')).toBeInTheDocument();
  });
});
