// Uploaded images are stored once (PNG or JPEG) and served at the width a page shows them:
// `/api/public/files/<key>?w=<width>` answers a WebP of that width (never wider than the
// original), made once and kept. Widths are a fixed ladder so every size is cached and the
// URLs stay few; pages ask for the smallest step at least as wide as they draw, for each
// device pixel ratio they list in srcset.

/** The widths a stored image can be asked for, in px. */
export const IMAGE_WIDTHS = [32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const FILES = /^\/api\/public\/files\/[\w-]+\.(?:png|jpg)$/;

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** The smallest width of the ladder that covers `px` (the largest when none does). */
export function imageWidthFor(px: number): ImageWidth {
  return IMAGE_WIDTHS.find((w) => w >= px) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** Whether a URL is one of our stored uploads (the ones that have sized variants). */
export function isStoredImage(url: string | null | undefined): url is string {
  return !!url && FILES.test(url);
}

/** The stored image at `px` CSS pixels wide (1x); any other URL unchanged. */
export function sizedImage(url: string, px: number): string {
  return isStoredImage(url) ? `${url}?w=${imageWidthFor(px)}` : url;
}

/** srcset for a stored image drawn `px` CSS pixels wide: 1x, 2x and 3x; undefined otherwise. */
export function imageSrcSet(url: string | null | undefined, px: number): string | undefined {
  if (!isStoredImage(url)) return undefined;
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const density of [1, 2, 3]) {
    const width = imageWidthFor(px * density);
    if (seen.has(width)) continue;
    seen.add(width);
    entries.push(`${url}?w=${width} ${width}w`);
  }
  return entries.join(', ');
}
