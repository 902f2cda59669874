import { isAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  actionChainId,
  CHAIN_CONFIRMATIONS,
  CHAIN_INFO,
  chainName,
  defaultConfirmations,
  explorerAddressUrl,
  explorerTxUrl,
  NETWORK_INFO,
  QUOTE_TOKENS,
} from './chains.ts';
import { CHAINS, type Chain } from './enums.ts';

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
    expect(chainName(undefined)).toBeNull();
  });

  it('keeps the extra networks apart from the project chains', () => {
    expect(Object.values(NETWORK_INFO).map((n) => n.chainId)).toEqual([25, 128, 97]);
  });
});

describe('the chain table', () => {
  it('has one entry per chain of the enumeration, keyed by its slug', () => {
    expect(Object.keys(CHAIN_INFO)).toEqual([...CHAINS]);
    for (const [key, info] of Object.entries(CHAIN_INFO)) expect(info.chain).toBe(key);
    for (const [key, info] of Object.entries(NETWORK_INFO)) expect(info.chain).toBe(key);
  });

  it('gives each chain its id, name, symbol, explorer and RPC', () => {
    const row = (c: { chainId: number | null; name: string; symbol: string }) =>
      `${c.chainId} ${c.name} ${c.symbol}`;
    expect(Object.values(CHAIN_INFO).map(row)).toEqual([
      '56 BNB Chain BNB',
      '1 Ethereum ETH',
      '1 Ethereum ETH',
      '10001 EthereumPoW ETHW',
      '137 Polygon MATIC',
      '250 Fantom FTM',
      '2000 Dogechain DOGE',
      '42161 Arbitrum ETH',
      '43114 Avalanche AVAX',
      '10 Optimism ETH',
      '324 zkSync Era ETH',
      '2020 Ronin RON',
      'null Solana SOL',
      'null Aptos APT',
      'null Other ',
    ]);
    expect(Object.values(NETWORK_INFO).map(row)).toEqual([
      '25 Cronos CRO',
      '128 Huobi HT',
      '97 BNB Testnet tBNB',
    ]);
    expect(
      [...Object.values(CHAIN_INFO), ...Object.values(NETWORK_INFO)].map((c) => [
        c.explorer,
        c.nodeRpcUrl,
      ]),
    ).toEqual([
      ['https://bscscan.com', 'https://bsc-dataseed.binance.org'],
      ['https://etherscan.io', 'https://cloudflare-eth.com'],
      ['https://etherscan.io', 'https://cloudflare-eth.com'],
      ['https://www.oklink.com/ethw', 'https://mainnet.ethereumpow.org'],
      ['https://polygonscan.com', 'https://polygon-rpc.com'],
      ['https://ftmscan.com', 'https://rpc.ftm.tools'],
      ['https://explorer.dogechain.dog', 'https://rpc.dogechain.dog'],
      ['https://arbiscan.io', 'https://arb1.arbitrum.io/rpc'],
      ['https://snowtrace.io', 'https://api.avax.network/ext/bc/C/rpc'],
      ['https://optimistic.etherscan.io', 'https://mainnet.optimism.io'],
      ['https://explorer.zksync.io', 'https://mainnet.era.zksync.io'],
      ['https://app.roninchain.com', 'https://api.roninchain.com/rpc'],
      ['https://solscan.io', null],
      ['https://explorer.aptoslabs.com', null],
      [null, null],
      ['https://cronoscan.com', 'https://evm.cronos.org'],
      ['https://hecoinfo.com', 'https://http-mainnet.hecochain.com'],
      ['https://testnet.bscscan.com', 'https://data-seed-prebsc-1-s1.binance.org:8545'],
    ]);
  });

  it('prices pools against checksummed quote tokens with their decimals', () => {
    const tokens = (list: typeof QUOTE_TOKENS.bsc) => list.map((t) => `${t.quote}/${t.decimals}`);
    expect(tokens(QUOTE_TOKENS.bsc)).toEqual(['WBNB/18', 'USDT/18', 'USDC/18', 'BUSD/18']);
    expect(tokens(QUOTE_TOKENS.ethereum)).toEqual(['WETH/18', 'USDC/6', 'USDT/6', 'DAI/18']);
    for (const { address } of [...QUOTE_TOKENS.bsc, ...QUOTE_TOKENS.ethereum])
      expect(isAddress(address, { strict: true }), address).toBe(true);
    expect(QUOTE_TOKENS.bsc[0]!.address).toBe('0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c');
    expect(QUOTE_TOKENS.ethereum[0]!.address).toBe('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
  });
});

describe('network rules', () => {
  it('waits 12 blocks on Ethereum, 15 on BNB Chain and its testnet, 1 on the dev chain', () => {
    expect(CHAIN_CONFIRMATIONS).toEqual({ 1: 12, 56: 15, 97: 15, 31337: 1 });
    expect(defaultConfirmations(56)).toBe(15);
    expect(defaultConfirmations(31337)).toBe(1);
    expect(defaultConfirmations(137)).toBe(12);
  });

  it('acts on the configured donation chain, BNB Chain when none is', () => {
    expect(actionChainId(31337)).toBe(31337);
    expect(actionChainId(null)).toBe(56);
    expect(actionChainId(undefined)).toBe(56);
  });

  it('links an address to its explorer, a Solana token to its token page', () => {
    expect(explorerAddressUrl('bsc', '0xa')).toBe('https://bscscan.com/address/0xa');
    expect(explorerAddressUrl('solana', 'Mint')).toBe('https://solscan.io/token/Mint');
    expect(explorerAddressUrl('non_evm', 'x')).toBeNull();
  });

  it('links no explorer for a chain it does not know (a stale value from storage)', () =>
    expect(explorerAddressUrl('retired' as Chain, 'x')).toBeNull());

  it('links a transaction, with or without a trailing slash on the explorer', () => {
    expect(explorerTxUrl('https://bscscan.com/', '0xh')).toBe('https://bscscan.com/tx/0xh');
    expect(explorerTxUrl('https://bscscan.com', '0xh')).toBe('https://bscscan.com/tx/0xh');
    expect(explorerTxUrl('https://a.io/x/', '0xh')).toBe('https://a.io/x/tx/0xh');
  });
});
