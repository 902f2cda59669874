// The web app's API types, generated from the served OpenAPI document with openapi-typescript
// into apps/web/src/lib/api-schema.d.ts (committed). `npm run api:types` writes it again;
// test/openapi-client.test.ts fails when the committed file differs from a fresh generation.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const here = path.dirname(fileURLToPath(import.meta.url));
export const API_TYPES_FILE = path.resolve(here, '../../web/src/lib/api-schema.d.ts');

const HEADER = `// Generated from the API's OpenAPI document (/api/docs/json) by \`npm run api:types\`:
// do not edit. The web app's API layer is typed by it, so a change of the API that the web app
// does not follow fails \`npm run typecheck\`.
`;

/** The document as the app serves it (no PUBLIC_URL: the servers entry is not in the types). */
export async function servedDocument(): Promise<unknown> {
  const { buildApp } = await import('../src/app.ts');
  const { loadConfig } = await import('../src/config.ts');
  const { openDatabase } = await import('../src/db/client.ts');
  const database = await openDatabase({});
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'api-types-api-types-api-types-0123456789',
    DATA_DIR: path.join(os.tmpdir(), 'chainreview-api-types'),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'chainreview-no-web'),
    PRICE_API_URL: '',
  });
  const built = await buildApp({ config, database, logger: false });
  try {
    const res = await built.app.inject({ method: 'GET', url: '/api/docs/json' });
    return res.json();
  } finally {
    await built.app.close();
    await database.close();
  }
}

export async function generateApiTypes(doc: unknown): Promise<string> {
  const ast = await openapiTS(doc as never, { alphabetize: true });
  const source = HEADER + astToString(ast);
  const options = (await prettier.resolveConfig(API_TYPES_FILE)) ?? {};
  return prettier.format(source, { ...options, parser: 'typescript' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await generateApiTypes(await servedDocument());
  fs.writeFileSync(API_TYPES_FILE, text);
  console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
}
