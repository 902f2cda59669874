// The served OpenAPI document passes Spectral's `spectral:oas` and Redocly's `recommended`
// with no error and no warning (rules switched off only in the committed rulesets under
// apps/api/openapi/, each with its reason), and every operation has what a generated client
// needs: a unique operationId, a summary, a tag, and security when it needs a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS, INVALID_ADDRESS_TEXT } from '@chainreview/shared';
import type { BuiltApp } from '../src/app.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from './helper.ts';
import { redoclyLint, spectralLint } from './openapi-lint.ts';

interface ErrorSchema {
  $ref?: string;
  required?: string[];
  allOf?: [{ $ref?: string }, { properties: { message: { items: CodeList } } }];
}
interface CodeList {
  enum?: string[];
  anyOf?: [{ enum: string[] }, unknown];
}
interface ErrorAnswer {
  'x-error-codes'?: string[];
  content: { 'application/json': { schema: ErrorSchema } };
}

let testDb: TestDatabase;
let built: BuiltApp;
let doc: {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb, { env: { PUBLIC_URL: 'https://reviews.example' } });
  const res = await built.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the public URL as its server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://reviews.example' })]);
  });

  it('passes spectral:oas with no error and no warning', async () => {
    const problems = await spectralLint(doc);
    expect(problems.map((p) => `${p.severity} ${p.rule} ${p.path}: ${p.message}`)).toEqual([]);
  }, 120_000);

  it('passes Redocly recommended with no error and no warning', async () => {
    const problems = await redoclyLint(doc);
    expect(problems.map((p) => `${p.severity} ${p.rule} ${p.path}: ${p.message}`)).toEqual([]);
  }, 120_000);

  it('gives every operation a unique operationId, a summary and a tag', () => {
    const missing = operations()
      .filter(({ operation }) => !operation.operationId || !operation.summary)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().filter(({ operation }) => !(operation.tags as string[])?.length)).toEqual(
      [],
    );
  });

  it('asks for the bearer token exactly where the route requires sign-in', async () => {
    for (const { path, method, operation } of operations()) {
      const needsToken = JSON.stringify(operation.security) === '[{"bearer":[]}]';
      const url = path.replace(/\{[^}]+\}/g, '1');
      // without a token, a route that needs one refuses: 401, or 400 when the input's
      // validation (which Fastify runs before the guard) refuses first; a public one never 401s
      const res = await built.app.inject({ method: method.toUpperCase() as 'GET', url });
      const refused = needsToken ? [400, 401] : [401];
      expect(
        { op: `${method} ${path}`, refused: refused.includes(res.statusCode) },
        `${method} ${path} answered ${res.statusCode}`,
      ).toEqual({ op: `${method} ${path}`, refused: needsToken });
      // an operation that needs a token documents its 401
      expect(
        !needsToken || Object.keys(operation.responses as object).includes('401'),
        `${method} ${path} documents 401`,
      ).toBe(true);
    }
  }, 120_000);

  it('answers every error with the one envelope, its codes listed from the catalogue', () => {
    const catalogue = new Set<string>([...Object.keys(ERROR_TEXTS), INVALID_ADDRESS_TEXT]);
    const problems: string[] = [];
    for (const { path, method, operation } of operations())
      for (const [status, answer] of Object.entries(operation.responses as object)) {
        // the health check's 503 is its health body (load balancers read it), not an error
        if (Number(status) < 400 || (operation.operationId === 'getHealth' && status === '503'))
          continue;
        const where = `${method} ${path} ${status}`;
        const schema = (answer as ErrorAnswer).content['application/json'].schema;
        if (status === '410') {
          if (schema.$ref !== '#/components/schemas/ReviewGone') problems.push(`${where}: 410`);
          continue;
        }
        if (schema.allOf?.[0]?.$ref !== '#/components/schemas/ErrorEnvelope')
          problems.push(`${where}: not the envelope`);
        const codes = (answer as ErrorAnswer)['x-error-codes'] ?? [];
        const items = schema.allOf?.[1]?.properties.message.items;
        const listed = items?.enum ?? items?.anyOf?.[0]?.enum;
        if (!codes.length || JSON.stringify(listed) !== JSON.stringify(codes))
          problems.push(
            `${where}: codes ${JSON.stringify(codes)} / enum ${JSON.stringify(listed)}`,
          );
        for (const code of codes)
          if (!catalogue.has(code)) problems.push(`${where}: ${code} is not in the catalogue`);
      }
    expect(problems).toEqual([]);
  });

  it('documents the tombstone a removed review answers', () => {
    const review = doc.paths['/api/public/reviews/{reviewId}']!.get!;
    const gone = (review.responses as Record<string, ErrorAnswer>)['410']!;
    expect(gone.content['application/json'].schema.$ref).toBe('#/components/schemas/ReviewGone');
    const schema = (doc as unknown as { components: { schemas: Record<string, ErrorSchema> } })
      .components.schemas.ReviewGone!;
    expect(schema.required).toEqual(
      expect.arrayContaining(['statusCode', 'error', 'message', 'tombstone']),
    );
  });

  it('writes nullable values the 3.1 way', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"nullable"');
    expect(text).toContain('"type":["string","null"]');
  });
});
