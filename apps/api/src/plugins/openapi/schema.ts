// Schema rewriting for the OpenAPI document.
import type { JsonObject } from './naming.ts';

/**
 * OpenAPI 3.1 writes a nullable value as a type list, and a nullable enum with `null` among its
 * values; zod writes `anyOf: [X, {type: 'null'}]`, folded here where X is a plain typed schema.
 */
export function foldNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(foldNullable);
  if (!node || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node as JsonObject)) out[key] = foldNullable(value);
  const anyOf = out.anyOf as JsonObject[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _dropped, ...rest } = out;
      const folded: JsonObject = { ...other, ...rest, type: [other.type, 'null'] };
      if (Array.isArray(other.enum)) folded.enum = [...other.enum, null];
      if ('const' in other) {
        folded.enum = [other.const, null];
        delete folded.const;
      }
      return folded;
    }
  }
  return out;
}
