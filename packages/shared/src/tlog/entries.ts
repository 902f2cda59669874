// What a leaf holds: the three kinds of entry, built from the records they log, and the exact
// bytes (canonical JSON) that are hashed.

export const TLOG_ENTRY_KINDS = ['review_version', 'reply', 'moderation'] as const;
export type TlogEntryKind = (typeof TLOG_ENTRY_KINDS)[number];

/** What a moderation leaf says was done (the admin console's decisions, and automatic hides). */
export const TLOG_MODERATION_ACTIONS = [
  'hide',
  'restore',
  'uphold',
  'dismiss',
  'block',
  'unblock',
  'approve',
  'reject',
] as const;
export type TlogModerationAction = (typeof TLOG_MODERATION_ACTIONS)[number];

export const TLOG_TARGET_TYPES = ['review', 'reply', 'user', 'project', 'report'] as const;
export type TlogTargetType = (typeof TLOG_TARGET_TYPES)[number];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json | undefined };

/**
 * Canonical JSON: object keys sorted (by UTF-16 code unit, as Array.prototype.sort does) at
 * every level, no whitespace, integers only, `null` for absent (undefined) values.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isSafeInteger(value))
        throw new Error(`canonicalJson: ${value} is not an integer`);
      return String(value);
    case 'bigint':
      return value.toString();
    case 'string':
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
      const object = value as Record<string, unknown>;
      const keys = Object.keys(object).sort();
      return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(object[k])}`).join(',')}}`;
    }
    default:
      throw new Error(`canonicalJson: cannot encode a ${typeof value}`);
  }
}

export interface ReviewVersionEntry {
  kind: 'review_version';
  v: 1;
  reviewId: number;
  /** 1-based, per review. */
  version: number;
  projectId: number;
  /** Lower-case 0x address. */
  author: string;
  rate: number;
  title: string;
  /** reviewContentHash of the canonical content. */
  contentHash: string;
  language: string;
  /** ISO-8601 UTC. */
  publishedAt: string;
  signature: string | null;
  /** reviewTypedDataJson(message) of the signed message, or null when unsigned. */
  typedData: Json | null;
}

export interface ReplyEntry {
  kind: 'reply';
  v: 1;
  replyId: number;
  reviewId: number;
  author: string;
  /** keccak256 of the reply text's UTF-8 bytes. */
  contentHash: string;
  createdAt: string;
}

export interface ModerationEntry {
  kind: 'moderation';
  v: 1;
  action: TlogModerationAction;
  targetType: TlogTargetType;
  targetId: string;
  reasonCategory: string | null;
  decidedAt: string;
}

export type TlogEntry = ReviewVersionEntry | ReplyEntry | ModerationEntry;

const iso = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at).toISOString();

export function reviewVersionEntry(
  input: Omit<ReviewVersionEntry, 'kind' | 'v' | 'publishedAt' | 'author'> & {
    author: string;
    publishedAt: Date | string;
  },
): ReviewVersionEntry {
  return {
    kind: 'review_version',
    v: 1,
    reviewId: input.reviewId,
    version: input.version,
    projectId: input.projectId,
    author: input.author.toLowerCase(),
    rate: input.rate,
    title: input.title,
    contentHash: input.contentHash,
    language: input.language,
    publishedAt: iso(input.publishedAt),
    signature: input.signature ?? null,
    typedData: input.typedData ?? null,
  };
}

export function replyEntry(
  input: Omit<ReplyEntry, 'kind' | 'v' | 'createdAt'> & { createdAt: Date | string },
): ReplyEntry {
  return {
    kind: 'reply',
    v: 1,
    replyId: input.replyId,
    reviewId: input.reviewId,
    author: input.author.toLowerCase(),
    contentHash: input.contentHash,
    createdAt: iso(input.createdAt),
  };
}

export function moderationEntry(
  input: Omit<ModerationEntry, 'kind' | 'v' | 'decidedAt' | 'targetId' | 'reasonCategory'> & {
    targetId: string | number;
    reasonCategory?: string | null;
    decidedAt: Date | string;
  },
): ModerationEntry {
  return {
    kind: 'moderation',
    v: 1,
    action: input.action,
    targetType: input.targetType,
    targetId: String(input.targetId),
    reasonCategory: input.reasonCategory ?? null,
    decidedAt: iso(input.decidedAt),
  };
}

/** The exact bytes a leaf holds: UTF-8 of the canonical JSON. */
export function entryBytes(entry: TlogEntry): Uint8Array {
  return new TextEncoder().encode(canonicalJson(entry));
}
