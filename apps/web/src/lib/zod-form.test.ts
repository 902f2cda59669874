import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodErrors, zodResolver } from './zod-form';

const schema = z.object({
  name: z.string().trim().min(1, 'please_fill_this_field').max(5, 'name_too_long'),
  links: z.array(z.object({ url: z.string().startsWith('https://', 'invalid_format_link') })),
  age: z.number().int(),
});

describe('zodErrors', () => {
  it('gives each failing field its first code, by its dotted path', () => {
    expect(
      zodErrors(schema, { name: 'too long', links: [{ url: 'https://a' }, { url: 'x' }], age: 3 }),
    ).toEqual({ name: 'name_too_long', 'links.1.url': 'invalid_format_link' });
  });

  it("reads zod's own texts and 'body_was_wrong' as the fallback code", () => {
    expect(zodErrors(schema, { name: 'ok', links: [], age: 1.5 })).toEqual({
      age: 'please_fill_this_field',
    });
    expect(
      zodErrors(
        z.number().refine(() => false, 'body_was_wrong'),
        1,
        {
          prefix: 'level',
          fallback: 'level_required',
        },
      ),
    ).toEqual({ level: 'level_required' });
  });

  it('answers nothing for valid values, as a @mantine/form validate function', () => {
    expect(zodResolver(schema)({ name: 'ok', links: [], age: 1 })).toEqual({});
  });
});
