// Donations in a real browser on the demo's local dev chain: a user whose test wallet holds a
// Hardhat dev key donates BNB, then BUSD (approval first), to a fresh reviewer's review; the
// server verifies both on chain, and the reviewer sees the notification in the bell and both
// donations in the Donation History tab.
import type { Browser, Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';
import { installTestWallet } from '../src/test-wallet.ts';

/** Hardhat's well-known dev account #2: funded with dev BNB and mock BUSD by the demo. */
const DONOR_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';
const DONOR = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

interface DemoReview {
  id: string;
  user: { address: string };
}
interface DonationRow {
  transactionHash: string;
  fromAddress: string;
  token: 'BNB' | 'BUSD';
  amountFormatted: string;
  reviewId: string | null;
}

let browser: Browser;
let page: Page;
let review: DemoReview;
const reviewerKey = generatePrivateKey();

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A fresh reviewer writes a review on a demo project through the API. */
async function freshReview(): Promise<DemoReview> {
  const account = privateKeyToAccount(reviewerKey);
  const challenge = await post<{ data: { message: string } }>('/login', {
    address: account.address,
  });
  const sign = await account.signMessage({ message: challenge.data.message });
  const token = (
    await post<{ data: { access_token: string } }>('/verify-login', {
      address: account.address,
      sign,
    })
  ).data.access_token;
  const project = (
    await api<{ data: { id: string }[] }>('/public/projects?limit=1&sort=reviewCount&order=asc')
  ).data[0]!;
  const created = await post<{ data: DemoReview }>(
    `/project/${project.id}/reviews`,
    {
      title: 'A reviewer worth a tip',
      content: 'An honest, detailed review that another user will tip in BNB and BUSD.',
      rate: 4,
      language: 'en',
    },
    token,
  );
  return created.data;
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  browser = await launch();
  const config = await api<{
    data: {
      donation: { enabled: boolean; chainId: number };
      chains: { chainId: number | null; nodeRpcUrl: string | null }[];
    };
  }>('/public/system-configs');
  expect(config.data.donation.enabled).toBe(true);
  const chainId = config.data.donation.chainId;
  const rpcUrl = config.data.chains.find((c) => c.chainId === chainId)?.nodeRpcUrl;
  expect(rpcUrl).toBeTruthy();

  review = await freshReview();

  const opened = await newPage(browser);
  page = opened.page;
  await installTestWallet(opened.context, DONOR_KEY, chainId, rpcUrl!);
  await opened.context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
  await page.goto('/');
  await page.getByTestId('connect-wallet-button').click();
  await page.getByRole('dialog').getByText('Test Wallet').first().click();
  await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function donate(token: 'BNB' | 'BUSD', amount: string, approval: boolean) {
  await page.goto(`/reviews/${review.id}`);
  await page.getByTestId('review-donate').first().click();
  const dialog = page.getByRole('dialog');
  if (token === 'BUSD') await dialog.getByText('BUSD', { exact: true }).click();
  await dialog
    .getByTestId('donate-balance')
    .filter({ hasText: new RegExp(`\\d+\\.\\d+ ${token}`) })
    .waitFor({ timeout: 20_000 });
  await dialog.getByTestId('donate-amount').fill(amount);
  await dialog.getByTestId('donate-message').fill(`Thanks in ${token}`);
  await dialog.getByTestId('donate-submit').click();
  if (approval)
    await page.getByText('The approval has been succeeded').waitFor({ timeout: 60_000 });
  await page.getByText('Transaction has been succeeded').first().waitFor({ timeout: 60_000 });
  await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
}

describe('donations', () => {
  it('donates BNB, then BUSD with an approval first, and the reviewer sees both', async () => {
    await donate('BNB', '0.01', false);
    await donate('BUSD', '2', true);

    const to = encodeURIComponent(review.user.address);
    let rows: DonationRow[] = [];
    for (let i = 0; i < 20; i++) {
      rows = (
        await api<{ data: DonationRow[] }>(`/public/donate-logs?toAddress=${to}&limit=50`)
      ).data.filter(
        (d) => d.fromAddress.toLowerCase() === DONOR.toLowerCase() && d.reviewId === review.id,
      );
      if (rows.some((d) => d.token === 'BNB') && rows.some((d) => d.token === 'BUSD')) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(rows.find((d) => d.token === 'BNB')?.amountFormatted).toBe('0.01');
    expect(rows.find((d) => d.token === 'BUSD')?.amountFormatted).toBe('2');

    // the reviewer signs in: the bell counts the donations, the dropdown shows them, and the
    // Donation History tab lists both
    const reviewer = await newPage(browser);
    await installTestWallet(reviewer.context, reviewerKey);
    await reviewer.context.addInitScript(() =>
      localStorage.setItem('hints', JSON.stringify(['DONE'])),
    );
    const r = reviewer.page;
    await r.goto('/recently-reviews');
    await r.getByTestId('connect-wallet-button').click();
    await r.getByRole('dialog').getByText('Test Wallet').first().click();
    await r.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
    await r.getByTestId('notification-count').waitFor({ timeout: 15_000 });
    await r.getByTestId('notification-bell').click();
    const donated = r.getByTestId('notification-item').filter({ hasText: /BUSD|BNB/ });
    await donated.first().waitFor({ timeout: 15_000 });
    expect(await donated.count()).toBeGreaterThanOrEqual(2);
    await r.goto('/me?tab=donations');
    const history = r.getByTestId('donation-history');
    await history.getByTestId('donation-row').nth(1).waitFor({ timeout: 15_000 });
    const amounts = await history.getByTestId('donation-amount').allInnerTexts();
    expect(amounts.join(' ')).toMatch(/0\.01\s*BNB/);
    expect(amounts.join(' ')).toMatch(/2(\.0+)?\s*BUSD/);
    await reviewer.context.close();
  }, 240_000);
});
