// RFC 6962 hashing (leaf = SHA-256(0x00 || entry), node = SHA-256(0x01 || left || right)) and
// the proofs of Go's golang.org/x/mod/sumdb/tlog: which stored hashes a root or a proof needs,
// the proofs built from them, and their checks (CheckRecord / CheckTree).
import { sha256 } from 'viem';
import { concat } from './bytes.ts';

export const TLOG_HASH_SIZE = 32;

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
