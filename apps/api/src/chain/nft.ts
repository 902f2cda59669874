// ERC-721 reads for NFT avatars: the tokens an owner holds in a collection (Enumerable, or
// Transfer logs checked with ownerOf) and a token's image from its on-chain metadata.
import { getAddress, parseAbi, parseAbiItem, type Address, type PublicClient } from 'viem';

export const erc721Abi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function name() view returns (string)',
]);
const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
);

/** At most this many tokens of one collection are listed per user. */
export const MAX_TOKENS_PER_COLLECTION = 50;

export async function ownedTokenIds(
  client: PublicClient,
  collection: Address,
  owner: Address,
): Promise<bigint[]> {
  const balance = await client.readContract({
    address: collection,
    abi: erc721Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
  if (balance === 0n) return [];
  const count = Number(
    balance > BigInt(MAX_TOKENS_PER_COLLECTION) ? BigInt(MAX_TOKENS_PER_COLLECTION) : balance,
  );
  try {
    return await Promise.all(
      Array.from({ length: count }, (_, i) =>
        client.readContract({
          address: collection,
          abi: erc721Abi,
          functionName: 'tokenOfOwnerByIndex',
          args: [owner, BigInt(i)],
        }),
      ),
    );
  } catch {
    // not Enumerable: tokens ever sent to the owner, kept when the owner still holds them
    const logs = await client.getLogs({
      address: collection,
      event: transferEvent,
      args: { to: owner },
      fromBlock: 0n,
      toBlock: 'latest',
      strict: true,
    });
    const candidates = [...new Set(logs.map((l) => l.args.tokenId))];
    const owned: bigint[] = [];
    for (const tokenId of candidates) {
      if (owned.length >= count) break;
      if (await isOwner(client, collection, tokenId, owner)) owned.push(tokenId);
    }
    return owned;
  }
}

export async function isOwner(
  client: PublicClient,
  collection: Address,
  tokenId: bigint,
  owner: Address,
): Promise<boolean> {
  try {
    const current = await client.readContract({
      address: collection,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [tokenId],
    });
    return getAddress(current) === getAddress(owner);
  } catch {
    return false;
  }
}

export interface TokenMetadata {
  name: string | null;
  image: string | null;
}

const IMAGE_DATA_URI = /^data:image\/(png|jpeg|gif|webp|svg\+xml)(;base64)?,/;
const MAX_IMAGE_CHARS = 200_000;

/**
 * The name and image of a token from its tokenURI. Only metadata inside the URI (data: JSON)
 * is read: the server never fetches a URL a token contract chose (that would let any contract
 * make it call internal addresses). An image is kept when it is an image data URI or an
 * https/ipfs link the browser can load.
 */
export async function tokenMetadata(
  client: PublicClient,
  collection: Address,
  tokenId: bigint,
): Promise<TokenMetadata> {
  let uri: string;
  try {
    uri = await client.readContract({
      address: collection,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [tokenId],
    });
  } catch {
    return { name: null, image: null };
  }
  const json = decodeJsonDataUri(uri);
  if (!json) return { name: null, image: null };
  const name = typeof json.name === 'string' ? json.name.slice(0, 200) : null;
  return { name, image: safeImage(json.image) };
}

function decodeJsonDataUri(uri: string): Record<string, unknown> | null {
  const match = /^data:application\/json(;base64)?,(.*)$/s.exec(uri);
  if (!match) return null;
  try {
    const text = match[1]
      ? Buffer.from(match[2]!, 'base64').toString('utf8')
      : decodeURIComponent(match[2]!);
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function safeImage(image: unknown): string | null {
  if (typeof image !== 'string' || image.length > MAX_IMAGE_CHARS) return null;
  if (IMAGE_DATA_URI.test(image)) return image;
  if (/^https:\/\/[^\s"'<>]+$/.test(image)) return image;
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?([A-Za-z0-9]+(?:\/[^\s"'<>]*)?)$/.exec(image);
  if (ipfs) return `https://ipfs.io/ipfs/${ipfs[1]}`;
  return null;
}

/** A generated avatar for a token without a usable image: a coloured square with its id. */
export function placeholderImage(collection: string, tokenId: bigint): string {
  let hash = 0;
  for (const ch of `${collection.toLowerCase()}:${tokenId}`)
    hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const label = `#${tokenId.toString().slice(0, 8)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="hsl(${hue},65%,50%)"/><text x="128" y="140" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
