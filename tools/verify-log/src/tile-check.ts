// Every hash tile and entry bundle of a tree size: fetched, each entry's hash checked against
// the level-0 tiles and each upper hash against the level below.
import { Failure, b64, pool, type VerifyResult } from './common.ts';
import type { TileBody } from './fetching.ts';
import { leafHash, type Hash } from './rfc6962.ts';
import {
  parseEntryBundle,
  splitHashes,
  tileLevels,
  tilePath,
  tileRoot,
  tilesAtLevel,
  TILE_WIDTH,
} from './tiles.ts';

/** The entries of the first `size` leaves and their leaf hashes. */
export async function readTiles(
  size: number,
  tileBytes: (level: number | 'entries', n: number, width: number) => Promise<TileBody>,
  counts: VerifyResult['counts'],
  fail: (m: string) => void,
): Promise<{ entryBytes: Buffer[]; leaves: Hash[] }> {
  const levels = tileLevels(size);
  const hashesByLevel: Hash[][] = [];
  for (const level of levels) {
    const tiles = tilesAtLevel(size, level);
    const bodies = await pool(tiles, 4, (t) => tileBytes(t.level, t.n, t.width));
    counts.hashTiles += tiles.length;
    const hashes: Hash[] = [];
    tiles.forEach((t, i) => {
      const body = bodies[i]!;
      const data = Buffer.isBuffer(body) ? body : body.full.subarray(0, t.width * 32);
      try {
        hashes.push(...splitHashes(data, t.width));
      } catch (error) {
        throw new Failure(`${tilePath(t.level, t.n, t.width)}: ${(error as Error).message}`);
      }
    });
    hashesByLevel.push(hashes);
  }
  const bundles = tilesAtLevel(size, 0);
  const bundleBodies = await pool(bundles, 4, (t) => tileBytes('entries', t.n, t.width));
  counts.entryBundles = bundles.length;
  const entryBytes: Buffer[] = [];
  bundles.forEach((t, i) => {
    const body = bundleBodies[i]!;
    let entries: Buffer[];
    try {
      entries = parseEntryBundle(Buffer.isBuffer(body) ? body : body.full);
    } catch (error) {
      throw new Failure(`${tilePath('entries', t.n, t.width)}: ${(error as Error).message}`);
    }
    if (Buffer.isBuffer(body) ? entries.length !== t.width : entries.length < t.width)
      throw new Failure(
        `${tilePath('entries', t.n, t.width)} has ${entries.length} entries, not ${t.width}`,
      );
    entryBytes.push(...entries.slice(0, t.width));
  });

  // each entry's hash against the level-0 tiles, each upper hash against the level below
  const leaves = entryBytes.map((e) => leafHash(e));
  const tileLeaves = hashesByLevel[0] ?? [];
  let badLeaves = 0;
  leaves.forEach((h, i) => {
    if (!h.equals(tileLeaves[i]!)) {
      badLeaves++;
      if (badLeaves <= 10)
        fail(
          `leaf ${i}: its entry hashes to ${b64(h)}, but ${tilePath(0, Math.floor(i / TILE_WIDTH))} has ${b64(tileLeaves[i]!)}`,
        );
    }
  });
  if (badLeaves > 10) fail(`... and ${badLeaves - 10} more leaves whose entry does not match`);
  for (let level = 1; level < hashesByLevel.length; level++) {
    const below = hashesByLevel[level - 1]!;
    hashesByLevel[level]!.forEach((h, j) => {
      const expected = tileRoot(below.slice(j * TILE_WIDTH, (j + 1) * TILE_WIDTH));
      if (!h.equals(expected))
        fail(
          `tile level ${level} hash ${j} (leaves ${j * TILE_WIDTH ** level} to ${(j + 1) * TILE_WIDTH ** level - 1}) is not the root of the level below`,
        );
    });
  }
  counts.entries = size;
  return { entryBytes, leaves };
}
