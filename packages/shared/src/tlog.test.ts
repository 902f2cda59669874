// Known answers: RFC 6962 reference trees (the Certificate Transparency test vectors, as in
// transparency-dev/merkle), Go's sumdb/tlog record hash and tile paths, and every proof of
// every small tree checked by the independent verification below.
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  checkpointBody,
  consistencyProof,
  consistencyProofRefs,
  inclusionProof,
  inclusionProofRefs,
  leafHash,
  moderationEntry,
  noteKeyHash,
  noteSignatureLine,
  noteVerifierKey,
  parseCheckpoint,
  parseNoteVerifierKey,
  storedHashesForAppend,
  siblingsForAppend,
  tilePath,
  tileIndexPath,
  parseTileIndexPath,
  tlogBase64,
  treeHash,
  treeHashRefs,
  verifyConsistency,
  verifyInclusion,
  type HashRef,
} from './tlog.ts';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const unhex = (s: string) => new Uint8Array(Buffer.from(s, 'hex'));

const LEAVES = [
  '',
  '00',
  '10',
  '2021',
  '3031',
  '40414243',
  '5051525354555657',
  '606162636465666768696a6b6c6d6e6f',
].map(unhex);
const ROOTS = [
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

/** An in-memory log built only through storedHashesForAppend, as the server builds its table. */
function buildLog(entries: Uint8Array[]) {
  const stored = new Map<string, Uint8Array>();
  const read = (refs: HashRef[]) =>
    refs.map((r) => {
      const h = stored.get(`${r.level}/${r.n}`);
      if (!h) throw new Error(`missing ${r.level}/${r.n}`);
      return h;
    });
  const leaves = entries.map((entry, index) => {
    const leaf = leafHash(entry);
    for (const h of storedHashesForAppend(index, leaf, read(siblingsForAppend(index))))
      stored.set(`${h.level}/${h.n}`, h.hash);
    return leaf;
  });
  return { leaves, read, root: (size: number) => treeHash(size, read(treeHashRefs(size))) };
}

describe('RFC 6962 hashing', () => {
  const log = buildLog(LEAVES);

  it('matches the reference root of every tree size 0..8', () => {
    for (let n = 0; n <= LEAVES.length; n++) expect(hex(log.root(n)), `size ${n}`).toBe(ROOTS[n]);
  });

  it('matches Go sumdb/tlog: RecordHash("hello world") and the checkpoint body', () => {
    const h = leafHash(new TextEncoder().encode('hello world'));
    expect(tlogBase64(h)).toBe('TszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=');
    expect(checkpointBody('go.sum database tree', 123456789012, h)).toBe(
      'go.sum database tree\n123456789012\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=\n',
    );
  });

  it('gives the reference inclusion and consistency proofs', () => {
    const prove = (index: number, size: number) =>
      inclusionProof(index, size, log.read(inclusionProofRefs(index, size))).map(hex);
    expect(prove(0, 8)).toEqual([
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ]);
    expect(prove(5, 8)).toEqual([
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ]);
    expect(consistencyProof(2, 8, log.read(consistencyProofRefs(2, 8))).map(hex)).toEqual([
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ]);
  });

  // 34 leaves: six levels, with trees just past a power of two (17, 33) and just short (31)
  it('proves every leaf of every tree up to 34 and every pair of sizes; rejects tampering', () => {
    const big = buildLog(Array.from({ length: 34 }, (_, i) => Uint8Array.of(i, i * 3)));
    for (let size = 1; size <= 34; size++) {
      const root = big.root(size);
      const proofs = Array.from({ length: size }, (_, index) =>
        inclusionProof(index, size, big.read(inclusionProofRefs(index, size))),
      );
      proofs.forEach((proof, index) =>
        expect(verifyInclusion(proof, size, root, index, big.leaves[index]!)).toBe(true),
      );
      // a proof for one leaf proves no other, and a bent proof proves nothing (a tree of one
      // leaf has a single index and an empty proof, so it starts at two)
      proofs.slice(0, size > 1 ? size : 0).forEach((proof, index) => {
        expect(verifyInclusion(proof, size, root, (index + 1) % size, big.leaves[index]!)).toBe(
          false,
        );
        const bent = proof.map((h, i) => (i === 0 ? leafHash(h) : h));
        expect(verifyInclusion(bent, size, root, index, big.leaves[index]!)).toBe(false);
      });
      const extensions = Array.from({ length: size }, (_, i) => i + 1).map((from) => ({
        from,
        proof: consistencyProof(from, size, big.read(consistencyProofRefs(from, size))),
      }));
      for (const { from, proof } of extensions)
        expect(verifyConsistency(proof, size, root, from, big.root(from))).toBe(true);
      // another tree's root is not the one a proof extends
      for (const { from, proof } of extensions.slice(0, -1))
        expect(verifyConsistency(proof, size, root, from, big.root(from + 1))).toBe(false);
    }
  }, 30_000);
});

describe('tile paths (Go sumdb/tlog, C2SP tlog-tiles)', () => {
  it('writes N in 3-digit elements, all but the last prefixed with x', () => {
    expect(tileIndexPath(0)).toBe('000');
    expect(tileIndexPath(999)).toBe('999');
    expect(tileIndexPath(1000)).toBe('x001/000');
    expect(tileIndexPath(1234067)).toBe('x001/x234/067');
    expect(tileIndexPath(123456078)).toBe('x123/x456/078');
    expect(tilePath(0, 1234067)).toBe('tile/0/x001/x234/067');
    expect(tilePath(1, 3057500, 2)).toBe('tile/1/x003/x057/500.p/2');
    expect(tilePath('entries', 1, 5)).toBe('tile/entries/001.p/5');
  });
  it('parses them back, and only the canonical spelling', () => {
    for (const n of [0, 999, 1000, 1234067]) expect(parseTileIndexPath(tileIndexPath(n))).toBe(n);
    for (const bad of ['123/456/078', 'x000/001', '1', '0001', 'x1/000'])
      expect(parseTileIndexPath(bad), bad).toBeNull();
  });
});

describe('entries and checkpoints', () => {
  it('writes canonical JSON: sorted keys at every level, no spaces, integers, null', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'é' }], é: true, A: undefined })).toBe(
      '{"A":null,"a":[{"c":"é","d":null}],"b":1,"é":true}',
    );
    expect(() => canonicalJson({ x: 1.5 })).toThrow();
    expect(
      canonicalJson(
        moderationEntry({
          action: 'hide',
          targetType: 'review',
          targetId: 7,
          decidedAt: new Date(0),
        }),
      ),
    ).toBe(
      '{"action":"hide","decidedAt":"1970-01-01T00:00:00.000Z","kind":"moderation","reasonCategory":null,"targetId":"7","targetType":"review","v":1}',
    );
  });
  it('parses a checkpoint note', () => {
    const root = leafHash(new Uint8Array());
    const note = `${checkpointBody('example.com/log', 5, root)}\n— example.com/log AAAAAQID\n`;
    expect(parseCheckpoint(note)).toMatchObject({ origin: 'example.com/log', size: 5, root });
    expect(parseCheckpoint('example.com/log\n5\nshort\n\n')).toBeNull();
  });
});

describe('signed notes and verifier keys', () => {
  const root = leafHash(new Uint8Array());
  const body = checkpointBody('example.com/log', 5, root);
  const publicKey = new Uint8Array(32).fill(7);
  const keyHash = noteKeyHash('example.com/log', publicKey);
  const signature = new Uint8Array(64).fill(9);
  const note = `${body}\n${noteSignatureLine('example.com/log', keyHash, signature)}`;

  it('reads back the body and each signature line with its key hash', () => {
    expect(parseCheckpoint(note)).toEqual({
      origin: 'example.com/log',
      size: 5,
      root,
      body,
      signatures: [{ name: 'example.com/log', keyHash, signature }],
    });
    expect(parseCheckpoint(`${body}\n`)?.signatures).toEqual([]);
  });

  it('keeps a key hash with its top bit set unsigned', () => {
    const line = noteSignatureLine('n', 0xfedcba98, signature);
    expect(parseCheckpoint(`${body}\n${line}`)?.signatures[0]?.keyHash).toBe(0xfedcba98);
  });

  it('refuses a note without its blank line, origin, decimal size, 32-byte root or valid lines', () => {
    const b64 = tlogBase64(root);
    for (const bad of [
      body,
      `\n5\n${b64}\n\n`,
      `o\n05\n${b64}\n\n`,
      `o\nx5\n${b64}\n\n`,
      `o\n5x\n${b64}\n\n`,
      `o\n5\n${tlogBase64(new Uint8Array(31))}\n\n`,
      `${body}\nnot a signature line\n`,
      `${body}\nx\u2014 n AAAAAQID\n`,
      `${body}\n\u2014 n AAAAAQID x\n`,
      `${body}\n\u2014 n AAAAAQ==\n`,
    ])
      expect(parseCheckpoint(bad), JSON.stringify(bad)).toBeNull();
    expect(parseCheckpoint(`o\n0\n${b64}\n\n`)?.size).toBe(0);
    expect(parseCheckpoint(`${body}\n\u2014 n AAAAAQI=\n`)?.signatures[0]?.signature).toEqual(
      Uint8Array.of(2),
    );
  });

  it('round-trips a verifier key and refuses one whose hash, version byte or length is wrong', () => {
    const key = noteVerifierKey('example.com/log', publicKey);
    expect(key.startsWith(`example.com/log+${keyHash.toString(16).padStart(8, '0')}+`)).toBe(true);
    expect(parseNoteVerifierKey(key)).toEqual({ name: 'example.com/log', keyHash, publicKey });
    const [name, hash, b64] = key.split('+') as [string, string, string];
    const otherHash = ((keyHash + 1) >>> 0).toString(16).padStart(8, '0');
    for (const bad of [
      `${name}+${otherHash}+${b64}`,
      `other+${hash}+${b64}`,
      `${name}+${hash}+${tlogBase64(Uint8Array.of(2, ...publicKey))}`,
      `${name}+${hash}+${tlogBase64(Uint8Array.of(1, ...publicKey.slice(1)))}`,
      `x ${key}`,
      `${key} x`,
      `${name}+${hash.slice(1)}+${b64}`,
      `${name}+${hash}+!`,
    ])
      expect(parseNoteVerifierKey(bad), bad).toBeNull();
  });
});
