// The verifier's RFC 6962 code against published vectors (the Certificate Transparency
// reference leaves and roots, Go's golang.org/x/mod/sumdb/tlog RecordHash) and against a
// naive reference (recursive MTH and RFC 6962 2.1.1/2.1.2 proofs written out in this test).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CompactRange,
  EMPTY_ROOT,
  leafHash,
  nodeHash,
  rootOf,
  verifyConsistency,
  verifyInclusion,
  type Hash,
} from '../src/rfc6962.ts';

const hex = (h: Uint8Array) => Buffer.from(h).toString('hex');
const unhex = (s: string) => Buffer.from(s, 'hex');

// RFC 6962 vectors as published by Certificate Transparency (and transparency-dev/merkle)
const CT_DATA = [
  '',
  '00',
  '10',
  '2021',
  '3031',
  '40414243',
  '5051525354555657',
  '606162636465666768696a6b6c6d6e6f',
].map(unhex);
const CT_ROOTS = [
  'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];
const CT_LEAVES = CT_DATA.map(leafHash);

/** MTH by the definition (RFC 6962 2.1): split at the largest power of two below n. */
function mth(leaves: Hash[]): Hash {
  if (leaves.length === 0) return createHash('sha256').digest();
  if (leaves.length === 1) return leaves[0]!;
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return nodeHash(mth(leaves.slice(0, k)), mth(leaves.slice(k)));
}
const split = (n: number) => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};
/** PATH(m, D[n]) of RFC 6962 2.1.1. */
function path(m: number, leaves: Hash[]): Hash[] {
  if (leaves.length <= 1) return [];
  const k = split(leaves.length);
  return m < k
    ? [...path(m, leaves.slice(0, k)), mth(leaves.slice(k))]
    : [...path(m - k, leaves.slice(k)), mth(leaves.slice(0, k))];
}
/** SUBPROOF(m, D[n], b) of RFC 6962 2.1.2. */
function subproof(m: number, leaves: Hash[], b: boolean): Hash[] {
  const n = leaves.length;
  if (m === n) return b ? [] : [mth(leaves)];
  const k = split(n);
  return m <= k
    ? [...subproof(m, leaves.slice(0, k), b), mth(leaves.slice(k))]
    : [...subproof(m - k, leaves.slice(k), false), mth(leaves.slice(0, k))];
}

describe('RFC 6962 hashing', () => {
  it('gives the reference root for every size 0 to 8', () => {
    expect(hex(EMPTY_ROOT)).toBe(CT_ROOTS[0]);
    for (let n = 0; n <= 8; n++) expect(hex(rootOf(CT_LEAVES.slice(0, n)))).toBe(CT_ROOTS[n]);
  });

  it("hashes a record as Go's tlog.RecordHash does", () => {
    // sumdb/tlog note_test.go: FormatTree(Tree{N, RecordHash("hello world")})
    expect(leafHash(Buffer.from('hello world')).toString('base64')).toBe(
      'TszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=',
    );
  });

  it('keeps every prefix root while appending (Go tlog TestTree leaves "leaf 0".."leaf 99")', () => {
    const leaves = Array.from({ length: 100 }, (_, i) => leafHash(Buffer.from(`leaf ${i}`)));
    const range = new CompactRange();
    for (let i = 0; i < leaves.length; i++) {
      range.append(leaves[i]!);
      expect(hex(range.root())).toBe(hex(mth(leaves.slice(0, i + 1))));
    }
  });

  it('verifies the reference inclusion proofs and refuses them altered', () => {
    const root = unhex(CT_ROOTS[8]!);
    const proof0 = [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ].map(unhex);
    const proof5 = [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ].map(unhex);
    expect(verifyInclusion(0, 8, CT_LEAVES[0]!, proof0, root)).toBe(true);
    expect(verifyInclusion(5, 8, CT_LEAVES[5]!, proof5, root)).toBe(true);
    expect(verifyInclusion(1, 8, CT_LEAVES[0]!, proof0, root)).toBe(false);
    expect(verifyInclusion(5, 9, CT_LEAVES[5]!, proof5, root)).toBe(false);
    expect(verifyInclusion(0, 8, CT_LEAVES[1]!, proof0, root)).toBe(false);
    expect(verifyInclusion(0, 8, CT_LEAVES[0]!, proof0.slice(0, 2), root)).toBe(false);
    expect(verifyInclusion(8, 8, CT_LEAVES[0]!, proof0, root)).toBe(false);
  });

  it('verifies the reference consistency proof 2 -> 8 and refuses it altered', () => {
    const proof = [
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ].map(unhex);
    const [r2, r8] = [unhex(CT_ROOTS[2]!), unhex(CT_ROOTS[8]!)];
    expect(verifyConsistency(2, 8, r2, r8, proof)).toBe(true);
    expect(verifyConsistency(2, 8, unhex(CT_ROOTS[3]!), r8, proof)).toBe(false);
    expect(verifyConsistency(2, 8, r2, unhex(CT_ROOTS[7]!), proof)).toBe(false);
    expect(verifyConsistency(3, 8, r2, r8, proof)).toBe(false);
    expect(verifyConsistency(2, 8, r2, r8, [proof[1]!, proof[0]!])).toBe(false);
    expect(verifyConsistency(8, 8, r8, r8, [])).toBe(true);
    expect(verifyConsistency(8, 8, r8, r2, [])).toBe(false);
    expect(verifyConsistency(8, 2, r8, r2, proof)).toBe(false);
  });

  it('verifies every proof of trees up to 40 leaves and no proof with a flipped bit', () => {
    const leaves = Array.from({ length: 40 }, (_, i) => leafHash(Buffer.from(`leaf ${i}`)));
    for (let n = 1; n <= leaves.length; n++) {
      const tree = leaves.slice(0, n);
      const root = mth(tree);
      for (let m = 0; m < n; m++) {
        const p = path(m, tree);
        expect(verifyInclusion(m, n, tree[m]!, p, root)).toBe(true);
        for (const h of p) {
          h[0]! ^= 1;
          expect(verifyInclusion(m, n, tree[m]!, p, root)).toBe(false);
          h[0]! ^= 1;
        }
      }
      for (let m = 1; m < n; m++) {
        const p = subproof(m, tree, true);
        const old = mth(tree.slice(0, m));
        expect(verifyConsistency(m, n, old, root, p)).toBe(true);
        for (const h of p) {
          h[0]! ^= 1;
          expect(verifyConsistency(m, n, old, root, p)).toBe(false);
          h[0]! ^= 1;
        }
      }
    }
  });
});
