// Types of the lazy donation chain module (lib/donation-chain.ts). Type-only plus constants:
// importing it never pulls viem into the first page's bundle.
export const DONATION_POLL_MS = 1000;
/** Wallet balances are polled every 30 s while shown (spec 9). */
export const BALANCE_POLL_MS = 30_000;

export type DonateToken = 'BNB' | 'BUSD';
export type DonateStage = 'approving' | 'approved' | 'confirming';

export interface DonationTarget {
  chainId: number;
  /** The chain's RPC (system-configs chains[].nodeRpcUrl); null reads through the wallet. */
  rpcUrl: string | null;
  contractAddress: string;
  busdAddress: string | null;
}

export interface DonateRequest {
  provider: unknown;
  target: DonationTarget;
  token: DonateToken;
  /** In wei (both tokens have 18 decimals). */
  amount: bigint;
  /**
   * The most fee the donor accepts, in the token's wei: the fee the dialog showed. The contract
   * reverts when its fee is higher (raised after the dialog read it).
   */
  maxFee: bigint;
  reviewId: string;
  toAddress: string;
  account: string;
  onStage(stage: DonateStage): void;
}

export interface DonationChain {
  readBalances(
    target: DonationTarget,
    address: string,
  ): Promise<{ bnb: bigint | null; busd: bigint | null }>;
  /** Resolves with the hash once mined with status success; throws on revert or rejection. */
  donate(request: DonateRequest): Promise<{ hash: string }>;
}

/** The contract's fee for an amount (Donation.feeOf: amount * fee / feeDivisor, rounded down). */
export function donationFeeOf(amount: bigint, fee: number, feeDivisor: number): bigint {
  return feeDivisor > 0 ? (amount * BigInt(fee)) / BigInt(feeDivisor) : 0n;
}

export const loadDonationChain = (): Promise<DonationChain> =>
  import('./donation-chain').then((m) => m.donationChain);
