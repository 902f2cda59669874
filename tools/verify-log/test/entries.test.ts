// A review_version leaf's signature, checked as the verifier does: the EIP-712 signature by the
// author over typed data whose message is this leaf's review; anything else is named.
import { describe, expect, it } from 'vitest';
import { keccak256, stringToHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { checkReviewEntry, type ReviewVersionEntry } from '../src/verify.ts';

const types = {
  Review: [
    { name: 'author', type: 'address' },
    { name: 'projectId', type: 'uint256' },
    { name: 'chain', type: 'string' },
    { name: 'contractAddress', type: 'string' },
    { name: 'rate', type: 'uint8' },
    { name: 'title', type: 'string' },
    { name: 'contentHash', type: 'bytes32' },
    { name: 'language', type: 'string' },
    { name: 'signedAt', type: 'uint64' },
  ],
};

async function signedEntry(): Promise<ReviewVersionEntry> {
  const account = privateKeyToAccount(generatePrivateKey());
  const author = account.address.toLowerCase();
  const contentHash = keccak256(stringToHex('{"type":"doc"}'));
  const message = {
    author,
    projectId: 7,
    chain: 'bsc',
    contractAddress: '',
    rate: 4,
    title: 'Solid team',
    contentHash,
    language: 'en',
    signedAt: 1_790_000_000,
  };
  const domain = { name: 'ChainReview', version: '1' };
  const signature = await account.signTypedData({
    domain,
    types,
    primaryType: 'Review',
    message: { ...message, author: account.address, projectId: 7n, signedAt: 1_790_000_000n },
  });
  return {
    kind: 'review_version',
    v: 1,
    reviewId: 1,
    version: 1,
    projectId: 7,
    author,
    rate: 4,
    title: 'Solid team',
    contentHash,
    language: 'en',
    publishedAt: '2026-11-28T09:00:00.000Z',
    signature,
    typedData: { domain, types, primaryType: 'Review', message },
  };
}

describe('review version signatures', () => {
  it('accepts the author signature over this review, and an unsigned version', async () => {
    const entry = await signedEntry();
    expect(await checkReviewEntry(entry, null)).toBeNull();
    expect(await checkReviewEntry({ ...entry, signature: null, typedData: null }, null)).toBeNull();
  });

  it('refuses a signature by someone else, a broken one, or half the material', async () => {
    const entry = await signedEntry();
    const other = await signedEntry();
    expect(await checkReviewEntry({ ...entry, signature: other.signature }, null)).toMatch(
      /does not verify/,
    );
    const flipped = `${entry.signature!.slice(0, 10)}${entry.signature![10] === 'a' ? 'b' : 'a'}${entry.signature!.slice(11)}`;
    expect(await checkReviewEntry({ ...entry, signature: flipped }, null)).toMatch(
      /does not verify/,
    );
    expect(await checkReviewEntry({ ...entry, typedData: null }, null)).toMatch(
      /without its typed data/,
    );
  });

  it('names what differs when the signed message is not this leaf', async () => {
    const entry = await signedEntry();
    expect(await checkReviewEntry({ ...entry, title: 'Another title', rate: 1 }, null)).toBe(
      'the signed message differs from the entry in rate, title',
    );
    // the message changed after signing: the signature no longer covers it
    const changed = {
      ...entry,
      title: 'Changed',
      typedData: {
        ...entry.typedData!,
        message: { ...entry.typedData!.message, title: 'Changed' },
      },
    };
    expect(await checkReviewEntry(changed, null)).toMatch(/does not verify/);
  });
});

/** A version-2 leaf: the domain names a chain, the message the site and the same chain. */
async function signedV2Entry(
  site: string,
  chains: { domain: number; message: number } = { domain: 56, message: 56 },
): Promise<ReviewVersionEntry> {
  const v1 = await signedEntry();
  const account = privateKeyToAccount(generatePrivateKey());
  const author = account.address.toLowerCase();
  const v2Types = {
    Review: [
      { name: 'site', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      ...types.Review,
    ],
  };
  const domain = { name: 'ChainReview', version: '2', chainId: chains.domain };
  const message = { ...v1.typedData!.message, author, site, chainId: chains.message };
  const signature = await account.signTypedData({
    domain,
    types: v2Types,
    primaryType: 'Review',
    message: {
      ...message,
      author: account.address,
      projectId: 7n,
      signedAt: 1_790_000_000n,
      chainId: BigInt(chains.message),
    } as never,
  });
  return {
    ...v1,
    author,
    signature,
    typedData: { domain, types: v2Types, primaryType: 'Review', message },
  };
}

describe('version-2 signatures name the site and the chain', () => {
  const site = 'https://chainreview.example';

  it('accepts a signature naming the site the verified site says it is', async () => {
    expect(await checkReviewEntry(await signedV2Entry(site), null, site)).toBeNull();
  });

  it('refuses a signature naming another site, or a message and domain on different chains', async () => {
    expect(await checkReviewEntry(await signedV2Entry(site), null, 'https://clone.example')).toBe(
      `signed for ${site}, not for https://clone.example`,
    );
    expect(
      await checkReviewEntry(await signedV2Entry(site, { domain: 56, message: 97 }), null, site),
    ).toBe('the message names another chain than its domain');
  });
});
