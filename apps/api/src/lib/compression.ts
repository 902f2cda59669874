// Content negotiation and compression for answers Fastify's compress plugin does not see (the
// response cache's stored forms, the SPA page from the not-found handler).
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this, compression costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding to answer with: brotli, else gzip, else none (q=0 refuses one). */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = (name: Encoding) =>
    new RegExp(
      `(^|,)\\s*(${name}|\\*)\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`,
      'i',
    ).test(header);
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

/** Fast settings: these run per answer, not at build time. */
export function compressSync(input: Buffer | string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(input, { level: 6 });
}
