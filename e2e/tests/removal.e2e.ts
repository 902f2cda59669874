// Removal with a trace in a real browser against the demo: a review the admin team removed
// answers HTTP 410 on its page, which shows the tombstone (when, which rule); its project page
// says how many reviews moderation removed and links to /transparency, which shows the
// monthly figures in a table. Its author, signed in, can appeal once from the tombstone.
import type { Browser } from 'playwright-core';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInByApi } from '../src/api.ts';
import { baseUrl, launch, newPage, signedOutSettled } from '../src/browser.ts';
import { installTestWallet } from '../src/test-wallet.ts';

/** Hardhat's well-known dev account #1: the Demo wallet, an admin in demo mode. */
const DEMO_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

interface Tombstone {
  reviewId: string;
  projectId: string;
  reasonCategory: string;
}

let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  browser = await launch();
  adminToken = await signInByApi(DEMO_KEY);
});
afterAll(async () => {
  await browser?.close();
});

const tombstoneOf = async (reviewId: string) => {
  const res = await fetch(`${baseUrl()}/api/public/reviews/${reviewId}`);
  expect(res.status).toBe(410);
  return ((await res.json()) as { tombstone: Tombstone }).tombstone;
};

describe('removal with a trace', () => {
  it('answers 410 on a removed review, shows its tombstone, counts it on the project page', async () => {
    // the demo's harassment removal: its project has two removed reviews
    const audit = await call<{ data: { targetId: string; reasonCategory: string }[] }>(
      'GET',
      '/admin/audit?action=review.block&targetType=review&limit=100',
      undefined,
      adminToken,
    );
    const blocked = audit.data.find((e) => e.reasonCategory === 'harassment')!;
    expect(blocked).toBeDefined();
    const tombstone = await tombstoneOf(blocked.targetId);
    expect(tombstone.reasonCategory).toBe('harassment');

    // the server-rendered page itself answers 410
    const html = await fetch(`${baseUrl()}/reviews/${blocked.targetId}`);
    expect(html.status).toBe(410);
    expect(html.headers.get('content-type')).toContain('text/html');

    const { page, context } = await newPage(browser);
    await context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
    const response = await page.goto(`/reviews/${blocked.targetId}`);
    expect(response?.status()).toBe(410);
    const tomb = page.getByTestId('review-tombstone');
    await tomb.waitFor();
    expect(await tomb.innerText()).toContain('Review removed by moderation');
    expect(await tomb.getByTestId('tombstone-rule').innerText()).toBe('Harassment or abuse');
    await signedOutSettled(page);
    expect(await page.getByTestId('appeal-form').count()).toBe(0);

    const project = await call<{ data: { chain: string } }>(
      'GET',
      `/public/projects/${tombstone.projectId}`,
    );
    await page.goto(`/project/${project.data.chain}/${tombstone.projectId}`);
    const note = page.getByTestId('removed-reviews');
    await note.waitFor();
    // as many as the public figures count for the project (other tests may remove more)
    const { data: removed } = await call<{ data: { removedReviews: number } }>(
      'GET',
      `/public/transparency/projects/${tombstone.projectId}`,
    );
    expect(removed.removedReviews).toBeGreaterThanOrEqual(2);
    expect(await note.innerText()).toBe(`${removed.removedReviews} reviews removed by moderation`);
    await note.getByRole('link').click();
    await page.waitForURL('**/transparency');
    await page.context().close();
  });

  it('shows the monthly figures on /transparency in both themes at 390 px', async () => {
    const figures = await call<{
      data: { months: { month: string; reportsReceived: number; removals: { total: number } }[] };
    }>('GET', '/public/transparency');
    const latest = figures.data.months[0]!;
    expect(
      figures.data.months.reduce((sum, m) => sum + m.removals.total, 0),
    ).toBeGreaterThanOrEqual(3);
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await newPage(browser, { colorScheme });
      await page.setViewportSize({ width: 390, height: 844 });
      const response = await page.goto('/transparency');
      expect(response?.status()).toBe(200);
      const row = page.locator(
        `[data-testid="transparency-table"] tr[data-month="${latest.month}"]`,
      );
      await row.waitFor();
      expect(await row.locator('td').first().innerText()).toBe(String(latest.reportsReceived));
      // the table scrolls inside its frame; the page itself does not scroll sideways
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  it('lets the author of a removed review appeal once from its page', async () => {
    const key = generatePrivateKey();
    const author = privateKeyToAccount(key);
    const token = await signInByApi(key);
    const list = await call<{ data: { id: string }[] }>(
      'GET',
      '/public/projects?limit=30&sort=reviewCount&order=asc',
    );
    const review = await call<{ data: { id: string } }>(
      'POST',
      `/project/${list.data[list.data.length - 1]!.id}/reviews`,
      {
        title: 'Send your tokens to this address for a bonus',
        content:
          'Send your tokens to the address in my profile and you will get a bonus back soon.',
        rate: 5,
        language: 'en',
      },
      token,
    );
    await call(
      'PUT',
      `/admin/reviews/${review.data.id}/status`,
      { status: 'blocked', reason: 'Asks readers to send tokens.', reasonCategory: 'scam' },
      adminToken,
    );

    const { context, page } = await newPage(browser);
    await installTestWallet(context, key);
    await context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
    await page.goto('/');
    await page.getByTestId('connect-wallet-button').click();
    await page.getByRole('dialog').getByText('Test Wallet').first().click();
    await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
    await page.goto(`/reviews/${review.data.id}`);
    const form = page.getByTestId('appeal-form');
    await form.waitFor();
    await form
      .getByRole('textbox', { name: 'Your appeal' })
      .fill('It was a test of the moderation, please restore it.');
    await form.getByTestId('appeal-submit').click();
    await page.getByTestId('appeal-status').waitFor();
    expect(await page.getByTestId('appeal-status').innerText()).toContain(
      'Your appeal is waiting for the admin team',
    );
    const appeals = await call<{ data: { reviewId: string; author: { address: string } }[] }>(
      'GET',
      '/admin/appeals?status=open&limit=100',
      undefined,
      adminToken,
    );
    const mine = appeals.data.find((a) => a.reviewId === review.data.id);
    expect(mine?.author.address.toLowerCase()).toBe(author.address.toLowerCase());
    await page.context().close();
  });
});
