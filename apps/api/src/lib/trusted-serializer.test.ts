// The trusted serializer: JSON.stringify in production; elsewhere it also runs zod's and throws
// when the answer is not exactly what the schema makes of it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { trustedSerializerCompiler } from './trusted-serializer.ts';

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

  it('stringifies the answer as it is in production', () => {
    expect(trustedSerializerCompiler(false)(route)({ tags: [], id: 1 })).toBe('{"tags":[],"id":1}');
  });
});
