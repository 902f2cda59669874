import { describe, expect, it } from 'vitest';
import { donationTargetOf, formatBalance } from './wallet-balances';
import { systemConfig } from '../../test/session';

describe('formatBalance', () => {
  it('shows BNB with 5 decimals and BUSD with 2, cut rather than rounded up', () => {
    expect(formatBalance(1_234_567_890_000_000_000n, 5)).toBe('1.23456');
    expect(formatBalance(9_999_999_999_999_999_999n, 2)).toBe('9.99');
    expect(formatBalance(0n, 2)).toBe('0.00');
  });

  it('gives null for an unknown balance', () => {
    expect(formatBalance(null, 5)).toBeNull();
    expect(formatBalance(undefined, 2)).toBeNull();
  });
});

describe('donationTargetOf', () => {
  it('is null while donations are disabled and names the chain RPC when enabled', () => {
    expect(donationTargetOf(systemConfig as never)).toBeNull();
    const enabled = {
      ...systemConfig,
      chains: [{ chainId: 31337, nodeRpcUrl: 'http://127.0.0.1:8545' }],
      donation: {
        ...systemConfig.donation,
        enabled: true,
        contractAddress: '0x1',
        chainId: 31337,
        busdAddress: '0x2',
      },
    };
    expect(donationTargetOf(enabled as never)).toEqual({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      contractAddress: '0x1',
      busdAddress: '0x2',
    });
  });
});
