// Keyset paging for the public lists (packages/shared paging.ts has the cursor's format). A
// list's order is a few ORDER BY terms ending with the id; the page after a cursor is the rows
// strictly after the cursor's (key, id) in that order: the condition below, one term at a time
// ((a > x) or (a = x and b > y) ...), so terms may run in different directions. Sort keys
// travel as the database's text of each term (a timestamp to the microsecond, a float8 as its
// shortest exact text) and are cast back, so the boundary is exact.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeCursor, type Cursor } from '@chainreview/shared';
import { FieldError } from './errors.ts';

export interface KeyTerm {
  expr: SQL | AnyPgColumn;
  desc: boolean;
  /** The SQL type the cursor's text is cast back to. */
  type: 'timestamptz' | 'float8' | 'int8' | 'int4' | 'boolean';
}

/** The cursor does not belong to this list or sort: 400 cursor_invalid. */
export function badCursor(): never {
  throw new FieldError(['cursor_invalid']);
}

const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2})(:\d{2})?$/;

/** Whether a key's text casts to its type: what the database would refuse is a bad cursor. */
function castable(value: string, type: KeyTerm['type']): boolean {
  switch (type) {
    case 'timestamptz': {
      const m = TIMESTAMP_TEXT.exec(value);
      if (!m) return false;
      const [y, mo, d, h, mi, sec] = m.slice(1, 7).map(Number) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      // a real calendar date (no 2026-02-31) and time of day
      const day = new Date(Date.UTC(y, mo - 1, d));
      return (
        day.getUTCFullYear() === y &&
        day.getUTCMonth() === mo - 1 &&
        day.getUTCDate() === d &&
        h < 24 &&
        mi < 60 &&
        sec < 60
      );
    }
    case 'float8':
      return (
        /^-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d{1,3})?$/i.test(value) && Number.isFinite(Number(value))
      );
    case 'int4':
      return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= 2 ** 31 - 1;
    case 'int8':
      return /^-?\d{1,15}$/.test(value);
    case 'boolean':
      return value === 'true' || value === 'false';
  }
}

/** The rows after the cursor in the order of `terms` (the last term is the id). */
export function keysetAfter(terms: readonly KeyTerm[], cursor: Cursor, tag: string): SQL {
  const values = [...cursor.k, cursor.id];
  if (cursor.s !== tag || values.length !== terms.length) badCursor();
  if (values.some((v, i) => typeof v !== 'string' || !castable(v, terms[i]!.type))) badCursor();
  const value = (i: number) => sql`cast(${values[i] as string} as ${sql.raw(terms[i]!.type)})`;
  const branches: SQL[] = terms.map((term, i) => {
    const equal = terms.slice(0, i).map((t, j) => sql`${t.expr} = ${value(j)}`);
    const beyond = term.desc ? sql`${term.expr} < ${value(i)}` : sql`${term.expr} > ${value(i)}`;
    return sql.join([...equal, beyond], sql` and `);
  });
  return sql`(${sql.join(
    branches.map((b) => sql`(${b})`),
    sql` or `,
  )})`;
}

/** The select list of the terms as text, to read the last row's key (the id aside). */
export function keyTexts(terms: readonly KeyTerm[]): SQL {
  return sql`array[${sql.join(
    terms.slice(0, -1).map((t) => sql`(${t.expr})::text`),
    sql`, `,
  )}]::text[]`;
}

export function cursorFor(tag: string, key: readonly string[], id: number | string): string {
  return encodeCursor({ s: tag, k: [...key], id: String(id) });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The next page's query string (`?...cursor=...`), for the Link header. */
    nextPageQuery: string | null;
  }
}

/** The query string of the next page: this request's, with its cursor and without an offset. */
export function nextPageQuery(request: FastifyRequest, nextCursor: string): string {
  const raw = request.originalUrl ?? request.url;
  const at = raw.indexOf('?');
  const params = new URLSearchParams(at >= 0 ? raw.slice(at + 1) : '');
  params.delete('offset');
  params.set('cursor', nextCursor);
  return `?${params.toString()}`;
}

/**
 * The RFC 8288 Link to the next page: a path-absolute reference to the path the reader asked
 * for (so /api/v1/... links to /api/v1/...) with the next page's query.
 */
export function linkHeader(request: FastifyRequest, query: string): string {
  const raw = request.originalUrl ?? request.url;
  const at = raw.indexOf('?');
  return `<${at >= 0 ? raw.slice(0, at) : raw}${query}>; rel="next"`;
}

/** Sets meta.nextCursor's Link header (and keeps the query for the response cache). */
export function announceNextPage(
  request: FastifyRequest,
  reply: FastifyReply,
  nextCursor: string | null | undefined,
): void {
  if (!nextCursor) return;
  const query = nextPageQuery(request, nextCursor);
  request.nextPageQuery = query;
  reply.header('link', linkHeader(request, query));
}
