// Wallet sign-in through the Connect Wallet modal with an injected test wallet.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';
import { installTestWallet, TEST_WALLET_KEY } from '../src/test-wallet.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in with an injected wallet', () => {
  it('connects, signs the server challenge, shows the address in the user menu, then logs out', async () => {
    const { context, page } = await newPage(browser);
    const wallet = await installTestWallet(context, TEST_WALLET_KEY);
    await page.goto('/');
    await page.getByTestId('connect-wallet-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Connect Wallet').first().waitFor();
    // EIP-6963 discovery lists the wallet by its name
    await dialog.getByText('Test Wallet').first().click();
    await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
    expect(wallet.calls).toContain('eth_requestAccounts');
    expect(wallet.calls).toContain('personal_sign');

    await page.getByTestId('user-menu-button').click();
    expect(await page.getByTestId('user-menu-address').innerText()).toContain(
      wallet.account.address,
    );
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(token).toBeTruthy();

    // the session survives a reload
    await page.reload();
    await page.getByTestId('user-menu-button').waitFor();

    // Logout is POSTed once, and nothing answers 401 on the way out or after the reload
    const logouts: string[] = [];
    const unauthorized: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/logout')
        logouts.push(r.url());
    });
    page.on('response', (r) => {
      if (r.status() === 401) unauthorized.push(`${r.request().method()} ${r.url()}`);
    });
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('connect-wallet-button').waitFor();
    await page.waitForLoadState('networkidle');
    expect(logouts).toHaveLength(1);
    expect(unauthorized).toEqual([]);
    const after = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(after).toBeFalsy();

    // the old token no longer works on the server
    const res = await fetch(`${baseUrl()}/api/me`, {
      headers: { authorization: `Bearer ${JSON.parse(token!)}` },
    }).catch(() => null);
    const raw = await fetch(`${baseUrl()}/api/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect([res?.status, raw.status]).not.toContain(200);
    await context.close();
  });

  it('stays signed out without a toast when the user rejects the signature', async () => {
    const { context, page } = await newPage(browser);
    const wallet = await installTestWallet(context, TEST_WALLET_KEY);
    wallet.rejectNextSign = { code: 4001, message: 'User rejected the request.' };
    await page.goto('/');
    await page.getByTestId('connect-wallet-button').click();
    await page.getByRole('dialog').getByText('Test Wallet').first().click();
    // the wallet has answered the signature request with the rejection...
    await expect.poll(() => wallet.rejectNextSign, { timeout: 15_000 }).toBeUndefined();
    // ...and the app has finished with it: no wallet option is busy any more
    const modal = page.getByTestId('connect-wallet-modal');
    await modal.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    expect(await modal.getByText('Test Wallet').first().isEnabled()).toBe(true);
    await page.getByTestId('connect-wallet-button').waitFor();
    expect(await page.getByTestId('user-menu-button').count()).toBe(0);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await context.close();
  });
});
