import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { newWallet, signIn } from '../../../test/helper.ts';
import { useTestApp } from '../../../test/fixture.ts';

const ctx = useTestApp();

function multipart(filename: string, contentType: string, body: Buffer) {
  const boundary = '----chainreview' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

describe('image uploads', () => {
  it('stores a PNG, re-encoded, and serves it back', async () => {
    const { auth } = await signIn(ctx.built.app, newWallet());
    const body = await png();
    const { payload, headers } = multipart('logo.png', 'image/png', body);
    const res = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ mime: 'image/png', width: 64, height: 48 });
    const served = await ctx.built.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);
    const mine = await ctx.built.app.inject({
      method: 'GET',
      url: '/api/my-files?limit=5',
      headers: auth,
    });
    expect(mine.json().data.map((f: { id: string }) => f.id)).toContain(file.id);
  });

  it('serves an upload at a ladder width as WebP, never enlarged, and refuses other widths', async () => {
    const { auth } = await signIn(ctx.built.app, newWallet());
    const big = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#ff8800' },
    })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipart('banner.jpg', 'image/jpeg', big);
    const file = (
      await ctx.built.app.inject({
        method: 'POST',
        url: '/api/storage/upload',
        payload,
        headers: { ...headers, ...auth },
      })
    ).json().data;
    const get = (w: string) => ctx.built.app.inject({ method: 'GET', url: `${file.url}?w=${w}` });
    const small = await get('64');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toContain('immutable');
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 43]);
    expect(small.rawPayload.length).toBeLessThan((await get('512')).rawPayload.length);
    // the second request is the kept variant, byte for byte
    expect((await get('64')).rawPayload.equals(small.rawPayload)).toBe(true);
    // wider than the original: the original's width
    expect((await sharp((await get('1280')).rawPayload).metadata()).width).toBe(600);
    for (const w of ['65', '0', '99999', 'abc', '-32']) {
      const res = await get(w);
      expect(res.statusCode, w).toBe(400);
      expect(res.json().message).toEqual(['invalid_image']);
    }
  });

  it('strips metadata from a JPEG', async () => {
    const { auth } = await signIn(ctx.built.app, newWallet());
    const jpeg = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#ff0000' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-and-camera' } } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('secret-gps-and-camera'))).toBe(true);
    const { payload, headers } = multipart('photo.jpg', 'image/jpeg', jpeg);
    const res = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode).toBe(200);
    const served = await ctx.built.app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.rawPayload.includes(Buffer.from('secret-gps-and-camera'))).toBe(false);
  });

  it('rejects a fake image whatever its name and type say', async () => {
    const { auth } = await signIn(ctx.built.app, newWallet());
    const { payload, headers } = multipart(
      'evil.png',
      'image/png',
      Buffer.from('<svg onload=alert(1)></svg>'),
    );
    const res = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['invalid_image_type']);
    const gif = multipart('a.gif', 'image/gif', Buffer.from('GIF89a........'));
    expect(
      (
        await ctx.built.app.inject({
          method: 'POST',
          url: '/api/storage/upload',
          payload: gif.payload,
          headers: { ...gif.headers, ...auth },
        })
      ).statusCode,
    ).toBe(400);
    const broken = multipart(
      'b.png',
      'image/png',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(50, 1),
      ]),
    );
    const res3 = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload: broken.payload,
      headers: { ...broken.headers, ...auth },
    });
    expect(res3.statusCode).toBe(400);
    expect(res3.json().message).toEqual(['invalid_image']);
  });

  it('rejects an image over 1 MiB with 413 file_too_large', async () => {
    const { auth } = await signIn(ctx.built.app, newWallet());
    const big = Buffer.concat([await png(), Buffer.alloc(1024 * 1024 + 10, 7)]);
    const { payload, headers } = multipart('big.png', 'image/png', big);
    const res = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: ['file_too_large'],
    });
  });

  it('needs a token and a file', async () => {
    const { payload, headers } = multipart('logo.png', 'image/png', await png());
    expect(
      (await ctx.built.app.inject({ method: 'POST', url: '/api/storage/upload', payload, headers }))
        .statusCode,
    ).toBe(401);
    const { auth } = await signIn(ctx.built.app, newWallet());
    const res = await ctx.built.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      payload: {},
      headers: auth,
    });
    expect(res.statusCode).toBe(400);
    expect(
      (
        await ctx.built.app.inject({
          method: 'GET',
          url: '/api/public/files/..%2F..%2Fetc%2Fpasswd',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('generated logos', () => {
  it('draws the logo its address names, cached for good, and refuses anything else', async () => {
    const ok = await ctx.built.app.inject({ url: '/api/public/logos/hexagon-12-80-1/FP.svg' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(ok.headers['content-security-policy']).toContain("default-src 'none'");
    expect(ok.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(ok.body).toContain('hsl(12,70%,55%)');
    expect(ok.body).toContain('>FP</text>');
    const escaped = await ctx.built.app.inject({
      url: `/api/public/logos/circle-1-2-0/${encodeURIComponent('<a')}.svg`,
    });
    expect(escaped.body).toContain('&#60;a</text>');
    for (const url of [
      '/api/public/logos/star-1-2-0/A.svg',
      '/api/public/logos/circle-400-2-0/A.svg',
      '/api/public/logos/circle-1-2-0/ABC.svg',
      '/api/public/logos/circle-1-2-0/A.png',
      '/api/public/logos/circle-1-2-0/.svg',
    ]) {
      const res = await ctx.built.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toEqual(['can_not_find_image']);
    }
  });
});
