import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  isValidWalletAddress,
  normalizeAddress,
  normalizeProjectAddress,
  shortenAddress,
} from './address.ts';
import { ensureHttps, keyFromSlug, links, projectSlug } from './links.ts';

const lower = '0x52908400098527886e0f7030069857d2e4169ee7';
const checksummed = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('addresses', () => {
  it('accepts any case and returns the checksummed form', () => {
    expect(normalizeAddress(lower)).toBe(checksummed);
    expect(normalizeAddress(lower.toUpperCase().replace('0X', '0x'))).toBe(checksummed);
    expect(addressSchema.parse(lower)).toBe(checksummed);
  });
  it("rejects malformed and zero addresses with Invalid 'address' parameter", () => {
    for (const bad of ['0x123', 'abc', '0x0000000000000000000000000000000000000000', '']) {
      expect(normalizeAddress(bad)).toBeNull();
      const result = addressSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Invalid 'address' parameter");
    }
  });
  it('normalizes a project address on EVM chains and keeps other values as they are', () => {
    expect(normalizeProjectAddress('bsc', lower)).toBe(checksummed);
    expect(normalizeProjectAddress('solana', 'So11111111111111111111111111111111111111112')).toBe(
      'So11111111111111111111111111111111111111112',
    );
    expect(normalizeProjectAddress('bsc', '42')).toBe('42');
  });
  it('shortens to 4 characters each side', () => {
    expect(shortenAddress(checksummed)).toBe('0x5290...9EE7');
  });
});

describe('addresses at their edges', () => {
  it('trims the address before checking it', () => {
    expect(normalizeAddress(`  ${lower}\n`)).toBe(checksummed);
    expect(isValidWalletAddress(` ${lower} `)).toBe(true);
  });
  it('accepts a mixed-case address with a wrong checksum and returns the right one', () => {
    const wrongCase = checksummed.replace('EE7', 'Ee7');
    expect(normalizeAddress(wrongCase)).toBe(checksummed);
  });
  it('tells a valid wallet address from a malformed or zero one', () => {
    expect(isValidWalletAddress(checksummed)).toBe(true);
    expect(isValidWalletAddress('0x123')).toBe(false);
    expect(isValidWalletAddress('0x0000000000000000000000000000000000000000')).toBe(false);
  });
  it('refuses a bad address with a custom issue', () => {
    expect(addressSchema.safeParse('0x123').error?.issues[0]?.code).toBe('custom');
  });
  it('checksums only on EVM chains and trims every project key', () => {
    expect(normalizeProjectAddress('solana', lower)).toBe(lower);
    expect(normalizeProjectAddress('bsc', ` ${lower} `)).toBe(checksummed);
    expect(normalizeProjectAddress('bsc', ' 42 ')).toBe('42');
    expect(normalizeProjectAddress('solana', ' So111 ')).toBe('So111');
  });
  it('keeps an address of at most 2 * chars + 2 characters whole and shortens a longer one', () => {
    expect(shortenAddress('0x12345678')).toBe('0x12345678');
    expect(shortenAddress('0x123456789')).toBe('0x1234...6789');
    expect(shortenAddress('0x123456', 3)).toBe('0x123456');
    expect(shortenAddress('0x1234567', 3)).toBe('0x123...567');
  });
  it('counts the 0x prefix only when the address has one', () => {
    expect(shortenAddress('abcdefghijk')).toBe('abcd...hijk');
  });
});

describe('links', () => {
  const project = {
    id: '17',
    chain: 'BSC',
    name: 'Aurora Swap',
    symbol: 'AUR',
    contractAddress: checksummed,
  };
  it('builds lowercase, hyphenated project links with the address last', () => {
    expect(projectSlug(project)).toBe(`aurora-swap-aur-${lower}`);
    expect(links.project(project)).toBe(`/project/bsc/aurora-swap-aur-${lower}`);
    expect(keyFromSlug(projectSlug(project))).toBe(lower);
  });
  it('uses the project id when there is no contract address', () => {
    const noAddress = { ...project, contractAddress: null, chain: 'non_evm' };
    expect(links.project(noAddress)).toBe('/project/non_evm/aurora-swap-aur-17');
    expect(links.writeReview(noAddress)).toBe('/write-review/non_evm/17');
    expect(links.submitProject(noAddress)).toBe('/submit-project/non_evm/17');
  });
  it('sends the viewer to /me and others to the address route', () => {
    expect(links.profile(checksummed, lower)).toBe('/me');
    expect(links.profile(checksummed, null)).toBe(`/user/address/${checksummed}`);
  });
  it('adds https:// to share links that miss it, keeping http:// and any case', () => {
    expect(ensureHttps('example.com')).toBe('https://example.com');
    expect(ensureHttps('https://example.com')).toBe('https://example.com');
    expect(ensureHttps('http://example.com')).toBe('http://example.com');
    expect(ensureHttps('HTTPS://example.com')).toBe('HTTPS://example.com');
    expect(ensureHttps('www.https://x.io')).toBe('https://www.https://x.io');
  });
  it('folds accents, runs of separators and edges of a name into single hyphens', () => {
    const slug = (name: string, symbol: string | null = null) =>
      projectSlug({ id: '9', chain: 'bsc', name, symbol, contractAddress: null });
    expect(slug('Café  Crème')).toBe('cafe-creme-9');
    expect(slug('--Moon__Shot!!', '$MS')).toBe('moon-shot-ms-9');
    expect(slug('Ünïcödé 日本')).toBe('unicode-日本-9');
    expect(slug('!!!')).toBe('9');
    expect(slug('', 'ABC')).toBe('abc-9');
    expect(links.projectsByChain()).toBe('/projects-by-chain');
    expect(links.projectsByChain('bsc')).toBe('/projects-by-chain?chain=bsc');
    expect(links.search('a b/c')).toBe('/search/a%20b%2Fc');
    expect(links.hashtag('#gm')).toBe('/search-hashtag?hashtag=%23gm');
  });
});
