// Signed reviews: the server checks the author's EIP-712 signature of exactly what it stores.
// The signature must name this site (PUBLIC_URL's origin) and a chain the platform supports. An
// EOA signature is recovered locally; otherwise, when the author's address holds code on a
// configured chain (the project's chain first), the contract wallet is asked through EIP-1271
// isValidSignature.
import { getAddress, hashTypedData, isAddressEqual, recoverTypedDataAddress, type Hex } from 'viem';
import {
  EIP1271_MAGIC,
  REVIEW_SIGNATURE_MAX_SKEW_SECONDS,
  eip1271Abi,
  reviewSignatureChainIds,
  reviewTypedData,
  reviewTypedDataJson,
  type ReviewBody,
} from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { chainIdOf, publicClientFor } from '../../chain/clients.ts';

export interface StoredSignature {
  signature: string;
  signedMessage: Record<string, unknown>;
}

/** Asks contract wallets on the configured chains (project chain first); true when one accepts. */
async function verifyContractWallet(
  deps: Deps,
  author: Hex,
  hash: Hex,
  signature: Hex,
  projectChain: string,
): Promise<boolean> {
  const first = chainIdOf(projectChain);
  const ids = Object.keys(deps.config.chainRpcUrls).map(Number);
  const ordered = first && ids.includes(first) ? [first, ...ids.filter((i) => i !== first)] : ids;
  for (const chainId of ordered) {
    const client = publicClientFor(deps.config, chainId);
    if (!client) continue;
    try {
      const code = await client.getCode({ address: author });
      if (!code || code === '0x') continue;
      const magic = await client.readContract({
        address: author,
        abi: eip1271Abi,
        functionName: 'isValidSignature',
        args: [hash, signature],
      });
      if (magic.toLowerCase() === EIP1271_MAGIC) return true;
    } catch {
      // an unreachable node or a reverting wallet is not a valid signature
    }
  }
  return false;
}

/** Chains a review signature may name here: chains.ts's networks and the donation chain. */
export function acceptedSignatureChainIds(deps: Deps): number[] {
  return reviewSignatureChainIds([deps.config.donation.chainId]);
}

/**
 * Verifies the body's signature over the stored form of the review; null when unsigned. Throws
 * review_signature_wrong_site / review_signature_unsupported_chain / review_signature_expired /
 * review_signature_invalid.
 */
export async function verifyReviewSignature(
  deps: Deps,
  author: string,
  project: { id: number; chain: string; contractAddress: string | null },
  stored: { title: string; content: string },
  body: ReviewBody,
): Promise<StoredSignature | null> {
  if (!body.signature) return null;
  const { signature, signedAt, chainId, site } = body.signature;
  // a signature made for another site (a clone, a phishing page relaying our API) is not ours
  if (site !== deps.config.publicOrigin.uri) throw badRequest('review_signature_wrong_site');
  if (!acceptedSignatureChainIds(deps).includes(chainId))
    throw badRequest('review_signature_unsupported_chain');
  const now = Math.floor(deps.now().getTime() / 1000);
  if (Math.abs(now - signedAt) > REVIEW_SIGNATURE_MAX_SKEW_SECONDS)
    throw badRequest('review_signature_expired');
  const typed = reviewTypedData({
    site,
    chainId,
    author: getAddress(author),
    project,
    rate: body.rate,
    title: stored.title,
    content: stored.content,
    language: body.language,
    signedAt,
  });
  const sig = signature as Hex;
  let ok = false;
  try {
    const recovered = await recoverTypedDataAddress({ ...typed, signature: sig });
    ok = isAddressEqual(recovered, getAddress(author));
  } catch {
    ok = false;
  }
  if (!ok)
    ok = await verifyContractWallet(
      deps,
      getAddress(author),
      hashTypedData(typed),
      sig,
      project.chain,
    );
  if (!ok) throw badRequest('review_signature_invalid');
  return { signature, signedMessage: reviewTypedDataJson(typed.message).message };
}
