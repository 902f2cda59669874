// Uploaded images: sniffed by content (PNG or JPEG only, whatever the name or type says), at
// most 1 MiB, re-encoded with sharp (strips metadata and anything hidden in the file), stored
// by content hash in the blob store (PostgreSQL's table, or DATA_DIR/uploads).
import crypto from 'node:crypto';
import sharp from 'sharp';
import { isImageWidth, LIMITS } from '@chainreview/shared';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { blobStore } from './blob-store.ts';
import { findFileByKey, insertFile, listUserFiles, type FileRow } from './storage.repository.ts';

export type ImageKind = 'png' | 'jpeg';

export function sniffImage(buffer: Buffer): ImageKind | null {
  if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff)
    return 'jpeg';
  return null;
}

export interface StoredFile {
  id: string;
  url: string;
  mime: string;
  width: number | null;
  height: number | null;
  bytes: number;
  createdAt: string;
}

export const fileUrl = (storageKey: string) => `/api/public/files/${storageKey}`;

function toStored(row: FileRow): StoredFile {
  return {
    id: String(row.id),
    url: fileUrl(row.storageKey),
    mime: row.mime,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function storeImage(
  deps: Deps,
  userId: number,
  input: Buffer,
  kind = 'upload',
): Promise<StoredFile> {
  if (input.length === 0) throw badRequest('can_not_find_image');
  if (input.length > LIMITS.upload.maxBytes) throw new AppError(413, 'file_too_large');
  const type = sniffImage(input);
  if (!type) throw badRequest('invalid_image_type');
  let output: Buffer;
  let info: sharp.OutputInfo;
  try {
    const pipeline = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
    const result = await (
      type === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
    output = result.data;
    info = result.info;
  } catch {
    throw badRequest('invalid_image');
  }
  const sha256 = crypto.createHash('sha256').update(output).digest('hex');
  const storageKey = `${sha256.slice(0, 32)}.${type === 'png' ? 'png' : 'jpg'}`;
  // the bytes first, then the row: a row never names bytes that are not stored
  const blobs = blobStore(deps);
  await blobs.put(storageKey, output);
  const existing = await findFileByKey(deps.db, storageKey);
  if (existing && existing.userId === userId) return toStored(existing);
  // the same bytes uploaded by someone else get their own row, so ownership stays per user
  const key = existing
    ? `${sha256.slice(0, 32)}-${userId}.${type === 'png' ? 'png' : 'jpg'}`
    : storageKey;
  if (existing) await blobs.put(key, output);
  const row = await insertFile(deps.db, {
    userId,
    kind,
    mime: type === 'png' ? 'image/png' : 'image/jpeg',
    bytes: output.length,
    width: info.width,
    height: info.height,
    sha256,
    storageKey: key,
    createdAt: deps.now(),
  });
  return toStored(row);
}

export async function myFiles(deps: Deps, userId: number, limit: number): Promise<StoredFile[]> {
  return (await listUserFiles(deps.db, userId, limit)).map(toStored);
}

/** Checks that an uploaded-image URL belongs to the user (spec 6: only the owner may use it). */
export async function assertOwnImageUrl(deps: Deps, userId: number, url: string): Promise<void> {
  const match = /^\/api\/public\/files\/([\w-]+\.(?:png|jpg))$/.exec(url);
  if (!match) throw badRequest('can_not_find_image');
  const row = await findFileByKey(deps.db, match[1]!);
  if (!row) throw notFound('can_not_find_image');
  if (row.userId !== userId) throw new AppError(403, 'you_are_not_owner_this_image');
}

export async function readStoredFile(
  deps: Deps,
  storageKey: string,
): Promise<{ body: Buffer; mime: string }> {
  if (!/^[\w-]+\.(png|jpg)$/.test(storageKey)) throw notFound('can_not_find_image');
  const body = await blobStore(deps).get(storageKey);
  if (!body) throw notFound('can_not_find_image');
  return { body, mime: storageKey.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}

/**
 * A stored image at `width` px wide as WebP (never enlarged), made on first request and kept in
 * the blob store beside the original, so lists of small avatars do not download megapixel
 * uploads. The width must be one of IMAGE_WIDTHS.
 */
export async function readSizedImage(
  deps: Deps,
  storageKey: string,
  width: number,
): Promise<{ body: Buffer; mime: string }> {
  if (!isImageWidth(width)) throw badRequest('invalid_image');
  if (!/^[\w-]+\.(png|jpg)$/.test(storageKey)) throw notFound('can_not_find_image');
  const blobs = blobStore(deps);
  const variantKey = `${storageKey.replace(/\.(png|jpg)$/, '')}-w${width}.webp`;
  const cached = await blobs.get(variantKey);
  if (cached) return { body: cached, mime: 'image/webp' };
  const original = await blobs.get(storageKey);
  if (!original) throw notFound('can_not_find_image');
  const body = await sharp(original, { limitInputPixels: 40_000_000 })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 })
    .toBuffer();
  await blobs.put(variantKey, body);
  return { body, mime: 'image/webp' };
}
