// The first-load JavaScript budget, for every page type (PAGE_ROUTES): a cold visit on a phone
// (390x844, empty cache, signed out) loads at most 130 KB of gzip JavaScript (each script
// gzipped at level 9, as the build's .gz copies are) by the time the page is idle. Page types
// not yet inside the budget are held at their current figure (CEILINGS), so none grows while
// they are worked down; one that gets inside the budget must leave that list.
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRouteName } from '@chainreview/shared';
import { baseUrl, launch } from '../src/browser.ts';
import { samplePages } from '../src/page-samples.ts';

const BUDGET_KB = 130;
/** KB of gzip JavaScript a page type over the budget may load while worked down (none now). */
const CEILINGS: Partial<Record<PageRouteName, number>> = {};

let browser: Browser;
const gzipSize = new Map<string, number>();

async function scriptKb(url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('#root header').waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  let total = 0;
  for (const script of scripts) {
    let size = gzipSize.get(script);
    if (size === undefined) {
      const body = Buffer.from(await (await fetch(script)).arrayBuffer());
      size = zlib.gzipSync(body, { level: 9 }).length;
      gzipSize.set(script, size);
    }
    total += size;
  }
  return total / 1024;
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('first-load JavaScript', () => {
  it(
    `stays within ${BUDGET_KB} KB gzip on every page type (or its ceiling)`,
    { timeout: 600_000 },
    async () => {
      const figures: Record<string, number> = {};
      for (const [name, url] of await samplePages(baseUrl())) {
        figures[name] = Math.round((await scriptKb(url)) * 10) / 10;
      }
      console.log('first-load JS, KB gzip:', figures);
      const over = Object.entries(figures).filter(
        ([name, kb]) => kb > (CEILINGS[name as PageRouteName] ?? BUDGET_KB),
      );
      expect(over).toEqual([]);
      // a page type that got inside the budget leaves CEILINGS
      const stale = Object.keys(CEILINGS).filter((name) => figures[name]! <= BUDGET_KB);
      expect(stale).toEqual([]);
    },
  );
});
