// Signed reviews: the EIP-712 typed data a reviewer's wallet signs when a review is
// published or edited. Pure: both the web app (to ask for the signature and re-verify it) and
// the server (to verify and store it) build the same typed data from these functions, and any
// EIP-712 library can check a stored payload with the domain and types below.
import { keccak256, stringToHex, type Hex } from 'viem';
import { CHAIN_INFO, NETWORK_INFO } from './chains.ts';

/**
 * Version 2 of the domain names the chain the wallet signed on (wallets refuse typed data whose
 * domain.chainId is not their active chain); the message names the site (`site`, this server's
 * PUBLIC_URL origin) and repeats the chain id, so that a stored message alone gives back the
 * whole typed data (see reviewTypedDataJson). A clone calling itself ChainReview cannot show our
 * signatures as its own: `site` names us, and our server refuses any other site.
 */
export const REVIEW_SIGNATURE_NAME = 'ChainReview';
export const REVIEW_SIGNATURE_VERSION = '2';

export function reviewSignatureDomain(chainId: number | bigint) {
  return {
    name: REVIEW_SIGNATURE_NAME,
    version: REVIEW_SIGNATURE_VERSION,
    chainId: Number(chainId),
  } as const;
}

export const REVIEW_SIGNATURE_TYPES = {
  Review: [
    { name: 'site', type: 'string' },
    { name: 'chainId', type: 'uint256' },
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
} as const;

/** The EIP712Domain type of version 2, for eth_signTypedData_v4 (viem derives it itself). */
export const REVIEW_SIGNATURE_DOMAIN_TYPE = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
] as const;

/**
 * Legacy: signatures stored before version 2 (no chain id, no site) keep verifying with this
 * domain and these types; no new signature is accepted with them.
 */
export const REVIEW_SIGNATURE_DOMAIN_V1 = { name: REVIEW_SIGNATURE_NAME, version: '1' } as const;
export const REVIEW_SIGNATURE_TYPES_V1 = {
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
} as const;

export const REVIEW_SIGNATURE_PRIMARY_TYPE = 'Review' as const;

/**
 * A contract wallet's check of a signature (EIP-1271): `isValidSignature(hash, signature)`
 * answers this magic value when the wallet accepts it. Used by the server and the browser.
 */
export const EIP1271_MAGIC = '0x1626ba7e';
export const eip1271Abi = [
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
] as const;

/** A signature older or newer than this (seconds) than the server's clock is refused. */
export const REVIEW_SIGNATURE_MAX_SKEW_SECONDS = 10 * 60;

/** The message of version 1 (legacy signatures only). */
export interface LegacyReviewSignatureMessage {
  author: Hex;
  projectId: bigint;
  chain: string;
  contractAddress: string;
  rate: number;
  title: string;
  contentHash: Hex;
  language: string;
  signedAt: bigint;
}

/** The message of version 2: the legacy fields plus the site and the signing chain. */
export interface ReviewSignatureMessage extends LegacyReviewSignatureMessage {
  site: string;
  chainId: bigint;
}

export type StoredReviewSignatureMessage = ReviewSignatureMessage | LegacyReviewSignatureMessage;

/** Which domain version a stored message was signed under: '2' names a site, '1' does not. */
export function reviewSignatureVersion(message: object): '1' | '2' {
  return 'site' in message ? '2' : '1';
}

/**
 * keccak256 of the canonical content: the UTF-8 bytes of the stored content string, i.e. the
 * `content` that processContent returns (cleaned editor JSON), never the raw editor output.
 */
export function reviewContentHash(canonicalContent: string): Hex {
  return keccak256(stringToHex(canonicalContent));
}

/** The origin a site URL names ('https://example.org/x/' -> 'https://example.org'). */
export function siteOrigin(url: string): string {
  return new URL(url).origin;
}

/**
 * Chains a review may be signed on: the EVM networks of chains.ts (project chains and the named
 * extra networks) and `extra` (the server's donation chain, the dev chain in demo mode).
 */
export function reviewSignatureChainIds(extra: ReadonlyArray<number | null | undefined> = []) {
  const ids = new Set<number>();
  for (const info of Object.values(CHAIN_INFO)) if (info.chainId) ids.add(info.chainId);
  for (const info of Object.values(NETWORK_INFO)) ids.add(info.chainId);
  for (const id of extra) if (id) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

export interface ReviewSignatureInput {
  /** The site's origin (PUBLIC_URL's), e.g. https://chainreview.example. */
  site: string;
  /** The chain the wallet signs on (the domain's chainId). */
  chainId: number;
  author: string;
  project: { id: string | number; chain: string; contractAddress: string | null };
  rate: number;
  /** The trimmed title, as stored. */
  title: string;
  /** The canonical content (processContent(...).value.content), as stored. */
  content: string;
  language: string;
  /** Unix seconds. */
  signedAt: number;
}

export function reviewSignatureMessage(input: ReviewSignatureInput): ReviewSignatureMessage {
  return {
    site: input.site,
    chainId: BigInt(input.chainId),
    author: input.author.toLowerCase() as Hex,
    projectId: BigInt(input.project.id),
    chain: input.project.chain,
    contractAddress: (input.project.contractAddress ?? '').toLowerCase(),
    rate: input.rate,
    title: input.title,
    contentHash: reviewContentHash(input.content),
    language: input.language,
    signedAt: BigInt(input.signedAt),
  };
}

/** The full typed data (viem's signTypedData / verifyTypedData argument) of a stored message. */
export function reviewTypedDataOf(message: StoredReviewSignatureMessage) {
  if ('site' in message)
    return {
      domain: reviewSignatureDomain(message.chainId),
      types: REVIEW_SIGNATURE_TYPES,
      primaryType: REVIEW_SIGNATURE_PRIMARY_TYPE,
      message: message as ReviewSignatureMessage,
    } as const;
  return {
    domain: REVIEW_SIGNATURE_DOMAIN_V1,
    types: REVIEW_SIGNATURE_TYPES_V1,
    primaryType: REVIEW_SIGNATURE_PRIMARY_TYPE,
    message,
  } as const;
}

/** The typed data a new signature covers (always version 2). */
export function reviewTypedData(input: ReviewSignatureInput) {
  return {
    domain: reviewSignatureDomain(input.chainId),
    types: REVIEW_SIGNATURE_TYPES,
    primaryType: REVIEW_SIGNATURE_PRIMARY_TYPE,
    message: reviewSignatureMessage(input),
  };
}

export interface ReviewTypedDataJson {
  domain: { name: string; version: string; chainId?: number };
  types: Record<string, Array<{ name: string; type: string }>>;
  primaryType: string;
  message: Record<string, unknown>;
}

/**
 * The full typed data of a stored signature as JSON (ids, chain id and times as plain numbers),
 * as the public endpoint serves it: version 2 or, for a legacy message, version 1. Feed it to
 * any EIP-712 library with the signature.
 */
export function reviewTypedDataJson(message: StoredReviewSignatureMessage): ReviewTypedDataJson {
  const typed = reviewTypedDataOf(message);
  const json: Record<string, unknown> = {
    ...message,
    projectId: Number(message.projectId),
    signedAt: Number(message.signedAt),
  };
  if ('site' in message) json.chainId = Number(message.chainId);
  return {
    domain: { ...typed.domain },
    types: typed.types as unknown as ReviewTypedDataJson['types'],
    primaryType: typed.primaryType,
    message: json,
  };
}

/** Parses the JSON form back (strings to bigints) for verification; keeps its version. */
export function reviewMessageFromJson(json: Record<string, unknown>): StoredReviewSignatureMessage {
  const legacy: LegacyReviewSignatureMessage = {
    author: String(json.author) as Hex,
    projectId: BigInt(String(json.projectId)),
    chain: String(json.chain),
    contractAddress: String(json.contractAddress),
    rate: Number(json.rate),
    title: String(json.title),
    contentHash: String(json.contentHash) as Hex,
    language: String(json.language),
    signedAt: BigInt(String(json.signedAt)),
  };
  if (!('site' in json)) return legacy;
  return { site: String(json.site), chainId: BigInt(String(json.chainId)), ...legacy };
}
