// The review typed data: version 2 names the chain and the site, legacy version-1 messages
// keep their own domain, and the JSON form round-trips into something viem verifies.
import { describe, expect, it } from 'vitest';
import { verifyTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  REVIEW_SIGNATURE_DOMAIN_V1,
  REVIEW_SIGNATURE_TYPES_V1,
  reviewMessageFromJson,
  reviewSignatureChainIds,
  reviewSignatureVersion,
  reviewTypedData,
  reviewTypedDataJson,
} from './review-signature.ts';

const account = privateKeyToAccount(`0x${'42'.repeat(32)}`);
const input = {
  site: 'https://chainreview.example',
  chainId: 56,
  author: account.address,
  project: { id: 7, chain: 'bsc', contractAddress: '0xABCDEF0000000000000000000000000000000001' },
  rate: 4,
  title: 'Fees stayed low',
  content: 'Plain text content',
  language: 'en',
  signedAt: 1_700_000_000,
};

describe('review signature typed data', () => {
  it('names the chain in the domain and the site in the message', async () => {
    const typed = reviewTypedData(input);
    expect(typed.domain).toEqual({ name: 'ChainReview', version: '2', chainId: 56 });
    expect(typed.message.site).toBe('https://chainreview.example');
    const signature = await account.signTypedData(typed);
    const json = reviewTypedDataJson(typed.message);
    expect(json.message).toMatchObject({ chainId: 56, projectId: 7, signedAt: 1_700_000_000 });
    // the JSON as served verifies as is, and parses back to the same version
    expect(await verifyTypedData({ address: account.address, ...json, signature } as never)).toBe(
      true,
    );
    expect(reviewSignatureVersion(json.message)).toBe('2');
    expect(reviewTypedDataJson(reviewMessageFromJson(json.message))).toEqual(json);
    // the same review signed for another chain or site is another signature
    const other = await account.signTypedData(reviewTypedData({ ...input, chainId: 1 }));
    expect(other).not.toBe(signature);
  });

  it('keeps a legacy message on the version-1 domain', async () => {
    const { site: _s, chainId: _c, ...legacy } = reviewTypedData(input).message;
    const signature = await account.signTypedData({
      domain: REVIEW_SIGNATURE_DOMAIN_V1,
      types: REVIEW_SIGNATURE_TYPES_V1,
      primaryType: 'Review',
      message: legacy,
    });
    const json = reviewTypedDataJson(reviewMessageFromJson(reviewTypedDataJson(legacy).message));
    expect(json.domain).toEqual({ name: 'ChainReview', version: '1' });
    expect(reviewSignatureVersion(json.message)).toBe('1');
    expect(await verifyTypedData({ address: account.address, ...json, signature } as never)).toBe(
      true,
    );
  });

  it('accepts the networks of chains.ts and the extra (donation) chain only', () => {
    const ids = reviewSignatureChainIds();
    for (const id of [1, 56, 97, 137, 25, 128]) expect(ids).toContain(id);
    for (const id of [31337, 11155111, 5]) expect(ids).not.toContain(id);
    expect(reviewSignatureChainIds([31337, null])).toContain(31337);
  });
});
