import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, imageWidthFor, isImageWidth, sizedImage } from './images.ts';

const FILE = '/api/public/files/0123456789abcdef0123456789abcdef.png';

describe('sized images', () => {
  it('picks the smallest ladder width that covers the drawn width', () => {
    expect(imageWidthFor(32)).toBe(32);
    expect(imageWidthFor(33)).toBe(48);
    expect(imageWidthFor(1280)).toBe(1280);
    expect(imageWidthFor(1281)).toBe(1280);
    expect(isImageWidth(96)).toBe(true);
    expect(isImageWidth(97)).toBe(false);
  });

  it('sizes only stored uploads: other URLs (logos, NFTs) stay as they are', () => {
    expect(sizedImage(FILE, 40)).toBe(`${FILE}?w=48`);
    expect(sizedImage('/api/public/logos/a/B.svg', 40)).toBe('/api/public/logos/a/B.svg');
    expect(imageSrcSet('https://nft.example/1.png', 40)).toBeUndefined();
    expect(imageSrcSet(null, 40)).toBeUndefined();
  });

  it('lists 1x, 2x and 3x widths once each', () => {
    expect(imageSrcSet(FILE, 32)).toBe(`${FILE}?w=32 32w, ${FILE}?w=64 64w, ${FILE}?w=96 96w`);
    expect(imageSrcSet(FILE, 1000)).toBe(`${FILE}?w=1024 1024w, ${FILE}?w=1280 1280w`);
    expect(IMAGE_WIDTHS).toEqual([...IMAGE_WIDTHS].sort((a, b) => a - b));
  });
});
