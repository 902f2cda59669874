// The review typed data: version 2 names the chain and the site, legacy version-1 messages
// keep their own domain, and the JSON form round-trips into something viem verifies.
import { describe, expect, it } from 'vitest';
import { hashTypedData, toFunctionSelector, verifyTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  EIP1271_MAGIC,
  eip1271Abi,
  REVIEW_SIGNATURE_DOMAIN_TYPE,
  REVIEW_SIGNATURE_MAX_SKEW_SECONDS,
  reviewContentHash,
  reviewSignatureMessage,
  siteOrigin,
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

  it('lists chain ids only, as numbers in ascending order', () => {
    const ids = reviewSignatureChainIds();
    for (const id of ids) expect(Number.isInteger(id), String(id)).toBe(true);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('gives a legacy message no chain id in its JSON', () => {
    const { site: _s, chainId: _c, ...legacy } = reviewTypedData(input).message;
    expect(reviewTypedDataJson(legacy).message).not.toHaveProperty('chainId');
    expect(reviewTypedDataJson(reviewTypedData(input).message).message).toHaveProperty('chainId');
  });
});

describe('review signature constants, as other verifiers rebuild them', () => {
  const fixed = { ...input, author: '0x1111111111111111111111111111111111111111' };

  it('hashes a version-2 review to the same digest every verifier computes', () =>
    expect(hashTypedData(reviewTypedData(fixed) as never)).toBe(
      '0xd171e23f20b3f666ea356890a3ddb883ae36724ade0565fd14619f5f51193f81',
    ));

  it('hashes a legacy review on the version-1 domain and types', () => {
    const { site: _s, chainId: _c, ...legacy } = reviewTypedData(fixed).message;
    const typed = { domain: REVIEW_SIGNATURE_DOMAIN_V1, types: REVIEW_SIGNATURE_TYPES_V1 };
    expect(hashTypedData({ ...typed, primaryType: 'Review', message: legacy } as never)).toBe(
      '0x0a1582e5e2773029d49f5384da708ae391610f64e305b9014494e270763b88b4',
    );
  });

  it('hashes the content as keccak256 of its UTF-8 bytes', () =>
    expect(reviewContentHash('abc')).toBe(
      '0x4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    ));

  it('lowers the author and the contract, an absent contract as empty', () => {
    const message = reviewSignatureMessage({
      ...fixed,
      author: '0xAAAA000000000000000000000000000000000001',
      project: { id: '9', chain: 'solana', contractAddress: null },
    });
    expect(message).toMatchObject({
      author: '0xaaaa000000000000000000000000000000000001',
      contractAddress: '',
      projectId: 9n,
      chainId: 56n,
      signedAt: 1_700_000_000n,
    });
    expect(reviewSignatureMessage(fixed).contractAddress).toBe(
      '0xabcdef0000000000000000000000000000000001',
    );
  });

  it('lists the EVM chain ids in order, ignoring empty extras', () => {
    expect(reviewSignatureChainIds([0, undefined])).toEqual([
      1, 10, 25, 56, 97, 128, 137, 250, 324, 2000, 2020, 10001, 42161, 43114,
    ]);
  });

  it('names the site by its origin only', () =>
    expect(siteOrigin('https://Example.org:443/x/?q=1')).toBe('https://example.org'));

  it('keeps the domain type, the EIP-1271 check and the 10-minute skew', () => {
    expect(REVIEW_SIGNATURE_DOMAIN_TYPE).toEqual([
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ]);
    expect(EIP1271_MAGIC).toBe(toFunctionSelector('isValidSignature(bytes32,bytes)'));
    expect(eip1271Abi).toEqual([
      {
        type: 'function',
        name: 'isValidSignature',
        stateMutability: 'view',
        inputs: [
          { name: 'hash', type: 'bytes32' },
          { name: 'signature', type: 'bytes' },
        ],
        outputs: [{ name: 'magicValue', type: 'bytes4' }],
      },
    ]);
    expect(REVIEW_SIGNATURE_MAX_SKEW_SECONDS).toBe(600);
  });
});
