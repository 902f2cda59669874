// `npm run screenshots [-- --base URL --out DIR --full]`: a screenshot of every page type of the
// web app (one URL each, from the running server's demo data), signed out and signed in with the
// Demo wallet (an admin in demo mode), at 1440x900 and 390x844, light and dark; plus an
// index.html that shows them side by side. Start the product first (`npm start`, which serves
// http://127.0.0.1:3000, the default base). Made to be looked at before a UI change is called
// done; nothing is asserted.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../src/chromium.ts';
import { samplePages } from '../src/page-samples.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'screenshots' },
    full: { type: 'boolean', default: false },
  },
});
const base = values.base!.replace(/\/$/, '');
const out = path.resolve(values.out!);

const VIEWPORTS = [
  { name: '1440x900', width: 1440, height: 900, mobile: false },
  { name: '390x844', width: 390, height: 844, mobile: true },
] as const;
const THEMES = ['light', 'dark'] as const;
const STATES = ['signed-out', 'signed-in'] as const;

/** Waits for the page's data: the main area without busy skeletons, the network quiet. */
async function settle(page: Page) {
  await page.locator('main').first().waitFor({ timeout: 30_000 });
  await page
    .waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null, null, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

async function signIn(page: Page) {
  await page.goto(`${base}/recently-reviews`);
  await page.getByTestId('connect-wallet-button').click();
  await page.getByRole('dialog').getByText('Demo wallet').first().click();
  await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
}

async function main() {
  const health = await fetch(`${base}/api/health`).catch(() => undefined);
  if (!health?.ok) {
    console.error(`${base}/api/health does not answer: start the product first (npm start)`);
    process.exit(2);
  }
  const pages = await samplePages(base);
  const browser = await launchChromium();
  const shots: Array<{ state: string; name: string; file: string }> = [];
  const failed: string[] = [];
  try {
    for (const state of STATES) {
      for (const viewport of VIEWPORTS) {
        const context: BrowserContext = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.mobile,
          hasTouch: viewport.mobile,
          locale: 'en-US',
        });
        // the guided hints have their own tests; here they would cover what is looked at
        await context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
        const page = await context.newPage();
        if (state === 'signed-in') await signIn(page);
        for (const [name, url] of pages) {
          try {
            await page.goto(url, { timeout: 120_000 });
            await settle(page);
          } catch (error) {
            failed.push(
              `${state} ${viewport.name} ${name}: ${(error as Error).message.split('\n')[0]}`,
            );
            continue;
          }
          for (const theme of THEMES) {
            await page.emulateMedia({ colorScheme: theme });
            await page
              .locator(`html[data-mantine-color-scheme="${theme}"]`)
              .waitFor({ state: 'attached' });
            const file = path.join(state, `${name}-${viewport.name}-${theme}.png`);
            fs.mkdirSync(path.join(out, state), { recursive: true });
            await page.screenshot({
              path: path.join(out, file),
              fullPage: values.full,
              animations: 'disabled',
            });
            shots.push({ state, name, file });
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const rows = shots
    .map(
      (s) =>
        `<figure><a href="${s.file}"><img loading="lazy" src="${s.file}" alt="${s.state} ${s.name}"></a><figcaption>${s.file}</figcaption></figure>`,
    )
    .join('\n');
  fs.writeFileSync(
    path.join(out, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>ChainReview screenshots</title><style>body{font:14px sans-serif;display:flex;flex-wrap:wrap;gap:12px}figure{margin:0;width:360px}img{width:100%;border:1px solid #888}</style>\n${rows}\n`,
  );
  console.log(`${shots.length} screenshots in ${out} (open index.html)`);
  if (failed.length) {
    console.error(`${failed.length} pages did not load:\n${failed.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
