// C2SP tlog-tiles: tile paths, which tiles make up a tree of a given size, and entry bundles.
// Height 8 (256 hashes or entries per full tile), 32-byte hashes.
import { nodeHash, type Hash } from './rfc6962.ts';

export const TILE_HEIGHT = 8;
export const TILE_WIDTH = 1 << TILE_HEIGHT;
export const HASH_SIZE = 32;

/** N as path elements of three digits, all but the last prefixed with x: 1234067 -> x001/x234/067. */
export function tileIndexPath(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`bad tile index ${n}`);
  let rest = Math.floor(n / 1000);
  let path = String(n % 1000).padStart(3, '0');
  while (rest > 0) {
    path = `x${String(rest % 1000).padStart(3, '0')}/${path}`;
    rest = Math.floor(rest / 1000);
  }
  return path;
}

/** `tile/<L>/<N>[.p/<W>]`, or `tile/entries/<N>[.p/<W>]` for level 'entries'. */
export function tilePath(level: number | 'entries', n: number, width = TILE_WIDTH): string {
  if (!(width >= 1 && width <= TILE_WIDTH)) throw new Error(`bad tile width ${width}`);
  const partial = width < TILE_WIDTH ? `.p/${width}` : '';
  return `tile/${level}/${tileIndexPath(n)}${partial}`;
}

export interface TileRef {
  level: number;
  n: number;
  width: number;
}

/**
 * The tiles of one level in a tree of `size` leaves: level L stores the roots of the perfect
 * subtrees of 256^L leaves, so it has floor(size / 256^L) hashes.
 */
export function tilesAtLevel(size: number, level: number): TileRef[] {
  const count = Math.floor(size / TILE_WIDTH ** level);
  const tiles: TileRef[] = [];
  for (let n = 0; n * TILE_WIDTH < count; n++)
    tiles.push({ level, n, width: Math.min(TILE_WIDTH, count - n * TILE_WIDTH) });
  return tiles;
}

/** Every level that has at least one hash in a tree of `size` leaves. */
export function tileLevels(size: number): number[] {
  const levels: number[] = [];
  for (let level = 0; Math.floor(size / TILE_WIDTH ** level) > 0; level++) levels.push(level);
  return levels;
}

/** The hashes of a tile's body (exactly width * 32 bytes). */
export function splitHashes(body: Uint8Array, width: number): Hash[] {
  if (body.length !== width * HASH_SIZE)
    throw new Error(`a tile of width ${width} has ${width * HASH_SIZE} bytes, not ${body.length}`);
  const hashes: Hash[] = [];
  for (let i = 0; i < width; i++)
    hashes.push(Buffer.from(body.subarray(i * HASH_SIZE, (i + 1) * HASH_SIZE)));
  return hashes;
}

/** The root of a full tile's 256 hashes: the hash one tile level up. */
export function tileRoot(hashes: readonly Hash[]): Hash {
  if (hashes.length !== TILE_WIDTH) throw new Error('only a full tile has a root one level up');
  let level = [...hashes];
  while (level.length > 1) {
    const next: Hash[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(nodeHash(level[i]!, level[i + 1]!));
    level = next;
  }
  return level[0]!;
}

/** An entry bundle: each entry a 2-byte big-endian length, then its bytes. */
export function parseEntryBundle(body: Uint8Array): Buffer[] {
  const entries: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    if (at + 2 > body.length) throw new Error('entry bundle cut inside a length prefix');
    const length = (body[at]! << 8) | body[at + 1]!;
    at += 2;
    if (at + length > body.length) throw new Error('entry bundle cut inside an entry');
    entries.push(Buffer.from(body.subarray(at, at + length)));
    at += length;
  }
  return entries;
}
