// The web app's generated API types (apps/web/src/lib/api-schema.d.ts) are those of the
// document the API serves now: a route changed without `npm run api:types` fails here, and the
// web app's calls typed by the file then fail `npm run typecheck` until they follow.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes, servedDocument } from '../openapi/api-types.ts';

describe('the generated API client types', () => {
  it('match a fresh generation from the served document (run `npm run api:types`)', async () => {
    const fresh = await generateApiTypes(await servedDocument());
    const committed = fs.readFileSync(API_TYPES_FILE, 'utf8');
    expect(
      committed === fresh,
      'apps/web/src/lib/api-schema.d.ts is stale: npm run api:types',
    ).toBe(true);
  }, 180_000);
});
