// Sharing in a real browser against the demo data: a signed-in user shares a project from its
// header and a review from its card; the dialog shows the server-made card (exact size), the
// link, Copy ('Copied', then back after 1500 ms) and the four targets with the right URLs. Then
// a page on another origin (a second local server) frames the rating badge, which renders,
// while the app itself refuses to be framed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';
import { installTestWallet } from '../src/test-wallet.ts';

interface DemoProject {
  id: string;
  name: string;
  symbol: string | null;
  chain: string;
  contractAddress: string | null;
  reviewCount: number;
}

let browser: Browser;
let project: DemoProject;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const projectUrl = () =>
  `/project/${project.chain}/${(project.contractAddress ?? project.id).toLowerCase()}`;

async function newUser(
  key: Hex = generatePrivateKey(),
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await installTestWallet(context, key);
  await context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
  await page.goto('/');
  await page.getByTestId('connect-wallet-button').click();
  await page.getByRole('dialog').getByText('Test Wallet').first().click();
  await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
  return { context, page };
}

/** The dialog's card: loaded, the exact pixel size, one of our versioned share URLs. */
async function expectCard(dialog: Locator, kind: 'project' | 'review', size: [number, number]) {
  const image = dialog.getByTestId('share-image');
  await image.waitFor();
  const src = (await image.getAttribute('src'))!;
  expect(src).toMatch(new RegExp(`/api/public/share/${kind}/\\d+\\.png\\?v=[0-9a-f]{16}$`));
  const natural = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(natural).toEqual(size);
}

async function expectTargets(dialog: Locator, link: string, text: string) {
  const u = encodeURIComponent(link);
  const x = encodeURIComponent(text);
  const expected: Record<string, string> = {
    'share-facebook': `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    'share-twitter': `https://twitter.com/intent/tweet?url=${u}&text=${x}`,
    'share-telegram': `https://t.me/share/url?url=${u}&text=${x}`,
    'share-reddit': `https://www.reddit.com/submit?url=${u}&title=${x}`,
  };
  for (const [id, href] of Object.entries(expected)) {
    const target = dialog.getByTestId(id);
    expect(await target.getAttribute('href')).toBe(href);
    expect(await target.getAttribute('target')).toBe('_blank');
    expect(await target.getAttribute('rel')).toContain('noopener');
  }
}

async function expectCopy(page: Page, dialog: Locator, link: string) {
  expect(await dialog.getByTestId('share-link').inputValue()).toBe(link);
  const copy = dialog.getByTestId('copy-share-link');
  await copy.click();
  // the clipboard write is asynchronous: 'Copied' shows once it is done
  await page.waitForSelector('[data-testid="copy-share-link"][data-copied]', { timeout: 3000 });
  const shownAt = Date.now();
  expect(await copy.getAttribute('aria-label')).toBe('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // 'Copied' for 1500 ms, then the button is back
  await page.waitForSelector('[data-testid="copy-share-link"]:not([data-copied])', {
    timeout: 4000,
  });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1300);
  expect(await copy.getAttribute('aria-label')).toBe('Copy link');
}

/** Hardhat's well-known dev account #1: the Demo wallet, an admin in demo mode. */
const DEMO_ADMIN_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

/** Signs in through the API (as a script would) and answers the bearer header. */
async function apiToken(key: Hex): Promise<Record<string, string>> {
  const account = privateKeyToAccount(key);
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = (await (await post('/login', { address: account.address })).json()) as {
    data: { message: string };
  };
  const sign = await account.signMessage({ message: login.data.message });
  const verified = await post('/verify-login', { address: account.address, sign });
  expect(verified.status).toBe(200);
  const { data } = (await verified.json()) as { data: { access_token: string } };
  return { authorization: `Bearer ${data.access_token}` };
}

async function setOwner(admin: Record<string, string>, ownerAddress: string | null) {
  const res = await fetch(`${baseUrl()}/api/admin/projects/${project.id}`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ ownerAddress }),
  });
  expect(res.status).toBe(200);
}

/** A page on another origin (a second local server on another port) with `body`. */
async function otherOrigin(body: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><body>${body}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  expect(origin).not.toBe(baseUrl());
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  browser = await launch();
  const list = await api<{ data: DemoProject[] }>(
    '/public/projects?limit=30&sort=reviewCount&order=desc',
  );
  project = list.data.find((p) => p.reviewCount > 0 && p.contractAddress) ?? list.data[0]!;
  expect(project.reviewCount).toBeGreaterThan(0);
});

afterAll(async () => {
  await browser?.close();
});

describe('share', () => {
  it('shares a project and a review with their cards, link, Copy and four targets', async () => {
    const { context, page } = await newUser();
    await page.goto(projectUrl());
    const header = page.getByTestId('project-header');
    const share = header.getByTestId('project-share');
    await share.waitFor();
    expect(await share.getAttribute('data-hint')).toBe('share_project');

    const made = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        new URL(r.url()).pathname === `/api/storage/share-project/${project.id}`,
    );
    await share.click();
    expect((await made).status()).toBe(200);
    let dialog = page.getByTestId('share-dialog');
    await dialog.waitFor();
    await expectCard(dialog, 'project', [1280, 628]);
    const projectLink = `${baseUrl()}${new URL(page.url()).pathname}`;
    const name = project.symbol ? `${project.name} (${project.symbol})` : project.name;
    await expectTargets(dialog, projectLink, `${name} reviews on ChainReview`);
    await expectCopy(page, dialog, projectLink);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // a review from its card on the project page
    const card = page.getByTestId('review-card').first();
    await card.waitFor();
    const reviewId = (await card.getAttribute('data-review-id'))!;
    const title = (await card.locator('h3, h2, h4').first().innerText()).trim();
    await card.getByTestId('review-share').click();
    dialog = page.getByTestId('share-dialog');
    await dialog.waitFor();
    await expectCard(dialog, 'review', [700, 400]);
    const reviewLink = `${baseUrl()}/reviews/${reviewId}`;
    await expectTargets(dialog, reviewLink, title);
    await expectCopy(page, dialog, reviewLink);

    expect((page as Page & { errors?: string[] }).errors).toEqual([]);
    await context.close();
  });

  it('frames the rating badge on another origin while the app refuses to be framed', async () => {
    const base = baseUrl();
    const other = await otherOrigin(`
        <iframe id="badge" src="${base}/embed/badge/${project.id}.html" width="240" height="56" style="border:0"></iframe>
        <img id="svg" src="${base}/api/public/badge/projects/${project.id}.svg" width="240" height="56">
        <iframe id="app" src="${base}${projectUrl()}" width="800" height="400"></iframe>`);
    const origin = other.origin;
    const { context, page } = await newPage(browser);
    try {
      const appAnswer = page.waitForResponse((r) => r.url() === `${base}${projectUrl()}`);
      await page.goto(origin);
      // the badge page renders inside the frame: its SVG, the project's name, a link back
      const badge = page.frameLocator('#badge');
      await badge.locator('svg').waitFor({ timeout: 15_000 });
      const label = (await badge.locator('svg').getAttribute('aria-label'))!;
      expect(label).toContain(project.name.slice(0, 10));
      expect(label).toMatch(/\d\.\d out of 5, \d+ reviews on ChainReview/);
      expect(await badge.locator('a').getAttribute('href')).toContain(`/project/${project.chain}/`);
      const svgSize = await page.locator('#svg').evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      });
      expect(svgSize).toEqual([240, 56]);

      // the app's own page answers, but says it may not be framed, and Chromium obeys
      const answer = await appAnswer;
      expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      // the explicit signal: Chromium replaces the refused frame with its error page
      await expect
        .poll(
          () =>
            page
              .frames()
              .find((f) => f !== page.mainFrame() && !f.url().includes('/embed/'))
              ?.url(),
          { timeout: 10_000 },
        )
        .toMatch(/^chrome-error:/);
      const rendered = await page
        .frameLocator('#app')
        .locator('[data-testid="project-header"]')
        .count()
        .catch(() => 0);
      expect(rendered).toBe(0);
    } finally {
      await context.close();
      await other.close();
    }
  });

  it("gives the project's owner badge snippets that work pasted into another site", async () => {
    const ownerKey = generatePrivateKey();
    const admin = await apiToken(DEMO_ADMIN_KEY);
    const before = await api<{ data: { ownerAddress: string | null } }>(
      `/public/projects/${project.id}`,
    );
    await setOwner(admin, privateKeyToAccount(ownerKey).address);
    const { context, page } = await newUser(ownerKey);
    let other: Awaited<ReturnType<typeof otherOrigin>> | undefined;
    try {
      await page.goto(projectUrl());
      const panel = page.getByTestId('badge-snippets');
      await panel.waitFor();
      const preview = await panel
        .getByTestId('badge-preview')
        .evaluate(async (img: HTMLImageElement) => {
          await img.decode();
          return [img.naturalWidth, img.naturalHeight];
        });
      expect(preview).toEqual([240, 56]);
      // Copy puts the snippet on the clipboard, exactly as shown
      const iframeSnippet = await panel.getByTestId('badge-snippet-iframe').innerText();
      expect(iframeSnippet).toContain(`${baseUrl()}/embed/badge/${project.id}.html`);
      await panel.getByTestId('copy-badge-snippet-iframe').click();
      await page.waitForSelector('[data-testid="copy-badge-snippet-iframe"][data-copied]');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(iframeSnippet);
      const svgSnippet = await panel.getByTestId('badge-snippet-svg').innerText();

      // pasted into a page on another origin, both snippets render
      other = await otherOrigin(`${svgSnippet}\n${iframeSnippet}`);
      const site = await context.newPage();
      await site.goto(other.origin);
      await site.frameLocator('iframe').locator('svg').waitFor({ timeout: 15_000 });
      const size = await site.locator('a > img').evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      });
      expect(size).toEqual([240, 56]);
      expect(await site.locator('a').first().getAttribute('href')).toBe(
        `${baseUrl()}${new URL(page.url()).pathname}`,
      );

      // somebody else does not see them
      const { context: visitor, page: visitorPage } = await newUser();
      await visitorPage.goto(projectUrl());
      await visitorPage.getByTestId('project-header').waitFor();
      expect(await visitorPage.getByTestId('badge-snippets').count()).toBe(0);
      await visitor.close();
    } finally {
      await context.close();
      await other?.close();
      await setOwner(admin, before.data.ownerAddress);
    }
  });
});
