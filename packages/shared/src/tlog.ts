// The public transparency log: what a leaf holds and how the tree hashes, shared by the server
// (which appends and proves) and by anyone who checks it (the web app, the verifier). RFC 6962
// hashing (leaf = SHA-256(0x00 || entry), node = SHA-256(0x01 || left || right)); the proof
// algorithms are those of Go's golang.org/x/mod/sumdb/tlog, so its CheckRecord / CheckTree
// accept what this file proves. The wire formats are C2SP tlog-checkpoint, signed-note and
// tlog-tiles (tile height 8, entry bundles of 256).
import { sha256 } from 'viem';

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

/** C2SP tlog-tiles: tiles of 2^8 hashes; an entry bundle holds 256 entries. */
export const TLOG_TILE_HEIGHT = 8;
export const TLOG_TILE_WIDTH = 1 << TLOG_TILE_HEIGHT;
/** An entry in a bundle carries a 2-byte length: no entry may be longer. */
export const TLOG_ENTRY_MAX_BYTES = 0xffff;
export const TLOG_HASH_SIZE = 32;

/** Where the log is served (every path of TLOG-FORMAT.md is under it). */
export const TLOG_PUBLIC_PREFIX = '/api/public/log';

// ---- entries ---------------------------------------------------------------------------------

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

// ---- hashing ---------------------------------------------------------------------------------

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** SHA-256 of nothing: the root of the empty tree. */
export const TLOG_EMPTY_ROOT: Uint8Array = sha256(new Uint8Array(0), 'bytes');

export function leafHash(entry: Uint8Array): Uint8Array {
  return sha256(concat(Uint8Array.of(0), entry), 'bytes');
}

export function nodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
  return sha256(concat(Uint8Array.of(1), left, right), 'bytes');
}

/**
 * A stored hash: the root of the perfect subtree of 2^level leaves starting at leaf n * 2^level.
 * Every such subtree that is complete is stored once its last leaf is appended.
 */
export interface HashRef {
  level: number;
  n: number;
}

/** Largest power of two k < n (n >= 2), with its log: RFC 6962's split. */
function maxpow2(n: number): { k: number; level: number } {
  let level = 0;
  while (2 ** (level + 1) < n) level++;
  return { k: 2 ** level, level };
}

/** The stored subtrees [lo, hi) is made of, left to right. */
function subTreeRefs(lo: number, hi: number, need: HashRef[]): HashRef[] {
  while (lo < hi) {
    const { k, level } = maxpow2(hi - lo + 1);
    if (lo % k !== 0) throw new Error('tlog: bad math in subTreeRefs');
    need.push({ level, n: lo / k });
    lo += k;
  }
  return need;
}

/** Folds the hashes of subTreeRefs(lo, hi) (consumed from `hashes`) into the range's hash. */
function subTreeHash(lo: number, hi: number, hashes: Uint8Array[]): Uint8Array {
  const count = subTreeRefs(lo, hi, []).length;
  const mine = hashes.splice(0, count);
  if (mine.length !== count) throw new Error('tlog: missing hashes');
  let h = mine[count - 1]!;
  for (let i = count - 2; i >= 0; i--) h = nodeHash(mine[i]!, h);
  return h;
}

/** The stored hashes adding leaf `index` completes, besides the leaf's own (level 0). */
export function siblingsForAppend(index: number): HashRef[] {
  const refs: HashRef[] = [];
  for (let level = 0, n = index; n % 2 === 1; level++, n = Math.floor(n / 2))
    refs.push({ level, n: n - 1 });
  return refs;
}

/**
 * The stored hashes leaf `index` (hash `leaf`) creates, given the left siblings
 * siblingsForAppend(index) lists (in that order): the leaf's, then each completed parent's.
 */
export function storedHashesForAppend(
  index: number,
  leaf: Uint8Array,
  siblings: Uint8Array[],
): Array<HashRef & { hash: Uint8Array }> {
  const out = [{ level: 0, n: index, hash: leaf }];
  let h = leaf;
  siblingsForAppend(index).forEach((ref, i) => {
    h = nodeHash(siblings[i]!, h);
    out.push({ level: ref.level + 1, n: Math.floor(ref.n / 2), hash: h });
  });
  return out;
}

/** The stored hashes the root of a tree of `size` needs. */
export function treeHashRefs(size: number): HashRef[] {
  return size === 0 ? [] : subTreeRefs(0, size, []);
}

export function treeHash(size: number, hashes: Uint8Array[]): Uint8Array {
  if (size === 0) return TLOG_EMPTY_ROOT;
  return subTreeHash(0, size, [...hashes]);
}

function leafProofRefs(lo: number, hi: number, n: number, need: HashRef[]): HashRef[] {
  if (lo + 1 === hi) return need;
  const { k } = maxpow2(hi - lo);
  if (n < lo + k) {
    leafProofRefs(lo, lo + k, n, need);
    subTreeRefs(lo + k, hi, need);
  } else {
    subTreeRefs(lo, lo + k, need);
    leafProofRefs(lo + k, hi, n, need);
  }
  return need;
}

function leafProof(lo: number, hi: number, n: number, hashes: Uint8Array[]): Uint8Array[] {
  if (lo + 1 === hi) return [];
  const { k } = maxpow2(hi - lo);
  let p: Uint8Array[];
  let th: Uint8Array;
  if (n < lo + k) {
    p = leafProof(lo, lo + k, n, hashes);
    th = subTreeHash(lo + k, hi, hashes);
  } else {
    th = subTreeHash(lo, lo + k, hashes);
    p = leafProof(lo + k, hi, n, hashes);
  }
  return [...p, th];
}

/** The stored hashes the inclusion proof of leaf `index` in a tree of `size` needs. */
export function inclusionProofRefs(index: number, size: number): HashRef[] {
  if (!(index >= 0 && index < size)) throw new RangeError('tlog: index outside the tree');
  return leafProofRefs(0, size, index, []);
}

/** The inclusion proof (RFC 6962 audit path) from the hashes inclusionProofRefs listed. */
export function inclusionProof(index: number, size: number, hashes: Uint8Array[]): Uint8Array[] {
  if (!(index >= 0 && index < size)) throw new RangeError('tlog: index outside the tree');
  return leafProof(0, size, index, [...hashes]);
}

function treeProofRefs(lo: number, hi: number, n: number, need: HashRef[]): HashRef[] {
  if (n === hi) return lo === 0 ? need : subTreeRefs(lo, hi, need);
  const { k } = maxpow2(hi - lo);
  if (n <= lo + k) {
    treeProofRefs(lo, lo + k, n, need);
    subTreeRefs(lo + k, hi, need);
  } else {
    subTreeRefs(lo, lo + k, need);
    treeProofRefs(lo + k, hi, n, need);
  }
  return need;
}

function treeProof(lo: number, hi: number, n: number, hashes: Uint8Array[]): Uint8Array[] {
  if (n === hi) return lo === 0 ? [] : [subTreeHash(lo, hi, hashes)];
  const { k } = maxpow2(hi - lo);
  let p: Uint8Array[];
  let th: Uint8Array;
  if (n <= lo + k) {
    p = treeProof(lo, lo + k, n, hashes);
    th = subTreeHash(lo + k, hi, hashes);
  } else {
    th = subTreeHash(lo, lo + k, hashes);
    p = treeProof(lo + k, hi, n, hashes);
  }
  return [...p, th];
}

/** The stored hashes the consistency proof from tree `from` to tree `to` needs (1 <= from <= to). */
export function consistencyProofRefs(from: number, to: number): HashRef[] {
  if (!(from >= 1 && from <= to)) throw new RangeError('tlog: sizes out of order');
  return treeProofRefs(0, to, from, []);
}

export function consistencyProof(from: number, to: number, hashes: Uint8Array[]): Uint8Array[] {
  if (!(from >= 1 && from <= to)) throw new RangeError('tlog: sizes out of order');
  return treeProof(0, to, from, [...hashes]);
}

const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function runRecordProof(
  p: Uint8Array[],
  lo: number,
  hi: number,
  n: number,
  leaf: Uint8Array,
): Uint8Array | null {
  if (lo + 1 === hi) return p.length === 0 ? leaf : null;
  if (p.length === 0) return null;
  const { k } = maxpow2(hi - lo);
  const last = p[p.length - 1]!;
  if (n < lo + k) {
    const th = runRecordProof(p.slice(0, -1), lo, lo + k, n, leaf);
    return th && nodeHash(th, last);
  }
  const th = runRecordProof(p.slice(0, -1), lo + k, hi, n, leaf);
  return th && nodeHash(last, th);
}

/** Go's CheckRecord: leaf `index` with hash `leaf` is in the tree of `size` with root `root`. */
export function verifyInclusion(
  proof: Uint8Array[],
  size: number,
  root: Uint8Array,
  index: number,
  leaf: Uint8Array,
): boolean {
  if (!(index >= 0 && index < size)) return false;
  const th = runRecordProof(proof, 0, size, index, leaf);
  return th !== null && equal(th, root);
}

function runTreeProof(
  p: Uint8Array[],
  lo: number,
  hi: number,
  n: number,
  old: Uint8Array,
): [Uint8Array, Uint8Array] | null {
  if (n === hi) {
    if (lo === 0) return p.length === 0 ? [old, old] : null;
    return p.length === 1 ? [p[0]!, p[0]!] : null;
  }
  if (p.length === 0) return null;
  const { k } = maxpow2(hi - lo);
  const last = p[p.length - 1]!;
  if (n <= lo + k) {
    const r = runTreeProof(p.slice(0, -1), lo, lo + k, n, old);
    return r && [r[0], nodeHash(r[1], last)];
  }
  const r = runTreeProof(p.slice(0, -1), lo + k, hi, n, old);
  return r && [nodeHash(last, r[0]), nodeHash(last, r[1])];
}

/** Go's CheckTree: the tree of `from` (root `oldRoot`) is a prefix of the tree of `to` (`root`). */
export function verifyConsistency(
  proof: Uint8Array[],
  to: number,
  root: Uint8Array,
  from: number,
  oldRoot: Uint8Array,
): boolean {
  if (!(from >= 1 && from <= to)) return false;
  const r = runTreeProof(proof, 0, to, from, oldRoot);
  return r !== null && equal(r[0], oldRoot) && equal(r[1], root);
}

// ---- tiles -----------------------------------------------------------------------------------

/** A tile index as path elements: 1234067 -> x001/x234/067. */
export function tileIndexPath(n: number): string {
  let s = String(n % 1000).padStart(3, '0');
  for (let rest = Math.floor(n / 1000); rest > 0; rest = Math.floor(rest / 1000))
    s = `x${String(rest % 1000).padStart(3, '0')}/${s}`;
  return s;
}

/** Parses `x001/x234/067` back (null when not in the canonical form). */
export function parseTileIndexPath(path: string): number | null {
  const parts = path.split('/');
  let n = 0;
  for (let i = 0; i < parts.length; i++) {
    const last = i === parts.length - 1;
    const match = (last ? /^(\d{3})$/ : /^x(\d{3})$/).exec(parts[i]!);
    if (!match) return null;
    n = n * 1000 + Number(match[1]);
  }
  // a leading x000 would be a second spelling of the same tile
  if (parts.length > 1 && parts[0] === 'x000') return null;
  return Number.isSafeInteger(n) ? n : null;
}

/** `tile/<L>/<N>[.p/<W>]` or `tile/entries/<N>[.p/<W>]`, relative to the log prefix. */
export function tilePath(level: number | 'entries', n: number, width = TLOG_TILE_WIDTH): string {
  const partial = width === TLOG_TILE_WIDTH ? '' : `.p/${width}`;
  return `tile/${level}/${tileIndexPath(n)}${partial}`;
}

// ---- checkpoints (C2SP tlog-checkpoint) --------------------------------------------------------

const toBase64 = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export { toBase64 as tlogBase64, fromBase64 as tlogFromBase64 };

/** The signed body of a checkpoint: origin, size, base64 root, each ending with a newline. */
export function checkpointBody(origin: string, size: number, root: Uint8Array): string {
  return `${origin}\n${size}\n${toBase64(root)}\n`;
}

export interface ParsedCheckpoint {
  origin: string;
  size: number;
  root: Uint8Array;
  /** The signed text (body). */
  body: string;
  signatures: Array<{ name: string; keyHash: number; signature: Uint8Array }>;
}

/** Splits a signed note into its checkpoint fields and signature lines (signatures unchecked). */
export function parseCheckpoint(note: string): ParsedCheckpoint | null {
  const split = note.indexOf('\n\n');
  if (split < 0) return null;
  const body = note.slice(0, split + 1);
  const lines = body.split('\n');
  if (lines.length < 4) return null;
  const [origin, sizeText, rootText] = lines as [string, string, string];
  if (!origin || !/^(0|[1-9]\d*)$/.test(sizeText)) return null;
  let root: Uint8Array;
  try {
    root = fromBase64(rootText);
  } catch {
    return null;
  }
  if (root.length !== TLOG_HASH_SIZE) return null;
  const signatures: ParsedCheckpoint['signatures'] = [];
  for (const line of note.slice(split + 2).split('\n')) {
    if (line === '') continue;
    const match = /^\u2014 (\S+) ([A-Za-z0-9+/=]+)$/.exec(line);
    if (!match) return null;
    const raw = fromBase64(match[2]!);
    if (raw.length < 5) return null;
    signatures.push({
      name: match[1]!,
      keyHash: ((raw[0]! << 24) | (raw[1]! << 16) | (raw[2]! << 8) | raw[3]!) >>> 0,
      signature: raw.slice(4),
    });
  }
  return { origin, size: Number(sizeText), root, body, signatures };
}

/** keyhash of a note key: the first 4 bytes of SHA-256(name || "\n" || 0x01 || publicKey). */
export function noteKeyHash(name: string, publicKey: Uint8Array): number {
  const h = sha256(
    concat(new TextEncoder().encode(`${name}\n`), Uint8Array.of(1), publicKey),
    'bytes',
  );
  return ((h[0]! << 24) | (h[1]! << 16) | (h[2]! << 8) | h[3]!) >>> 0;
}

/** The note verifier key: `<name>+<8 hex keyhash>+<base64(0x01 || publicKey)>`. */
export function noteVerifierKey(name: string, publicKey: Uint8Array): string {
  const hash = noteKeyHash(name, publicKey).toString(16).padStart(8, '0');
  return `${name}+${hash}+${toBase64(concat(Uint8Array.of(1), publicKey))}`;
}

/** Parses a verifier key; null unless well formed with a matching key hash. */
export function parseNoteVerifierKey(
  key: string,
): { name: string; keyHash: number; publicKey: Uint8Array } | null {
  const match = /^([^+\s]+)\+([0-9a-f]{8})\+([A-Za-z0-9+/=]+)$/.exec(key);
  if (!match) return null;
  let raw: Uint8Array;
  try {
    raw = fromBase64(match[3]!);
  } catch {
    return null;
  }
  if (raw.length !== 33 || raw[0] !== 1) return null;
  const publicKey = raw.slice(1);
  const keyHash = noteKeyHash(match[1]!, publicKey);
  if (keyHash !== parseInt(match[2]!, 16)) return null;
  return { name: match[1]!, keyHash, publicKey };
}

/** One signature line: `— <name> <base64(4-byte keyhash || signature)>`. */
export function noteSignatureLine(name: string, keyHash: number, signature: Uint8Array): string {
  const prefix = Uint8Array.of(
    keyHash >>> 24,
    (keyHash >>> 16) & 255,
    (keyHash >>> 8) & 255,
    keyHash & 255,
  );
  return `\u2014 ${name} ${toBase64(concat(prefix, signature))}\n`;
}
