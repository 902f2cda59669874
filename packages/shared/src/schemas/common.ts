import { z } from 'zod';
import { LIMITS } from '../limits.ts';

export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(0).max(LIMITS.pageSize.max).default(LIMITS.pageSize.default),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const listMetaSchema = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /**
   * The cursor of the next page (packages/shared paging.ts), null on the last page; only on
   * the lists that page by cursor.
   */
  nextCursor: z.string().nullable().optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function listMeta(
  limit: number,
  offset: number,
  total: number,
  nextCursor?: string | null,
): ListMeta {
  const meta: ListMeta = {
    limit,
    offset,
    total,
    totalPages: limit > 0 ? Math.ceil(total / limit) : 0,
  };
  if (nextCursor !== undefined) meta.nextCursor = nextCursor;
  return meta;
}

export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.array(z.string()),
});

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** Ids are numeric in the database and strings on the wire: at most 15 digits (a safe integer). */
export const ID_PATTERN = /^\d{1,15}$/;

/** Whether a path value is a well-formed id (services answer their own not-found code otherwise). */
export function isId(value: string): boolean {
  return ID_PATTERN.test(value);
}
