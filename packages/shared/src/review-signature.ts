// Signed reviews (issue 16): the EIP-712 typed data a reviewer's wallet signs when a review is
// published or edited. Pure: both the web app (to ask for the signature and re-verify it) and
// the server (to verify and store it) build the same typed data from these functions, and any
// EIP-712 library can check a stored payload with the domain and types below.
import { keccak256, stringToHex, type Hex } from 'viem';

/** No chainId: a review is not a transaction, and the wallet may sit on any chain. */
export const REVIEW_SIGNATURE_DOMAIN = { name: 'ChainReview', version: '1' } as const;

export const REVIEW_SIGNATURE_TYPES = {
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

export interface ReviewSignatureMessage {
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

/**
 * keccak256 of the canonical content: the UTF-8 bytes of the stored content string, i.e. the
 * `content` that processContent returns (cleaned editor JSON), never the raw editor output.
 */
export function reviewContentHash(canonicalContent: string): Hex {
  return keccak256(stringToHex(canonicalContent));
}

export interface ReviewSignatureInput {
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

/** The full typed data (viem's signTypedData / verifyTypedData argument). */
export function reviewTypedData(input: ReviewSignatureInput) {
  return {
    domain: REVIEW_SIGNATURE_DOMAIN,
    types: REVIEW_SIGNATURE_TYPES,
    primaryType: REVIEW_SIGNATURE_PRIMARY_TYPE,
    message: reviewSignatureMessage(input),
  };
}

/** The typed data as JSON (ids and times as plain numbers), as the public endpoint returns it. */
export function reviewTypedDataJson(message: ReviewSignatureMessage) {
  return {
    domain: REVIEW_SIGNATURE_DOMAIN,
    types: REVIEW_SIGNATURE_TYPES,
    primaryType: REVIEW_SIGNATURE_PRIMARY_TYPE,
    message: {
      ...message,
      projectId: Number(message.projectId),
      signedAt: Number(message.signedAt),
    },
  };
}

/** Parses the JSON form back (strings to bigints) for verification. */
export function reviewMessageFromJson(json: Record<string, unknown>): ReviewSignatureMessage {
  return {
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
}
