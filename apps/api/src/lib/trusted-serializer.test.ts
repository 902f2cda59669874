// The trusted serializer: JSON.stringify in production; elsewhere it also runs zod's and throws
// when the answer is not exactly what the schema makes of it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RawJson, trustedSerializerCompiler } from './trusted-serializer.ts';

const schema = z.object({ id: z.string(), tags: z.array(z.string()), note: z.string().optional() });
const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };

describe('trustedSerializerCompiler', () => {
  it('passes answers built in the schema order, as zod serializes them', () => {
    const serialize = trustedSerializerCompiler(true)(route);
    expect(serialize({ id: '1', tags: ['a'] })).toBe('{"id":"1","tags":["a"]}');
    expect(serialize({ id: '1', tags: [], note: undefined })).toBe('{"id":"1","tags":[]}');
  });

  it('throws on a key out of order, a key too many or a wrong type', () => {
    const serialize = trustedSerializerCompiler(true)(route);
    for (const wrong of [
      { tags: [], id: '1' },
      { id: '1', tags: [], extra: 1 },
      { id: 1, tags: [] },
    ])
      expect(() => serialize(wrong)).toThrow();
  });

  it('writes JSON text made elsewhere as it is, and checks what it means outside production', () => {
    const list = {
      schema: z.object({ data: z.array(schema), meta: z.object({ total: z.number() }) }),
      method: 'GET',
      url: '/y',
      httpStatus: '200',
    };
    const answer = (text: string) => ({
      data: new RawJson(text),
      meta: { total: 1e-5 },
      none: undefined,
    });
    const text = '[{"id":"1","tags":["a"]},{"id":"2","tags":[],"note":"1e-05"}]';
    const expected = `{"data":${text},"meta":{"total":0.00001}}`;
    expect(trustedSerializerCompiler(true)(list)(answer(text))).toBe(expected);
    expect(trustedSerializerCompiler(false)(list)(answer(text))).toBe(expected);
    for (const wrong of [
      '[{"tags":[],"id":"1"}]',
      '[{"id":"1","tags":[],"x":1}]',
      '[{"id":1,"tags":[]}]',
    ])
      expect(() => trustedSerializerCompiler(true)(list)(answer(wrong))).toThrow();
  });

  it('stringifies the answer as it is in production', () => {
    expect(trustedSerializerCompiler(false)(route)({ tags: [], id: 1 })).toBe('{"tags":[],"id":1}');
  });
});
