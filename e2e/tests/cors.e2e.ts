// Cross-origin reads in a real browser: a page on another origin (a second local server, as a
// dapp or an explorer would be) fetches a project's rating and a review's signature from the
// app and reads them, with the rate-limit and ETag headers; a conditional read, which needs a
// preflight, answers 304. The same page cannot read an authenticated route, with or without a
// token (the server names no other origin unless CORS_ORIGINS does). The README's browser
// example for integrators runs there as it is written, read from the README between its
// markers, against /api/v1: it reads a rating and verifies a signed review with viem.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { processContent, reviewTypedData } from '@chainreview/shared';
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
/** What the other origin serves besides its page (path to JavaScript source). */
const scripts = new Map<string, string>();
const here = path.dirname(fileURLToPath(import.meta.url));

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, init);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function signIn(account: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey())) {
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
  const server = http.createServer((req, res) => {
    const script = scripts.get(req.url ?? '');
    if (script !== undefined) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(script);
      return;
    }
    // the page maps the bare `viem` of a module to this origin's bundle of it (no CDN here)
    const importMap = JSON.stringify({ imports: { viem: '/viem.js' } });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><title>A dapp</title><script type="importmap">${importMap}</script></head><body></body></html>`,
    );
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

  it("runs the README's browser example from another origin: a rating and a verified signature", async () => {
    const readme = fs.readFileSync(path.resolve(here, '../../README.md'), 'utf8');
    const block =
      /<!-- integrator-browser-example:start -->\s*```js\n([\s\S]*?)```\s*<!-- integrator-browser-example:end -->/.exec(
        readme,
      );
    expect(block, 'the README names its browser example between the markers').not.toBeNull();
    scripts.set('/example.js', block![1]!);
    const bundled = await build({
      stdin: { contents: "export { verifyTypedData } from 'viem';", resolveDir: here },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    scripts.set('/viem.js', bundled.outputFiles[0]!.text);

    // a signed review, written as the web app writes one: canonical content, EIP-712 signature
    const list = await api<{
      data: Array<DemoProject & { chain: string; contractAddress: string | null }>;
    }>('/public/projects?limit=10&sort=reviewCount&order=desc');
    const project = list.data[0]!;
    const wallet = privateKeyToAccount(generatePrivateKey());
    const token = await signIn(wallet);
    const body = {
      title: 'Signed for the integrators test',
      content: 'The team ships on time, the docs are clear and the community answers questions.',
      rate: 4,
      language: 'en' as const,
    };
    const processed = processContent(body.content);
    if (!processed.ok) throw new Error(processed.error);
    const signedAt = Math.floor(Date.now() / 1000);
    const config = await api<{ data: { reviewSignature: { site: string } } }>(
      '/public/system-configs',
    );
    const site = config.data.reviewSignature.site;
    const chainId = 56;
    const signature = await wallet.signTypedData(
      reviewTypedData({
        site,
        chainId,
        author: wallet.address,
        project,
        rate: body.rate,
        title: body.title,
        content: processed.value.content,
        language: body.language,
        signedAt,
      }),
    );
    const written = await api<{ data: { id: string; isSigned: boolean } }>(
      `/project/${project.id}/reviews`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...body, signature: { signature, signedAt, chainId, site } }),
      },
    );
    expect(written.data.isSigned).toBe(true);
    const fresh = await api<{ data: DemoProject & { trustedRating: number | null } }>(
      `/v1/public/projects/${project.id}`,
    );
    // a demo review nobody signed: the example says so instead of failing
    const unsigned = await api<{ data: Array<{ id: string; isSigned: boolean }> }>(
      `/public/project/${project.id}/reviews?limit=50`,
    );
    const plain = unsigned.data.find((r) => !r.isSigned)!;

    const { context, page } = await newPage(browser);
    await page.goto(`${other.origin}/`);
    const got = await page.evaluate(
      async ({ base, projectId, signedId, plainId }) => {
        // (built from text: the test runner rewrites an import() written here for Node)
        const load = new Function('url', 'return import(url)') as (url: string) => Promise<{
          readRating(api: string, projectId: string, reviewId: string): Promise<unknown>;
        }>;
        const example = await load('/example.js');
        return {
          signed: await example.readRating(base, projectId, signedId),
          plain: await example.readRating(base, projectId, plainId),
        };
      },
      {
        base: `${baseUrl()}/api/v1`,
        projectId: project.id,
        signedId: written.data.id,
        plainId: plain.id,
      },
    );
    expect(got.signed).toEqual({
      name: project.name,
      stars: fresh.data.avgStar,
      trusted: fresh.data.trustedRating,
      verified: true,
    });
    expect(got.plain).toMatchObject({ name: project.name, verified: false });
    expect((page as typeof page & { errors: string[] }).errors).toEqual([]);
    await context.close();
  });
});
