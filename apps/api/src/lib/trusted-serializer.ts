// A response serializer for answers our own typed code builds key by key, in the order of the
// route's response schema (the project page's review cards). fastify-type-provider-zod encodes
// every answer with zod before JSON.stringify: a checked copy of every object, about a seventh
// of the CPU of a page of five reviews. Here production stringifies the answer as it is; in
// development and tests the zod serializer runs as well and any difference (a key out of
// order, one too many, a wrong type) throws, so every test that reads the route proves the
// bytes are exactly what the schema makes of the answer.
//
// A top-level value may also be JSON text written elsewhere (RawJson: the cards PostgreSQL
// writes for a project page), copied into the answer as it is. Outside production that text
// is parsed and checked the same way (what it means, not its bytes: PostgreSQL writes a
// number such as 0.00001 as 1e-05, the same number).
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

/** JSON text made elsewhere, to be written into an answer as it is (at the answer's top level). */
export class RawJson {
  constructor(readonly text: string) {}
}

function hasRaw(data: unknown): data is Record<string, unknown> {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  for (const value of Object.values(data)) if (value instanceof RawJson) return true;
  return false;
}

/** JSON.stringify, with the RawJson values of the top level written as their text. */
export function stringifyAnswer(data: unknown): string {
  if (!hasRaw(data)) return JSON.stringify(data);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const text = value instanceof RawJson ? value.text : (JSON.stringify(value) as unknown);
    // as JSON.stringify, which leaves out undefined (and functions)
    if (typeof text === 'string') parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

export function trustedSerializerCompiler(checked: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    if (!checked) return stringifyAnswer;
    const zod = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data: unknown) => {
      const plain = stringifyAnswer(data);
      const value: unknown = hasRaw(data) ? JSON.parse(plain) : data;
      const expected = zod(value);
      if (JSON.stringify(value) !== expected)
        throw new Error(
          `${route.method} ${route.url}: the answer differs from its schema's serialization`,
        );
      return plain;
    };
  };
}
