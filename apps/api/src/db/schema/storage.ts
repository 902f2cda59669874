// Uploaded files and, on PostgreSQL, their bytes.
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, createdAt, bytea } from './columns.ts';
import { users } from './users.ts';

export const files = pgTable(
  'files',
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull().default('upload'),
    mime: text().notNull(),
    bytes: integer().notNull(),
    width: integer(),
    height: integer(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('files_storage_key_uq').on(t.storageKey),
  ],
);

/**
 * Uploaded files' bytes when the API runs on PostgreSQL, so that every process serves every
 * upload; the embedded database keeps them on disk (DATA_DIR/uploads), read far faster than
 * PGlite reads a bytea.
 */
export const fileBlobs = pgTable('file_blobs', {
  storageKey: text().primaryKey(),
  body: bytea().notNull(),
});
