// C2SP signed-note (Ed25519) and tlog-checkpoint: verifier keys, signature lines, checkpoints.
// Node builtins only.
import { createHash, createPublicKey, verify } from 'node:crypto';

const ALG_ED25519 = 0x01;

export interface VerifierKey {
  name: string;
  keyHash: number;
  publicKey: Buffer;
  /** The key as written: `<name>+<8 hex keyhash>+<base64(0x01 || 32-byte key)>`. */
  text: string;
}

/** First 4 bytes (big-endian) of SHA-256(name || "\n" || 0x01 || public key). */
export function keyHashOf(name: string, publicKey: Uint8Array): number {
  const digest = createHash('sha256')
    .update(Buffer.from(`${name}\n`, 'utf8'))
    .update(Buffer.of(ALG_ED25519))
    .update(publicKey)
    .digest();
  return digest.readUInt32BE(0);
}

const isKeyName = (name: string) => name.length > 0 && !/[\s+]/u.test(name);

/** Parses a verifier key, refusing any that is malformed or whose key hash does not match. */
export function parseVerifierKey(text: string): VerifierKey {
  // <name>+<hash>+<key>: the base64 key may itself contain '+'
  const first = text.indexOf('+');
  const second = first < 0 ? -1 : text.indexOf('+', first + 1);
  if (second < 0) throw new Error('a verifier key is <name>+<keyhash>+<key>');
  const name = text.slice(0, first);
  const hashHex = text.slice(first + 1, second);
  const keyB64 = text.slice(second + 1);
  if (!isKeyName(name)) throw new Error('bad key name');
  if (!/^[0-9a-f]{8}$/.test(hashHex)) throw new Error('bad key hash');
  const raw = decodeBase64(keyB64);
  if (!raw || raw.length !== 33 || raw[0] !== ALG_ED25519)
    throw new Error('not an Ed25519 verifier key');
  const publicKey = raw.subarray(1);
  const keyHash = keyHashOf(name, publicKey);
  if (keyHash !== parseInt(hashHex, 16)) throw new Error('the key hash does not match the key');
  return { name, keyHash, publicKey, text };
}

/** Strict standard base64 (padding required), or null. */
export function decodeBase64(text: string): Buffer | null {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) return null;
  return Buffer.from(text, 'base64');
}

export function verifyEd25519(publicKey: Uint8Array, message: Uint8Array, sig: Uint8Array) {
  if (publicKey.length !== 32 || sig.length !== 64) return false;
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  });
  return verify(null, message, key, sig);
}

export interface NoteSignature {
  name: string;
  keyHash: number;
  signature: Buffer;
}

export interface Note {
  /** The signed text: everything up to and including the newline before the blank line. */
  text: string;
  signatures: NoteSignature[];
}

/** Splits a signed note into its text and signature lines (no verification). */
export function parseNote(note: string): Note {
  const split = note.lastIndexOf('\n\n');
  if (split < 0) throw new Error('a signed note has a blank line before its signatures');
  const text = note.slice(0, split + 1);
  if (!note.endsWith('\n')) throw new Error('a signed note ends with a newline');
  const lines = note.slice(split + 2, -1).split('\n');
  const signatures: NoteSignature[] = [];
  for (const line of lines) {
    const match = /^\u2014 (\S+) (\S+)$/u.exec(line);
    if (!match) throw new Error(`bad signature line: ${JSON.stringify(line)}`);
    const raw = decodeBase64(match[2]!);
    if (!raw || raw.length < 5) throw new Error('bad signature encoding');
    signatures.push({ name: match[1]!, keyHash: raw.readUInt32BE(0), signature: raw.subarray(4) });
  }
  if (signatures.length === 0) throw new Error('the note has no signature');
  return { text, signatures };
}

/**
 * The note's text when `key` signed it, else an error naming why (no signature by that key,
 * or a signature that does not verify).
 */
export function openNote(note: string, key: VerifierKey): string {
  const parsed = parseNote(note);
  const mine = parsed.signatures.filter((s) => s.name === key.name && s.keyHash === key.keyHash);
  if (mine.length === 0)
    throw new Error(
      `no signature by ${key.name}+${key.keyHash.toString(16).padStart(8, '0')} ` +
        `(signed by ${parsed.signatures.map((s) => `${s.name}+${s.keyHash.toString(16).padStart(8, '0')}`).join(', ')})`,
    );
  for (const sig of mine)
    if (!verifyEd25519(key.publicKey, Buffer.from(parsed.text, 'utf8'), sig.signature))
      throw new Error(`the signature by ${key.name} does not verify`);
  return parsed.text;
}

export interface Checkpoint {
  origin: string;
  size: number;
  rootHash: Buffer;
  /** Lines after the root hash (extensions), kept as they are. */
  extensions: string[];
}

/** A tlog-checkpoint body: origin, decimal size, base64 root hash, optional extension lines. */
export function parseCheckpoint(text: string): Checkpoint {
  const lines = text.split('\n');
  if (lines.length < 4 || lines[lines.length - 1] !== '')
    throw new Error('a checkpoint has an origin, a size and a root hash line');
  const [origin, sizeText, rootText] = lines as [string, string, string];
  if (!origin) throw new Error('the checkpoint has no origin');
  if (!/^(0|[1-9][0-9]*)$/.test(sizeText) || !Number.isSafeInteger(Number(sizeText)))
    throw new Error(`bad tree size ${JSON.stringify(sizeText)}`);
  const rootHash = decodeBase64(rootText);
  if (!rootHash || rootHash.length !== 32) throw new Error('bad root hash');
  return { origin, size: Number(sizeText), rootHash, extensions: lines.slice(3, -1) };
}
