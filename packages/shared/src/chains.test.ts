import { describe, expect, it } from 'vitest';
import { chainName, NETWORK_INFO } from './chains.ts';

describe('chain names', () => {
  it('names every network of spec 9 by chain id, BNB Chain never as BSC', () => {
    expect(chainName(56)).toBe('BNB Chain');
    expect(chainName(97)).toBe('BNB Testnet');
    expect(chainName(25)).toBe('Cronos');
    expect(chainName(128)).toBe('Huobi');
    expect(chainName(1)).toBe('Ethereum');
    expect(chainName(31337)).toBe('Dev Chain');
    expect(chainName(999_999)).toBeNull();
    expect(chainName(null)).toBeNull();
  });

  it('keeps the extra networks apart from the project chains', () => {
    expect(Object.values(NETWORK_INFO).map((n) => n.chainId)).toEqual([25, 128, 97]);
  });
});
