// Wallet and contract address rules (spec 5): any case in, checksummed out, zero rejected.
import { getAddress, isAddress, zeroAddress, type Address } from 'viem';
import { z } from 'zod';
import { ERROR_TEXTS } from './errors.ts';
import { isEvmChain, type Chain } from './enums.ts';

export const INVALID_ADDRESS_TEXT = ERROR_TEXTS.invalid_address;

/** Returns the checksummed address, or null when malformed or the zero address. */
export function normalizeAddress(value: string): Address | null {
  const trimmed = value.trim();
  if (!isAddress(trimmed, { strict: false })) return null;
  const checksummed = getAddress(trimmed);
  return checksummed === zeroAddress ? null : checksummed;
}

export function isValidWalletAddress(value: string): boolean {
  return normalizeAddress(value) !== null;
}

/** A wallet address field: accepts any case, yields the checksummed form. */
export const addressSchema = z.string().transform((value, ctx) => {
  const normalized = normalizeAddress(value);
  if (!normalized) {
    ctx.addIssue({ code: 'custom', message: INVALID_ADDRESS_TEXT });
    return z.NEVER;
  }
  return normalized;
});

// defined next to the chain list, so the web can ask without loading zod and viem
export { isEvmChain };

/**
 * The key a project is looked up by: a valid EVM address on an EVM chain is checksummed,
 * anything else (a Solana mint, an id) is the value alone (spec 5).
 */
export function normalizeProjectAddress(chain: Chain | string, value: string): string {
  if (isEvmChain(chain)) return normalizeAddress(value) ?? value.trim();
  return value.trim();
}

export function shortenAddress(address: string, chars = 4): string {
  if (address.length <= chars * 2 + 2) return address;
  const start = address.startsWith('0x') ? chars + 2 : chars;
  return `${address.slice(0, start)}...${address.slice(-chars)}`;
}
