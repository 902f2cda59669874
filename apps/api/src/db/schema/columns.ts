// Column builders every table uses.
import { bigint, customType, integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = () => bigint({ mode: 'number' });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const counter = () => integer().notNull().default(0);

/** Raw bytes (node-postgres reads bytea as a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
