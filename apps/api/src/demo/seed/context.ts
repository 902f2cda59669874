// What every section generator shares: the clock, the seeded PRNG (one stream, drawn from in
// the order the sections run, so the same seed gives the same data) and the address book.
import { getAddress, type Hex } from 'viem';
import type { Random } from '../random.ts';
import { demoReviewerAddress, demoReviewerKey } from '../seed-signatures.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Dev wallets (Hardhat accounts 0 and 1) must start fresh: the seed never creates them. */
const RESERVED_ADDRESSES = new Set([
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
]);

/** How much a user of each target level (index) reviews, votes, replies and donates. */
export const ACTIVITY_WEIGHT = [0, 0.4, 0.7, 1, 1.4, 1.8, 2.2, 2.6, 3, 3];

export interface SeedContext {
  /** The seed's clock, in epoch milliseconds. */
  now: number;
  rng: Random;
  /** A fresh EVM address, never a dev wallet, the zero address or one used before. */
  evmAddress(): string;
  /** A reviewer's wallet: a key from the stream, its address never a dev wallet or reused. */
  reviewerWallet(): { address: string; privateKey: Hex };
  /** A time in [lo, hi), leaning towards lo when skew > 1. */
  between(lo: number, hi: number, skew?: number): number;
}

export function createSeedContext(now: number, rng: Random): SeedContext {
  const usedAddresses = new Set<string>(RESERVED_ADDRESSES);
  const evmAddress = (): string => {
    for (;;) {
      const address = getAddress(`0x${rng.hex(20)}`);
      const lower = address.toLowerCase();
      if (usedAddresses.has(lower) || /^0x0{40}$/.test(lower)) continue;
      usedAddresses.add(lower);
      return address;
    }
  };
  /** A reviewer's wallet: a key from the stream, its address never a dev wallet or reused. */
  const reviewerWallet = (): { address: string; privateKey: Hex } => {
    for (;;) {
      const privateKey = demoReviewerKey(rng.hex(20));
      const address = demoReviewerAddress(privateKey);
      const lower = address.toLowerCase();
      if (usedAddresses.has(lower)) continue;
      usedAddresses.add(lower);
      return { address, privateKey };
    }
  };
  const between = (lo: number, hi: number, skew = 1): number =>
    lo + (hi - lo) * Math.pow(rng.next(), skew);
  return { now, rng, evmAddress, reviewerWallet, between };
}
