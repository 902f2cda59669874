// Cross-origin reads in a real browser: a page on another origin (a second local server, as a
// dapp or an explorer would be) fetches a project's rating and a review's signature from the
// app and reads them, with the rate-limit and ETag headers; a conditional read, which needs a
// preflight, answers 304. The same page cannot read an authenticated route, with or without a
// token (the server names no other origin unless CORS_ORIGINS does).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';

interface DemoProject {
  id: string;
  name: string;
  avgStar: number;
  reviewCount: number;
}

let browser: Browser;
let other: { origin: string; close: () => Promise<void> };

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, init);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function signIn(): Promise<string> {
  const account = privateKeyToAccount(generatePrivateKey());
  const post = (path: string, body: unknown) =>
    api<{ data: Record<string, unknown> }>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = await post('/login', { address: account.address });
  const sign = await account.signMessage({ message: String(login.data.message) });
  const verified = await post('/verify-login', { address: account.address, sign });
  return String(verified.data.access_token);
}

beforeAll(async () => {
  browser = await launch();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html><head><title>A dapp</title></head><body></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  other = { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
});

afterAll(async () => {
  await browser?.close();
  await other?.close();
});

/** What the page's script got from one fetch: the data and headers, or the browser's refusal. */
interface Read {
  refused: boolean;
  status?: number;
  body?: unknown;
  remaining?: string | null;
  etag?: string | null;
}

describe('cross-origin reads', () => {
  it('lets a page on another origin read a rating and a signature, not an authenticated route', async () => {
    const list = await api<{ data: DemoProject[] }>(
      '/public/projects?limit=10&sort=reviewCount&order=desc',
    );
    const project = list.data.find((p) => p.reviewCount > 0)!;
    const reviews = await api<{ data: Array<{ id: string }> }>(
      `/public/project/${project.id}/reviews?limit=1`,
    );
    const reviewId = reviews.data[0]!.id;
    const token = await signIn();

    const { context, page } = await newPage(browser);
    await page.goto(`${other.origin}/`);
    expect(page.url().startsWith(other.origin)).toBe(true);
    expect(other.origin).not.toBe(baseUrl());
    const got = await page.evaluate(
      async ({ app, projectId, reviewId, token }) => {
        const read = async (url: string, init?: RequestInit): Promise<Read> => {
          try {
            const res = await fetch(`${app}${url}`, init);
            return {
              refused: false,
              status: res.status,
              body: res.status === 200 ? await res.json() : null,
              remaining: res.headers.get('x-ratelimit-remaining'),
              etag: res.headers.get('etag'),
            };
          } catch {
            // the browser keeps the answer from the page: fetch rejects with a TypeError
            return { refused: true };
          }
        };
        const rating = await read(`/api/public/projects/${projectId}`);
        return {
          rating,
          signature: await read(`/api/public/reviews/${reviewId}/signature`),
          // If-None-Match is no safelisted header: the browser sends a preflight first
          revalidated: await read(`/api/public/projects/${projectId}`, {
            headers: { 'if-none-match': rating.etag ?? '' },
          }),
          document: await read('/api/docs/json'),
          me: await read('/api/me'),
          meWithToken: await read('/api/me', { headers: { authorization: `Bearer ${token}` } }),
        };
      },
      { app: baseUrl(), projectId: project.id, reviewId, token },
    );

    expect(got.rating.refused).toBe(false);
    expect(got.rating.status).toBe(200);
    expect(got.rating.body).toMatchObject({
      data: { id: project.id, name: project.name, avgStar: project.avgStar },
    });
    // the exposed headers are readable by the page's script
    expect(Number(got.rating.remaining)).toBeGreaterThan(0);
    expect(got.rating.etag).toMatch(/^W\/"/);

    expect(got.signature.refused).toBe(false);
    expect(got.signature.status).toBe(200);
    expect(got.signature.body).toMatchObject({
      data: { reviewId, author: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) as string },
    });
    expect(typeof (got.signature.body as { data: { signed: unknown } }).data.signed).toBe(
      'boolean',
    );

    expect(got.revalidated).toMatchObject({ refused: false, status: 304 });
    expect(got.document).toMatchObject({ refused: false, status: 200 });
    expect((got.document.body as { openapi: string }).openapi).toMatch(/^3\./);

    // the same routes answer the app's own pages; another origin gets nothing
    expect(got.me).toEqual({ refused: true });
    expect(got.meWithToken).toEqual({ refused: true });
    // the token is good: it is the origin that is refused
    const me = await fetch(`${baseUrl()}/api/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    await context.close();
  });
});
