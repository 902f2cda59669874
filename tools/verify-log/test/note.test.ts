// The verifier's signed-note code against the vectors of Go's golang.org/x/mod/sumdb/note
// (note_test.go: PeterNeumann and EnochRoot) and sumdb/tlog (note_test.go: the tree format).
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyHashOf, openNote, parseCheckpoint, parseNote, parseVerifierKey } from '../src/note.ts';

const PETER_KEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const ENOCH_KEY = 'EnochRoot+af0cfe78+ATtqJ7zOtqQtYqOo0CpvDXNlMhV3HeJDpjrASKGLWdop';
const TEXT =
  'If you think cryptography is the answer to your problem,\n' +
  "then you don't know what your problem is.\n";
const PETER_SIG =
  '— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n';
const ENOCH_SIG =
  '— EnochRoot rwz+eBzmZa0SO3NbfRGzPCpDckykFXSdeX+MNtCOXm2/5n2tiOHp+vAF1aGrQ5ovTG01oOTGwnWLox33WWd1RvMc+QQ=\n';

describe('verifier keys', () => {
  it("parses Go's test key and recomputes its key hash", () => {
    const key = parseVerifierKey(PETER_KEY);
    expect(key.name).toBe('PeterNeumann');
    expect(key.keyHash).toBe(0xc74f20a3);
    expect(keyHashOf(key.name, key.publicKey)).toBe(0xc74f20a3);
  });

  it('refuses every truncation and every one-byte change of the key (as Go does)', () => {
    const b = Buffer.from(PETER_KEY);
    for (let i = 0; i <= b.length; i++)
      for (let j = i + 1; j <= b.length; j++)
        if (i !== 0 || j !== b.length)
          expect(() => parseVerifierKey(b.subarray(i, j).toString())).toThrow();
    for (let i = 0; i < b.length; i++) {
      const changed = Buffer.from(b);
      changed[i]! += 1;
      expect(() => parseVerifierKey(changed.toString('latin1'))).toThrow();
    }
    // wrong key length, unknown algorithm (each with an adjusted key hash)
    expect(() =>
      parseVerifierKey(
        'PeterNeumann+cc469956+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TWBADKEY==',
      ),
    ).toThrow();
    expect(() =>
      parseVerifierKey('PeterNeumann+173116ae+ZRpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW'),
    ).toThrow();
  });
});

describe('signed notes', () => {
  it("opens Go's signed note with either signer's key", () => {
    expect(openNote(`${TEXT}\n${PETER_SIG}`, parseVerifierKey(PETER_KEY))).toBe(TEXT);
    const both = `${TEXT}\n${PETER_SIG}${ENOCH_SIG}`;
    expect(openNote(both, parseVerifierKey(PETER_KEY))).toBe(TEXT);
    expect(openNote(both, parseVerifierKey(ENOCH_KEY))).toBe(TEXT);
    expect(parseNote(both).signatures.map((s) => s.name)).toEqual(['PeterNeumann', 'EnochRoot']);
  });

  it('refuses a changed text, a signature by another key, a broken signature', () => {
    const peter = parseVerifierKey(PETER_KEY);
    expect(() => openNote(`${TEXT.replace('answer', 'Answer')}\n${PETER_SIG}`, peter)).toThrow(
      /does not verify/,
    );
    expect(() => openNote(`${TEXT}\n${ENOCH_SIG}`, peter)).toThrow(/no signature by PeterNeumann/);
    const broken = PETER_SIG.replace('pLLr8', 'pLLr9');
    expect(() => openNote(`${TEXT}\n${broken}`, peter)).toThrow(/does not verify/);
    // the same signature under another name does not count for this key
    expect(() =>
      openNote(`${TEXT}\n${PETER_SIG.replace('PeterNeumann', 'CarmenSandiego')}`, peter),
    ).toThrow(/no signature/);
  });

  it("refuses Go's malformed notes", () => {
    const peter = parseVerifierKey(PETER_KEY);
    for (const bad of [
      TEXT,
      `${TEXT}\n`,
      `${TEXT}\n${PETER_SIG.slice(0, -1)}`,
      `${TEXT}\n— Bad Name x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=`,
      `${TEXT}\n${PETER_SIG}Unexpected line.\n`,
    ])
      expect(() => openNote(bad, peter)).toThrow();
  });

  it('verifies a note signed here with a fresh Ed25519 key, and refuses another key', () => {
    const make = () => {
      const { publicKey, privateKey } = generateKeyPairSync('ed25519');
      const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
      const hash = keyHashOf('log.example', raw);
      const vkey = `log.example+${hash.toString(16).padStart(8, '0')}+${Buffer.concat([Buffer.of(1), raw]).toString('base64')}`;
      return { privateKey, hash, vkey };
    };
    const real = make();
    const forger = make();
    const body = 'log.example\n3\n' + Buffer.alloc(32, 7).toString('base64') + '\n';
    const signed = (k: ReturnType<typeof make>) => {
      const sig = sign(null, Buffer.from(body), k.privateKey);
      const prefix = Buffer.alloc(4);
      prefix.writeUInt32BE(k.hash);
      return `${body}\n— log.example ${Buffer.concat([prefix, sig]).toString('base64')}\n`;
    };
    expect(openNote(signed(real), parseVerifierKey(real.vkey))).toBe(body);
    expect(() => openNote(signed(forger), parseVerifierKey(real.vkey))).toThrow(/no signature/);
  });
});

describe('checkpoints', () => {
  const tree = 'go.sum database tree\n123456789012\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=\n';

  it("parses Go's tree note body", () => {
    const c = parseCheckpoint(tree);
    expect(c.origin).toBe('go.sum database tree');
    expect(c.size).toBe(123456789012);
    expect(c.rootHash.toString('base64')).toBe('TszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=');
    expect(parseCheckpoint(`${tree}ext\n`).extensions).toEqual(['ext']);
  });

  it("refuses Go's bad trees", () => {
    expect(() =>
      parseCheckpoint(
        'go.sum database tree\n0xabcdef\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=\n',
      ),
    ).toThrow(/size/);
    expect(() =>
      parseCheckpoint(
        'go.sum database tree\n123456789012\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBTOOBIG=\n',
      ),
    ).toThrow(/root/);
    expect(() => parseCheckpoint('go.sum database tree\n12\n')).toThrow();
    expect(() =>
      parseCheckpoint('go.sum database tree\n012\nTszzRgjTG6xce+z2AG31kAXYKBgQVtCSCE40HmuwBb0=\n'),
    ).toThrow(/size/);
  });
});

describe('keys whose base64 holds a +', () => {
  it('splits the name and key hash off and keeps the rest as the key', () => {
    // a fresh key until its base64 has a '+', signed and checked as above
    for (;;) {
      const { publicKey } = generateKeyPairSync('ed25519');
      const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
      const encoded = Buffer.concat([Buffer.of(1), raw]).toString('base64');
      if (!encoded.includes('+')) continue;
      const hash = keyHashOf('plus', raw).toString(16).padStart(8, '0');
      expect(parseVerifierKey(`plus+${hash}+${encoded}`).publicKey.equals(raw)).toBe(true);
      break;
    }
  });
});
