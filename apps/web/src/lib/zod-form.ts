// Form errors from the shared zod schemas: a schema's issues as { 'path.to.field': code }, the
// first issue of each field, for @mantine/form (its `validate` takes this shape). The shared
// schemas speak in API error codes, so a form shows the same errors.<code> texts as a 400.
import type { z } from 'zod';

const CODE = /^[a-z][a-z0-9_]*$/;

/** A message that is not a field's own code (zod's default texts, or the API's generic
 *  'body_was_wrong') reads as `fallback` in a form. */
export function zodErrors(
  schema: z.ZodType,
  value: unknown,
  { prefix = '', fallback = 'please_fill_this_field' }: { prefix?: string; fallback?: string } = {},
): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    const code =
      CODE.test(issue.message) && issue.message !== 'body_was_wrong' ? issue.message : fallback;
    errors[path] ??= code;
  }
  return errors;
}

/** A @mantine/form `validate` function from a schema. */
export const zodResolver =
  (schema: z.ZodType, options?: Parameters<typeof zodErrors>[2]) => (values: unknown) =>
    zodErrors(schema, values, options);
