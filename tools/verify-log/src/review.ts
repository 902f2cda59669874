// One review version's entry: its author, and its EIP-712 signature against the review it
// claims to sign (by the key, or by the wallet contract through an RPC).
import { verifyTypedData, type Address, type Hex, type PublicClient } from 'viem';
import type { ReviewVersionEntry } from './common.ts';

export async function checkReviewEntry(
  entry: ReviewVersionEntry,
  client: PublicClient | null,
  signedSite: string | null = null,
): Promise<string | null> {
  if (!/^0x[0-9a-f]{40}$/.test(entry.author)) return 'the author is not a lower-case address';
  if (entry.signature === null && entry.typedData === null) return null;
  if (!entry.signature || !entry.typedData)
    return 'a signature without its typed data, or the reverse';
  const { domain, types, primaryType, message } = entry.typedData;
  // the signed message must be this entry's review, not another one
  const mismatched = (
    [
      ['author', String(message.author).toLowerCase() === entry.author],
      ['projectId', String(message.projectId) === String(entry.projectId)],
      ['rate', Number(message.rate) === entry.rate],
      ['title', message.title === entry.title],
      [
        'contentHash',
        String(message.contentHash).toLowerCase() === entry.contentHash.toLowerCase(),
      ],
      ['language', message.language === entry.language],
    ] as const
  )
    .filter(([, same]) => !same)
    .map(([name]) => name);
  if (mismatched.length)
    return `the signed message differs from the entry in ${mismatched.join(', ')}`;
  // version 2 names the site and the chain: both must be the ones the domain and site say
  if ('site' in message || String(domain.version) !== '1') {
    if (String(domain.version) !== '2')
      return `an unknown domain version ${String(domain.version)}`;
    if (Number(message.chainId) !== Number(domain.chainId))
      return 'the message names another chain than its domain';
    if (signedSite !== null && message.site !== signedSite)
      return `signed for ${String(message.site)}, not for ${signedSite}`;
  }
  // the typed data comes from the log as JSON: its shape is checked by the hashing itself
  const typed = {
    address: entry.author as Address,
    domain,
    types,
    primaryType,
    message,
    signature: entry.signature as Hex,
  } as unknown as Parameters<typeof verifyTypedData>[0];
  try {
    if (await verifyTypedData(typed)) return null;
  } catch {
    // a contract wallet's signature is not a 65-byte ECDSA one: asked of the chain below
  }
  if (client) {
    const ok = await client
      .verifyTypedData(typed as Parameters<PublicClient['verifyTypedData']>[0])
      .catch(() => false);
    if (ok) return null;
    return 'the EIP-712 signature does not verify (neither by the key nor by the wallet contract)';
  }
  return 'the EIP-712 signature does not verify (a contract wallet needs --rpc of its chain)';
}
