// C2SP tlog-checkpoint and signed-note: the checkpoint body, its signature lines, and the
// note verifier key.
import { sha256 } from 'viem';
import { concat, fromBase64, toBase64 } from './bytes.ts';
import { TLOG_HASH_SIZE } from './merkle.ts';

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
