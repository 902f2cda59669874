// The donation rules called without a database or a chain: the answer a donation row makes, which
// review a Donate event may pay for, its dollar value with cents rounded down, and the
// confirmation count on both sides of the needed number.
import { describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import {
  donationTargetRefusal,
  hasConfirmations,
  namesReview,
  toDonation,
  usdOf,
} from '../src/modules/donations/donations.rules.ts';
import type { DonationJoined } from '../src/modules/donations/donations.repository.ts';

const author = '0x00000000000000000000000000000000000000aA' as const;
const donor = '0x00000000000000000000000000000000000000bb' as const;
const created = new Date('2026-03-01T12:00:00Z');
const confirmed = new Date('2026-03-01T12:05:00Z');

const donation = {
  id: 31,
  chainId: 56,
  transactionHash: '0xhash',
  logIndex: 2,
  blockNumber: 1000,
  fromAddress: donor,
  toAddress: author,
  reviewId: 8,
  token: 'BNB',
  amount: '1500000000000000000',
  fee: '0',
  amountUsd: '450.25',
  message: 'thanks',
  status: 'confirmed',
  confirmedAt: confirmed,
  createdAt: created,
};
const person = (id: number, avatarUrl: string | null, avatarType: string | null) => ({
  id,
  address: id === 1 ? donor : author,
  displayName: `user ${id}`,
  avatarUrl,
  avatarType,
});
const joined = (over: Partial<Record<keyof DonationJoined, unknown>> = {}) =>
  ({
    donation,
    from: person(1, null, null),
    to: person(2, 'https://img.test/a.png', null),
    review: { id: 8, title: 'Solid' },
    project: {
      id: 4,
      name: 'Token',
      symbol: 'TKN',
      chain: 'bsc',
      contractAddress: '0xcontract',
    },
    ...over,
  }) as unknown as DonationJoined;

describe('toDonation', () => {
  it('answers every field, ids as strings and the amount in whole tokens', () => {
    expect(toDonation(joined())).toEqual({
      id: '31',
      chainId: 56,
      transactionHash: '0xhash',
      logIndex: 2,
      blockNumber: 1000,
      fromAddress: donor,
      toAddress: author,
      from: { id: '1', address: donor, displayName: 'user 1', avatar: null },
      to: {
        id: '2',
        address: author,
        displayName: 'user 2',
        avatar: { url: 'https://img.test/a.png', type: 'normal' },
      },
      type: 'review',
      reviewId: '8',
      review: {
        id: '8',
        title: 'Solid',
        project: {
          id: '4',
          name: 'Token',
          symbol: 'TKN',
          chain: 'bsc',
          contractAddress: '0xcontract',
        },
      },
      token: 'BNB',
      amount: '1500000000000000000',
      amountFormatted: '1.5',
      fee: '0',
      amountUsd: 450.25,
      message: 'thanks',
      status: 'confirmed',
      confirmedAt: '2026-03-01T12:05:00.000Z',
      createdAt: '2026-03-01T12:00:00.000Z',
    });
  });

  it('keeps an avatar’s own type and answers null for what is missing', () => {
    const out = toDonation(
      joined({
        donation: { ...donation, reviewId: null, confirmedAt: null },
        from: null,
        to: person(2, 'https://img.test/n.png', 'nft'),
        review: null,
      }),
    );
    expect(out.from).toBeNull();
    expect(out.to?.avatar).toEqual({ url: 'https://img.test/n.png', type: 'nft' });
    expect(out.reviewId).toBeNull();
    expect(out.review).toBeNull();
    expect(out.confirmedAt).toBeNull();
  });

  it('names no review without its project', () => {
    expect(toDonation(joined({ project: null })).review).toBeNull();
  });
});

describe('which review a Donate event pays for', () => {
  const event = { dType: 1, data: '8', to: author.toLowerCase() as `0x${string}` };
  const row = (status: string, address: string = author) => ({
    review: { status },
    author: { address },
  });

  it('names a review only with the review type and an id', () => {
    expect(namesReview({ dType: 1, data: '8' })).toBe(true);
    expect(namesReview({ dType: 2, data: '8' })).toBe(false);
    expect(namesReview({ dType: 1, data: 'x8' })).toBe(false);
  });

  it('pays the review’s author, whatever the address case', () => {
    expect(donationTargetRefusal(event, row('active'), { activeOnly: true })).toBeNull();
  });

  it('refuses a missing review, a hidden one when only active count, and another recipient', () => {
    expect(donationTargetRefusal(event, null, { activeOnly: false })).toBe('can_not_find_review');
    expect(donationTargetRefusal(event, undefined, { activeOnly: true })).toBe(
      'can_not_find_review',
    );
    expect(donationTargetRefusal(event, row('hidden'), { activeOnly: true })).toBe(
      'can_not_find_review',
    );
    expect(donationTargetRefusal(event, row('hidden'), { activeOnly: false })).toBeNull();
    expect(donationTargetRefusal(event, row('active', donor), { activeOnly: true })).toBe(
      'can_not_find_donate',
    );
  });
});

describe('usdOf', () => {
  it('counts BUSD at par and BNB at its price, cents rounded down', () => {
    expect(usdOf('BUSD', parseEther('12.3456'), 600)).toBe(12.34);
    expect(usdOf('BNB', parseEther('1.5'), 300.01)).toBe(450.01);
    expect(usdOf('BNB', parseEther('0.001'), 333)).toBe(0.33);
    expect(usdOf('BNB', parseEther('2'), 0)).toBe(0);
  });
});

describe('hasConfirmations', () => {
  it('counts the transaction’s own block as the first confirmation', () => {
    expect(hasConfirmations(1000, 1000, 1)).toBe(true);
    expect(hasConfirmations(1014, 1000, 15)).toBe(true);
    expect(hasConfirmations(1013, 1000, 15)).toBe(false);
    expect(hasConfirmations(999, 1000, 1)).toBe(false);
  });
});
