// The web shell in a real browser: home, theme and language switches, not-found page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from '../src/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('web shell', () => {
  it('renders the home page with the nav and footer, without the nav search', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('navigation').first().waitFor();
    expect(await page.getByTestId('connect-wallet-button').isVisible()).toBe(true);
    expect(await page.locator('footer').innerText()).toMatch(/not (financial|investment) advice/i);
    // the home page has its own search box; the nav's (a combobox, 'Search projects') is hidden
    expect(
      await page.getByRole('banner').getByRole('combobox', { name: 'Search projects' }).count(),
    ).toBe(0);
    await page.goto('/recently-reviews');
    await page.getByRole('banner').getByRole('combobox', { name: 'Search projects' }).waitFor();
    await context.close();
  });

  it('switches the theme and keeps the choice over the system setting', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'light' });
    await page.goto('/');
    const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
    expect(await scheme()).toBe('light');
    await page.getByTestId('theme-toggle').first().click();
    expect(await scheme()).toBe('dark');
    await page.reload();
    await page.getByTestId('theme-toggle').first().waitFor();
    expect(await scheme()).toBe('dark');
    await page.goto('/?theme=light');
    await page.getByTestId('theme-toggle').first().waitFor();
    expect(await scheme()).toBe('light');
    await context.close();
  });

  it('switches the language, sets <html lang>, and follows ?lang=', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByTestId('language-menu').first().click();
    await page.getByTestId('language-option-ja').click();
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(await page.getByTestId('connect-wallet-button').innerText()).not.toBe('Connect Wallet');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await page.goto('/?lang=vi');
    await page.waitForFunction(() => document.documentElement.lang === 'vi');
    await page.goto('/?lang=en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.getByTestId('connect-wallet-button').innerText()).toBe('Connect Wallet');
    await context.close();
  });

  it('shows the browser language when nothing is saved', async () => {
    const { context, page } = await newPage(browser, { locale: 'ko-KR' });
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.lang === 'ko');
    await expect
      .poll(() => page.getByTestId('connect-wallet-button').innerText(), { timeout: 10_000 })
      .toBe('지갑 연결');
    await context.close();
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/this/does/not/exist');
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    const text = await notFound.innerText();
    expect(text).toContain('Opps!');
    expect(text).toContain('You are lost');
    await page
      .getByRole('link', { name: 'Back to home' })
      .or(page.getByRole('button', { name: 'Back to home' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
