// The standard development mnemonic's accounts (Hardhat's, Anvil's): well known, funded on
// every local chain, never to be used anywhere else.
import { pbkdf2Sync } from 'node:crypto';
import { HDKey, hdKeyToAccount, type HDAccount } from 'viem/accounts';
import { toHex, type Address, type Hex } from 'viem';

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const DEV_CHAIN_ID = 31337;
/** Hardhat account #1, the web app's Demo wallet. */
export const DEMO_WALLET_ADDRESS: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export interface DevAccount {
  address: Address;
  privateKey: Hex;
  account: HDAccount;
}

let cached: DevAccount[] = [];

/** The first `count` accounts of the mnemonic (BIP-39 seed once, then BIP-32 per index). */
export function devAccounts(count = 10): DevAccount[] {
  if (cached.length >= count) return cached.slice(0, count);
  // BIP-39 seed: PBKDF2-HMAC-SHA512 of the mnemonic with salt "mnemonic", 2048 rounds
  const seed = pbkdf2Sync(DEV_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
  const master = HDKey.fromMasterSeed(seed);
  cached = Array.from({ length: count }, (_, index) => {
    const account = hdKeyToAccount(master, { addressIndex: index });
    const privateKey = toHex(account.getHdKey().privateKey!);
    return { address: account.address, privateKey, account };
  });
  return cached;
}
