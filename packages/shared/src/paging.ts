// Cursor (keyset) paging and the "changed since" filter of the public lists. A cursor is
// opaque to its reader: base64url of JSON {s, k, id}, the sort it was made for (s), the sort
// key of the last item of the page (k, one value per ORDER BY term before the id: timestamps
// as the database's text, to the microsecond) and that item's id. The next page is the items
// strictly after that (key, id) in the sort's order, so an item written between two reads
// neither shifts the page boundary (offset paging repeats or skips one) nor repeats.
import { z } from 'zod';
import { ID_PATTERN } from './schemas/common.ts';

/** Longest cursor accepted (a sort key of a few timestamps and numbers is under 200). */
export const CURSOR_MAX_LENGTH = 512;

export type CursorKey = string | number | boolean | null;

export interface Cursor {
  /** The sort (and, for a search, the keyword) the cursor was made for. */
  s: string;
  /** The last item's sort key, one value per ORDER BY term before the id. */
  k: CursorKey[];
  /** The last item's id. */
  id: string;
}

const cursorBodySchema = z.object({
  s: z.string().max(200),
  k: z.array(z.union([z.string().max(64), z.number(), z.boolean(), z.null()])).max(4),
  id: z.string().regex(ID_PATTERN),
});

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function encodeCursor(cursor: Cursor): string {
  return toBase64Url(JSON.stringify(cursor));
}

/** The cursor a string holds, or null when it is not one of ours. */
export function decodeCursor(value: string): Cursor | null {
  if (value.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const parsed = cursorBodySchema.safeParse(JSON.parse(fromBase64Url(value)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A `cursor` query parameter: decoded, or 400 `cursor_invalid`. */
export const cursorSchema = z
  .string()
  .max(CURSOR_MAX_LENGTH, 'cursor_invalid')
  .transform((value, ctx) => {
    const cursor = decodeCursor(value);
    if (cursor) return cursor;
    ctx.addIssue({ code: 'custom', message: 'cursor_invalid' });
    return z.NEVER;
  });

/**
 * `updatedSince`: an ISO 8601 date-time with its offset (`Z` or `+hh:mm`); items whose
 * `changedAt` is at or after it (inclusive, so the last `changedAt` a reader saw is asked for
 * again and nothing changed in that millisecond is missed).
 */
export const updatedSinceSchema = z
  .string()
  .max(40, 'updated_since_invalid')
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/,
    'updated_since_invalid',
  )
  .transform((value, ctx) => {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
    ctx.addIssue({ code: 'custom', message: 'updated_since_invalid' });
    return z.NEVER;
  });

/** What a cursor-paged list accepts beside its own filters (`offset` is ignored with a cursor). */
export const cursorQueryShape = {
  cursor: cursorSchema
    .optional()
    .describe(
      'The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it',
    ),
};
export const changedSinceQueryShape = {
  updatedSince: updatedSinceSchema
    .optional()
    .describe(
      'Only items whose changedAt is at or after this ISO 8601 date-time (with Z or an offset)',
    ),
};
