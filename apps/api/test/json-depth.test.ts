// JSON bodies nested past LIMITS.jsonDepth are refused with 400 body_was_wrong before they are
// parsed, and the server keeps answering others while it refuses one 200,000 deep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@chainreview/shared';
import type { BuiltApp } from '../src/app.ts';
import { jsonNestedDeeperThan } from '../src/plugins/input-guard.ts';
import {
  createTestApp,
  createTestDatabase,
  newWallet,
  signIn,
  type TestDatabase,
} from './helper.ts';

let testDb: TestDatabase;
let built: BuiltApp;
let base: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  built = await createTestApp(testDb);
  base = await built.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await built.app.close();
  await testDb.cleanup();
});

/** `{"address": [[...]]}`: the object and `arrays` arrays inside it. */
const nestedAddress = (arrays: number) => `{"address":${'['.repeat(arrays)}${']'.repeat(arrays)}}`;

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  built.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('JSON depth', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonNestedDeeperThan('[[1]]', 2)).toBe(false);
    expect(jsonNestedDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":{"b":[]}}', 3)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
    // brackets and escaped quotes inside strings do not count
    expect(jsonNestedDeeperThan('["[[[[{{{{", "\\"[[[[", "\\\\"]', 1)).toBe(false);
    expect(jsonNestedDeeperThan('["\\\\", [["x"]]]', 2)).toBe(true);
    // siblings do not add up
    expect(jsonNestedDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });

  it('parses a body at the limit and refuses one past it', async () => {
    const at = await post('/api/login', nestedAddress(LIMITS.jsonDepth - 1));
    // parsed, then refused by the route's schema (a field code, not the depth's)
    expect(at.statusCode).toBe(400);
    expect(at.json().message).not.toEqual(['body_was_wrong']);
    const past = await post('/api/login', nestedAddress(LIMITS.jsonDepth));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: ['body_was_wrong'],
    });
  });

  it('answers 400 body_was_wrong for a body 10,000 deep on POST and PUT routes', async () => {
    const { auth } = await signIn(built.app, newWallet());
    const deep = `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const routes: [string, string][] = [
      ['POST', '/api/login'],
      ['POST', '/api/verify-login'],
      ['PUT', '/api/me'],
      ['POST', '/api/projects'],
      ['POST', '/api/project/1/reviews'],
      ['POST', '/api/review/1/vote'],
      ['PUT', '/api/reviews/1'],
      ['POST', '/api/campaigns'],
    ];
    for (const [method, url] of routes) {
      const res = await built.app.inject({
        method: method as 'POST',
        url,
        headers: { 'content-type': 'application/json', ...auth },
        payload: deep,
      });
      expect({ method, url, status: res.statusCode, body: res.json() }).toEqual({
        method,
        url,
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: ['body_was_wrong'] },
      });
    }
  });

  it('keeps answering other requests while it refuses a body 200,000 deep', async () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const [refused, live] = await Promise.all([
      fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deep,
      }),
      fetch(`${base}/api/health/live`),
    ]);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string[] }).message).toEqual(['body_was_wrong']);
    expect(live.status).toBe(200);
    // and the server is still there afterwards
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
  });
});
