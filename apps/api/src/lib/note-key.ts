// The log's signing key in Go's note format (golang.org/x/mod/sumdb/note GenerateKey):
// `PRIVATE+KEY+<name>+<8 hex keyhash>+<base64(0x01 || 32-byte Ed25519 seed)>`, and its verifier
// key `<name>+<keyhash>+<base64(0x01 || public key)>`. Ed25519 through node:crypto.
import crypto from 'node:crypto';
import { noteKeyHash, noteSignatureLine, noteVerifierKey } from '@chainreview/shared';

export interface NoteSigner {
  name: string;
  keyHash: number;
  publicKey: Buffer;
  verifierKey: string;
  /** The signature line(s) of a note whose text is `text` (ending with a newline). */
  sign(text: string): string;
}

/** PKCS#8 DER of an Ed25519 private key is this prefix and the 32-byte seed. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');
const NAME = /^[^+\s]+$/;

export function signerFromSeed(name: string, seed: Buffer): NoteSigner {
  if (!NAME.test(name)) throw new Error('a note key name has no spaces or +');
  if (seed.length !== 32) throw new Error('an Ed25519 seed is 32 bytes');
  const privateKey = crypto.createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const spki = crypto.createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  const publicKey = Buffer.from(spki.subarray(spki.length - 32));
  const keyHash = noteKeyHash(name, publicKey);
  return {
    name,
    keyHash,
    publicKey,
    verifierKey: noteVerifierKey(name, publicKey),
    sign(text) {
      const signature = crypto.sign(null, Buffer.from(text, 'utf8'), privateKey);
      return noteSignatureLine(name, keyHash, signature);
    },
  };
}

/** Parses a `PRIVATE+KEY+...` string; throws a message that says what is wrong. */
export function parseSignerKey(key: string): NoteSigner {
  const match = /^PRIVATE\+KEY\+([^+\s]+)\+([0-9a-f]{8})\+([A-Za-z0-9+/]+={0,2})$/.exec(key.trim());
  if (!match) throw new Error('must be PRIVATE+KEY+<name>+<8 hex digits>+<base64 key>');
  const raw = Buffer.from(match[3]!, 'base64');
  if (raw.length !== 33 || raw[0] !== 1)
    throw new Error('the key must be an Ed25519 key (algorithm byte 1 and a 32-byte seed)');
  const signer = signerFromSeed(match[1]!, raw.subarray(1));
  if (signer.keyHash !== parseInt(match[2]!, 16))
    throw new Error('the key hash does not match the key (a copy or paste error?)');
  return signer;
}

/** A new key pair, as Go's note.GenerateKey prints them. */
export function generateKeyPair(name: string): { signerKey: string; verifierKey: string } {
  const seed = crypto.randomBytes(32);
  const signer = signerFromSeed(name, seed);
  const hash = signer.keyHash.toString(16).padStart(8, '0');
  const encoded = Buffer.concat([Buffer.of(1), seed]).toString('base64');
  return { signerKey: `PRIVATE+KEY+${name}+${hash}+${encoded}`, verifierKey: signer.verifierKey };
}

/**
 * The demo log key: public, deterministic, for the demo and development only (a log signed
 * with a key anyone can read proves nothing to anyone).
 */
export const DEMO_LOG_KEY_NAME = 'chainreview-demo-log';
export function demoSigner(): NoteSigner {
  const seed = crypto.createHash('sha256').update('chainreview demo log key, public, demo only');
  return signerFromSeed(DEMO_LOG_KEY_NAME, seed.digest());
}
