// Tile paths against Go's golang.org/x/mod/sumdb/tlog tile_test.go vectors (without the height
// element, which C2SP tlog-tiles drops), which tiles a size needs, tile roots and entry bundles.
import { describe, expect, it } from 'vitest';
import { leafHash, rootOf } from '../src/rfc6962.ts';
import {
  parseEntryBundle,
  tileIndexPath,
  tileLevels,
  tilePath,
  tileRoot,
  tilesAtLevel,
} from '../src/tiles.ts';

describe('tile paths', () => {
  it("encodes N as Go's tlog does", () => {
    // tile/4/0/001, tile/3/5/x123/x456/078, tile/1/0/x003/x057/500 in Go's tests
    expect(tileIndexPath(1)).toBe('001');
    expect(tileIndexPath(123456078)).toBe('x123/x456/078');
    expect(tileIndexPath(3057500)).toBe('x003/x057/500');
    expect(tileIndexPath(1234067)).toBe('x001/x234/067');
    expect(tileIndexPath(0)).toBe('000');
    expect(tileIndexPath(999)).toBe('999');
    expect(tileIndexPath(1000)).toBe('x001/000');
  });

  it('writes full and partial tiles and entry bundles', () => {
    expect(tilePath(0, 1)).toBe('tile/0/001');
    expect(tilePath(5, 123456078, 2)).toBe('tile/5/x123/x456/078.p/2');
    expect(tilePath('entries', 1234067, 255)).toBe('tile/entries/x001/x234/067.p/255');
    expect(() => tilePath(0, 0, 0)).toThrow();
    expect(() => tilePath(0, 0, 257)).toThrow();
  });
});

describe('tiles of a tree', () => {
  it('lists the tiles on each side of a full tile', () => {
    expect(tilesAtLevel(255, 0)).toEqual([{ level: 0, n: 0, width: 255 }]);
    expect(tilesAtLevel(256, 0)).toEqual([{ level: 0, n: 0, width: 256 }]);
    expect(tilesAtLevel(257, 0)).toEqual([
      { level: 0, n: 0, width: 256 },
      { level: 0, n: 1, width: 1 },
    ]);
    expect(tilesAtLevel(255, 1)).toEqual([]);
    expect(tilesAtLevel(256 * 3 + 5, 1)).toEqual([{ level: 1, n: 0, width: 3 }]);
    expect(tileLevels(0)).toEqual([]);
    expect(tileLevels(255)).toEqual([0]);
    expect(tileLevels(256)).toEqual([0, 1]);
    expect(tileLevels(65536)).toEqual([0, 1, 2]);
  });

  it("takes a full tile's root as the hash one level up", () => {
    const leaves = Array.from({ length: 512 }, (_, i) => leafHash(Buffer.from(`leaf ${i}`)));
    expect(tileRoot(leaves.slice(256)).equals(rootOf(leaves.slice(256)))).toBe(true);
    expect(() => tileRoot(leaves.slice(1, 256))).toThrow();
  });
});

describe('entry bundles', () => {
  it('splits length-prefixed entries, empty ones included, and refuses a cut bundle', () => {
    const bundle = Buffer.concat([
      Buffer.of(0, 3),
      Buffer.from('abc'),
      Buffer.of(0, 0),
      Buffer.of(1, 0),
      Buffer.alloc(256, 0x41),
    ]);
    const entries = parseEntryBundle(bundle);
    expect(entries.map((e) => e.length)).toEqual([3, 0, 256]);
    expect(entries[0]!.toString()).toBe('abc');
    expect(() => parseEntryBundle(bundle.subarray(0, bundle.length - 1))).toThrow(/cut/);
    expect(() => parseEntryBundle(Buffer.of(0))).toThrow(/cut/);
  });
});
