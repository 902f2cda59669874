// Helpers for the browser tests: the server under test (its base URL) and a fresh page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium.ts';

export const baseUrl = () => inject('baseUrl');

export const launch = launchChromium;

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
