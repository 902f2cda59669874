// A response serializer for answers our own typed code builds key by key, in the order of the
// route's response schema (the project page's review cards). fastify-type-provider-zod encodes
// every answer with zod before JSON.stringify: a checked copy of every object, about a seventh
// of the CPU of a page of five reviews. Here production stringifies the answer as it is; in
// development and tests the zod serializer runs as well and any difference (a key out of
// order, one too many, a wrong type) throws, so every test that reads the route proves the
// bytes are exactly what the schema makes of the answer.
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

export function trustedSerializerCompiler(checked: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    if (!checked) return (data: unknown) => JSON.stringify(data);
    const zod = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data: unknown) => {
      const expected = zod(data);
      const plain = JSON.stringify(data);
      if (plain !== expected)
        throw new Error(
          `${route.method} ${route.url}: the answer differs from its schema's serialization`,
        );
      return plain;
    };
  };
}
