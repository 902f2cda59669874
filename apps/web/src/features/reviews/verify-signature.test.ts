// The browser's check behind 'Signed by the author': a real EOA signature verifies, a payload
// that is not the review shown is a mismatch, a stranger's signature is invalid, and a contract
// wallet's signature is confirmed through EIP-1271 over JSON-RPC on a real local EVM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { processContent } from '@chainreview/shared/content';
import { reviewTypedData, reviewTypedDataJson } from '@chainreview/shared/review-signature';
import { startLocalEvm, type LocalEvm } from '@chainreview/contracts/local-evm';
import { localClients } from '@chainreview/contracts/chain';
import {
  testContractWalletAbi,
  testContractWalletBytecode,
} from '@chainreview/contracts/generated/test-contract-wallet';
import { verifyReviewSignature, type ShownReview, type SignedPayload } from './verify-signature';

const content = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Audits are public.' }] }],
});
const project = {
  id: 7,
  chain: 'bsc',
  contractAddress: '0x55d398326f99059fF775485246999027B3197955',
};

async function signed(signer: ReturnType<typeof privateKeyToAccount>, author: string) {
  const processed = processContent(content);
  if (!processed.ok) throw new Error(processed.error);
  const review: ShownReview = { title: 'Fees stayed low', rate: 4, content, author };
  const typed = reviewTypedData({
    site: 'https://chainreview.example',
    chainId: 56,
    author,
    project,
    rate: review.rate,
    title: review.title,
    content: processed.value.content,
    language: 'en',
    signedAt: 1_760_000_000,
  });
  const json = reviewTypedDataJson(typed.message);
  const payload: SignedPayload = {
    signature: await signer.signTypedData(typed),
    typedData: json as unknown as SignedPayload['typedData'],
  };
  return { review, payload };
}

describe('verifying a review signature in the browser', () => {
  it("verifies the author's EOA signature of the review shown", async () => {
    const author = privateKeyToAccount(generatePrivateKey());
    const { review, payload } = await signed(author, author.address);
    expect(await verifyReviewSignature(review, payload, [])).toBe('verified');
  });

  it('calls a valid signature of other text, rate or title a mismatch', async () => {
    const author = privateKeyToAccount(generatePrivateKey());
    const { review, payload } = await signed(author, author.address);
    for (const shown of [
      { ...review, title: 'Fees stayed low!' },
      { ...review, rate: 5 },
      { ...review, content: content.replace('public', 'private') },
    ])
      expect(await verifyReviewSignature(shown, payload, [])).toBe('mismatch');
  });

  it("calls a stranger's signature or a tampered payload invalid, never a contract wallet", async () => {
    const author = privateKeyToAccount(generatePrivateKey());
    const stranger = privateKeyToAccount(generatePrivateKey());
    const { review, payload } = await signed(stranger, author.address);
    expect(await verifyReviewSignature(review, payload, [])).toBe('invalid');
    const own = await signed(author, author.address);
    const tampered = {
      ...own.payload,
      typedData: {
        ...own.payload.typedData,
        message: { ...own.payload.typedData.message, rate: 5 },
      },
    };
    expect(await verifyReviewSignature({ ...own.review, rate: 5 }, tampered, [])).toBe('invalid');
  });

  describe('a contract wallet (EIP-1271) on a local EVM', () => {
    let evm: LocalEvm;
    let wallet: `0x${string}`;
    beforeAll(async () => {
      evm = await startLocalEvm({ accounts: 2 });
      const clients = localClients(evm.provider, evm.rpcUrl);
      const owner = evm.accounts[1]!.address;
      const hash = await clients.walletFor(owner).deployContract({
        abi: testContractWalletAbi,
        bytecode: testContractWalletBytecode,
        args: [owner],
      });
      const receipt = await clients.publicClient.waitForTransactionReceipt({ hash });
      wallet = receipt.contractAddress!;
    }, 60_000);
    afterAll(async () => {
      await evm?.close();
    });

    it('asks the wallet contract over the RPC and confirms what its owner key signed', async () => {
      const ownerKey = privateKeyToAccount(evm.accounts[1]!.privateKey);
      const { review, payload } = await signed(ownerKey, wallet);
      // no RPC published: nothing to ask, so not verified
      expect(await verifyReviewSignature(review, payload, [])).toBe('invalid');
      const chains = [
        { chain: 'ethereum', chainId: 1, nodeRpcUrl: null },
        { chain: 'dev', chainId: evm.chainId, nodeRpcUrl: evm.rpcUrl },
      ];
      expect(await verifyReviewSignature(review, payload, chains)).toBe('contract');
      const stranger = privateKeyToAccount(generatePrivateKey());
      const forged = await signed(stranger, wallet);
      expect(await verifyReviewSignature(forged.review, forged.payload, chains)).toBe('invalid');
    });
  });
});
