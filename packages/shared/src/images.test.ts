import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  imageSrcSet,
  imageWidthFor,
  isImageWidth,
  isStoredImage,
  sizedImage,
} from './images.ts';

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

describe('image ladder and stored uploads at their edges', () => {
  it('keeps the width ladder', () =>
    expect(IMAGE_WIDTHS).toEqual([32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1280]));

  it('a stored upload is a PNG or JPEG key under /api/public/files/', () => {
    for (const ok of ['/api/public/files/a-B_9.png', '/api/public/files/x.jpg'])
      expect(isStoredImage(ok), ok).toBe(true);
    for (const bad of [
      '/api/public/files/a.gif',
      '/api/public/files/a.png?w=32',
      'https://x.io/api/public/files/a.png',
      '/api/public/files/a/b.png',
      '/api/public/files/.png',
      '/api/public/files/a b.png',
      '/api/public/files/a.pngx',
      '',
      undefined,
    ])
      expect(isStoredImage(bad), String(bad)).toBe(false);
  });

  it('a srcset past the ladder lists its top width once', () =>
    expect(imageSrcSet(FILE, 2000)).toBe(`${FILE}?w=1280 1280w`));
});
