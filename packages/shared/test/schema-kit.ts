// What the schema tests ask of a zod schema: the error codes a value gets (the API answers
// them as they are), whether it passes, and whether an answer passes through unchanged.
import { expect } from 'vitest';
import type { z } from 'zod';

/** The error codes a value gets from a schema, [] when it passes. */
export const codes = (schema: z.ZodType, value: unknown): string[] =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** Each issue as [path, code], [] when the value passes. */
export const issues = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

export const passes = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** A full answer (every optional field set) comes out of its schema as it went in. */
export const passesUnchanged = (schema: z.ZodType, value: unknown) =>
  expect(schema.parse(value)).toEqual(value);
