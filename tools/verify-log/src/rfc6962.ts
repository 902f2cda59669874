// RFC 6962 (and RFC 9162) Merkle tree hashing: leaf and node hashes, the root of any prefix of
// the log, and the checks of inclusion and consistency proofs. Node builtins only.
import { createHash } from 'node:crypto';

export type Hash = Buffer;

const sha256 = (...parts: Uint8Array[]): Hash => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
};

export const EMPTY_ROOT: Hash = sha256();

/** SHA-256(0x00 || data). */
export const leafHash = (data: Uint8Array): Hash => sha256(Buffer.of(0), data);

/** SHA-256(0x01 || left || right). */
export const nodeHash = (left: Uint8Array, right: Uint8Array): Hash =>
  sha256(Buffer.of(1), left, right);

/**
 * The log's leaves appended one by one, keeping only the roots of the perfect subtrees that
 * make up the current size (one per set bit, largest first): the root of every prefix of the
 * log in one pass.
 */
export class CompactRange {
  private readonly stack: Hash[] = [];
  size = 0;

  append(leaf: Hash): void {
    let hash = leaf;
    // a set low bit means a subtree of that size is waiting for its right sibling
    for (let s = this.size; s & 1; s = Math.floor(s / 2)) hash = nodeHash(this.stack.pop()!, hash);
    this.stack.push(hash);
    this.size++;
  }

  /** MTH of the leaves appended so far. */
  root(): Hash {
    if (this.stack.length === 0) return EMPTY_ROOT;
    let hash = this.stack[this.stack.length - 1]!;
    for (let i = this.stack.length - 2; i >= 0; i--) hash = nodeHash(this.stack[i]!, hash);
    return hash;
  }
}

/** MTH(D[n]) of these leaf hashes. */
export function rootOf(leaves: readonly Hash[]): Hash {
  const range = new CompactRange();
  for (const leaf of leaves) range.append(leaf);
  return range.root();
}

/** RFC 9162 2.1.3.2: does `proof` place `leaf` at `index` in the tree of `size` with `root`? */
export function verifyInclusion(
  index: number,
  size: number,
  leaf: Hash,
  proof: readonly Hash[],
  root: Hash,
): boolean {
  if (!(index >= 0 && index < size)) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && r.equals(root);
}

/**
 * RFC 9162 2.1.4.2: does `proof` show that the tree of `size1` with `root1` is a prefix of the
 * tree of `size2` with `root2`?
 */
export function verifyConsistency(
  size1: number,
  size2: number,
  root1: Hash,
  root2: Hash,
  proof: readonly Hash[],
): boolean {
  if (!(size1 >= 0 && size2 >= size1)) return false;
  if (size1 === size2) return proof.length === 0 && root1.equals(root2);
  if (size1 === 0) return proof.length === 0;
  if (proof.length === 0) return false;
  const path = (size1 & (size1 - 1)) === 0 ? [root1, ...proof] : [...proof];
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && fr.equals(root1) && sr.equals(root2);
}
