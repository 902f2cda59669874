// The home page's DOM size: scrolled to the bottom with every lazily loaded section in (the
// most it gets), '/' stays under 1,500 elements, at a phone's width and a desktop's.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from '../src/browser.ts';

const MAX_ELEMENTS = 1500;
const SECTIONS = ['featured', 'popular', 'trending', 'new-gems', 'good-rating'];

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Scrolls '/' down section by section, waiting for each one's cards. */
async function loadWholeHome(page: Page) {
  await page.goto(baseUrl(), { waitUntil: 'networkidle' });
  await page.getByTestId('project-row').first().waitFor();
  // the first key press loads every deferred part (top reviewers sit below the tabs on a phone)
  await page.keyboard.press('Shift');
  await page.getByTestId('top-reviewer').first().waitFor({ state: 'attached' });
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  for (const id of SECTIONS) {
    const section = page.getByTestId(`section-${id}`);
    await section.scrollIntoViewIfNeeded();
    await section.getByTestId('project-card').first().waitFor();
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

describe('home DOM size', () => {
  it.each([
    [390, 844],
    [1440, 900],
  ])(
    `stays under ${MAX_ELEMENTS} elements at %ix%i with every section loaded`,
    { timeout: 120_000 },
    async (width, height) => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      try {
        await loadWholeHome(page);
        const counts = await page.evaluate(() => ({
          elements: document.getElementsByTagName('*').length,
          cards: document.querySelectorAll('[data-testid="project-card"]').length,
          rows: document.querySelectorAll('[data-testid="project-row"]').length,
        }));
        console.log(`home at ${width}px:`, counts);
        // every section shows its cards: 4 per section, 10 rows in the tabs
        expect(counts.cards).toBeGreaterThanOrEqual(SECTIONS.length * 2);
        expect(counts.rows).toBe(10);
        expect(counts.elements).toBeLessThan(MAX_ELEMENTS);
      } finally {
        await context.close();
      }
    },
  );
});
