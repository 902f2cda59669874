// An address drawn as a small symmetric pattern (blockie-style): the same address always gives
// the same picture, different addresses look different at a glance, and no library is needed.
// Used wherever a user has no avatar image, instead of two hex digits in large type.
import { Avatar, type AvatarProps } from '@mantine/core';
import { imageSrcSet, sizedImage } from '@chainreview/shared/images';

const GRID = 5;

/** A 32-bit FNV-1a hash of the address (lower case, so checksummed spellings agree). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text.toLowerCase()) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** xorshift32 from the address's hash: the stream of choices the picture is made from. */
function random(seed: number): () => number {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x1_0000_0000;
  };
}

export interface IdenticonPattern {
  /** GRID x GRID cells, row by row; each row is mirrored around its middle column. */
  cells: boolean[];
  hue: number;
}

export function identiconPattern(address: string): IdenticonPattern {
  const next = random(hash(address));
  const hue = Math.floor(next() * 360);
  const cells: boolean[] = [];
  const half = Math.ceil(GRID / 2);
  for (let row = 0; row < GRID; row++) {
    const left = Array.from({ length: half }, () => next() < 0.5);
    cells.push(...left, ...left.slice(0, GRID - half).reverse());
  }
  // never an empty picture
  if (!cells.some(Boolean)) cells[Math.floor((GRID * GRID) / 2)] = true;
  return { cells, hue };
}

export function Identicon({ address, size }: { address: string; size: number }) {
  const { cells, hue } = identiconPattern(address);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${GRID} ${GRID}`}
      shapeRendering="crispEdges"
      aria-hidden
      data-testid="identicon"
    >
      <rect width={GRID} height={GRID} fill={`hsl(${hue} 45% 92%)`} />
      {cells.map((on, i) =>
        on ? (
          <rect
            key={i}
            x={i % GRID}
            y={Math.floor(i / GRID)}
            width={1}
            height={1}
            fill={`hsl(${hue} 60% 42%)`}
          />
        ) : null,
      )}
    </svg>
  );
}

/** A user's avatar: their image, else their address's identicon. */
export function UserAvatar({
  address,
  url,
  size,
  alt = '',
  ...props
}: { address: string; url: string | null | undefined; size: number; alt?: string } & Omit<
  AvatarProps,
  'src' | 'size' | 'children'
>) {
  return (
    <Avatar
      src={url ? sizedImage(url, size) : null}
      imageProps={{ srcSet: imageSrcSet(url, size), sizes: `${size}px` }}
      alt={alt}
      radius="xl"
      size={size}
      {...props}
    >
      {url ? null : <Identicon address={address} size={size} />}
    </Avatar>
  );
}
