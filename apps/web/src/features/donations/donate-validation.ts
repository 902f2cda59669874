// Donate form rules (spec 5): amount required, above the token's minimum, not above its
// maximum or the chosen token's balance; message at most messageMax characters.
import type { DonateToken } from '@/lib/donation-chain-types';

export interface DonateLimits {
  minBNB: number;
  maxBNB: number;
  minBUSD: number;
  maxBUSD: number;
  messageMax: number;
}

export type AmountError =
  | { key: 'donations.amountRequired' }
  | { key: 'donations.amountMin'; min: number; token: DonateToken }
  | { key: 'donations.amountMax'; max: number; token: DonateToken }
  | { key: 'donations.notEnoughBalance' };

export const maxOf = (token: DonateToken, limits: DonateLimits) =>
  token === 'BNB' ? limits.maxBNB : limits.maxBUSD;
export const minOf = (token: DonateToken, limits: DonateLimits) =>
  token === 'BNB' ? limits.minBNB : limits.minBUSD;

/** Keeps only a plain decimal (digits and one point, 18 decimals at most). */
export function isAmountInput(text: string): boolean {
  return /^\d*(\.\d{0,18})?$/.test(text);
}

/** True when typing `text` should be refused: above the maximum (spec 5: input blocked). */
export function blocksInput(text: string, token: DonateToken, limits: DonateLimits): boolean {
  if (!isAmountInput(text)) return true;
  const value = Number(text);
  return Number.isFinite(value) && value > maxOf(token, limits);
}

export function validateAmount(
  text: string,
  token: DonateToken,
  limits: DonateLimits,
  balance: number | null,
): AmountError | null {
  const value = Number(text);
  if (!text.trim() || !Number.isFinite(value) || value <= 0)
    return { key: 'donations.amountRequired' };
  const max = maxOf(token, limits);
  if (value > max) return { key: 'donations.amountMax', max, token };
  const min = minOf(token, limits);
  if (value < min) return { key: 'donations.amountMin', min, token };
  if (balance !== null && value > balance) return { key: 'donations.notEnoughBalance' };
  return null;
}

export function validateMessage(text: string, limits: DonateLimits): string | null {
  return text.length > limits.messageMax ? 'donations.messageMax' : null;
}
