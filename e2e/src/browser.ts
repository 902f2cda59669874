// Launches Debian's Chromium with the flags this machine needs (no sandbox as root, no
// background networking: the network is closed).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM } from './global-setup.ts';

export const baseUrl = () => inject('baseUrl');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: { locale?: string; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { errors?: string[] }).errors = errors;
  return { context, page };
}

/** Waits until the page knows it is signed out (the sign-in button, no session being restored):
 * anything only a signed-in viewer sees would have been decided by then. */
export async function signedOutSettled(page: Page): Promise<void> {
  await page.locator('[data-testid="connect-wallet-button"]:not([data-loading])').waitFor();
}
