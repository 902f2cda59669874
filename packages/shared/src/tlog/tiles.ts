// C2SP tlog-tiles: where the log is served and how a tile is named.

/** C2SP tlog-tiles: tiles of 2^8 hashes; an entry bundle holds 256 entries. */
export const TLOG_TILE_HEIGHT = 8;
export const TLOG_TILE_WIDTH = 1 << TLOG_TILE_HEIGHT;
/** An entry in a bundle carries a 2-byte length: no entry may be longer. */
export const TLOG_ENTRY_MAX_BYTES = 0xffff;

/** Where the log is served (every path of TLOG-FORMAT.md is under it). */
export const TLOG_PUBLIC_PREFIX = '/api/public/log';

/** A tile index as path elements: 1234067 -> x001/x234/067. */
export function tileIndexPath(n: number): string {
  let s = String(n % 1000).padStart(3, '0');
  for (let rest = Math.floor(n / 1000); rest > 0; rest = Math.floor(rest / 1000))
    s = `x${String(rest % 1000).padStart(3, '0')}/${s}`;
  return s;
}

/** Parses `x001/x234/067` back (null when not in the canonical form). */
export function parseTileIndexPath(path: string): number | null {
  const parts = path.split('/');
  let n = 0;
  for (let i = 0; i < parts.length; i++) {
    const last = i === parts.length - 1;
    const match = (last ? /^(\d{3})$/ : /^x(\d{3})$/).exec(parts[i]!);
    if (!match) return null;
    n = n * 1000 + Number(match[1]);
  }
  // a leading x000 would be a second spelling of the same tile
  if (parts.length > 1 && parts[0] === 'x000') return null;
  return Number.isSafeInteger(n) ? n : null;
}

/** `tile/<L>/<N>[.p/<W>]` or `tile/entries/<N>[.p/<W>]`, relative to the log prefix. */
export function tilePath(level: number | 'entries', n: number, width = TLOG_TILE_WIDTH): string {
  const partial = width === TLOG_TILE_WIDTH ? '' : `.p/${width}`;
  return `tile/${level}/${tileIndexPath(n)}${partial}`;
}
