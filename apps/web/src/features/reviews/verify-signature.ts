// The browser's own check of a review's signature ('Signed by the author'). viem is
// loaded on demand. An EOA signature is recovered locally; when it does not recover to the
// author, the author may be a contract wallet: the wallet contract is asked through EIP-1271
// on the chains whose RPC the server publishes (the project's chain first), as the server did.
// Then the typed data must be the review as shown (title, rate, hash of the content).
import { processContent } from '@chainreview/shared/content';
import { EIP1271_MAGIC, eip1271Abi, reviewContentHash } from '@chainreview/shared/review-signature';

export type SignatureVerdict = 'verified' | 'contract' | 'mismatch' | 'invalid';

export interface ShownReview {
  title: string;
  rate: number;
  content: string;
  author: string;
}

export interface SignedPayload {
  signature: string;
  typedData: {
    domain: Record<string, unknown>;
    types: Record<string, Array<{ name: string; type: string }>>;
    primaryType: string;
    message: Record<string, unknown>;
  };
}

/** A chain the browser may ask (system-configs chains[]). */
export interface ChainRpc {
  chain: string;
  chainId: number | null;
  nodeRpcUrl: string | null;
}

/** Whether the typed data is the review shown on the page. */
export function payloadMatches(review: ShownReview, payload: SignedPayload): boolean {
  const { message } = payload.typedData;
  const processed = processContent(review.content);
  return (
    processed.ok &&
    String(message.author ?? '').toLowerCase() === review.author.toLowerCase() &&
    message.title === review.title &&
    Number(message.rate) === review.rate &&
    message.contentHash === reviewContentHash(processed.value.content)
  );
}

export async function verifyReviewSignature(
  review: ShownReview,
  payload: SignedPayload,
  chains: readonly ChainRpc[],
): Promise<SignatureVerdict> {
  const viem = await import('viem');
  const typed = {
    ...payload.typedData,
    signature: payload.signature as `0x${string}`,
  } as unknown as Parameters<typeof viem.verifyTypedData>[0];
  const author = review.author as `0x${string}`;
  let eoa = false;
  try {
    eoa = await viem.verifyTypedData({ ...typed, address: author });
  } catch {
    eoa = false;
  }
  let contract = false;
  if (!eoa) {
    const hash = viem.hashTypedData(typed);
    const projectChain = String(payload.typedData.message.chain ?? '');
    const ordered = [...chains]
      .filter((c) => c.nodeRpcUrl)
      .sort((a, b) => Number(b.chain === projectChain) - Number(a.chain === projectChain));
    for (const chain of ordered) {
      try {
        const client = viem.createPublicClient({ transport: viem.http(chain.nodeRpcUrl!) });
        const code = await client.getCode({ address: author });
        if (!code || code === '0x') continue;
        const magic = await client.readContract({
          address: author,
          abi: eip1271Abi,
          functionName: 'isValidSignature',
          args: [hash, payload.signature as `0x${string}`],
        });
        if (magic.toLowerCase() === EIP1271_MAGIC) {
          contract = true;
          break;
        }
      } catch {
        // an unreachable node or a reverting wallet proves nothing
      }
    }
  }
  if (!eoa && !contract) return 'invalid';
  if (!payloadMatches(review, payload)) return 'mismatch';
  return eoa ? 'verified' : 'contract';
}
