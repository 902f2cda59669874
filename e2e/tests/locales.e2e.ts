// Every page in every language: no English text outside an allow-list. Each page type (one URL
// of each, signed out, from the demo data) is opened with ?lang=<lang> in zh, ja, ko, ru and vi;
// every visible text node and placeholder is read. A node whose text comes from the API (names,
// review texts, symbols: found in the page's API answers) is data and left alone; in any other,
// a word that only English's texts use (a word of en's locale files that the language's own
// files never use) is an English string the language has not translated.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';
import { samplePages } from '../src/page-samples.ts';

const LANGUAGES = ['zh', 'ja', 'ko', 'ru', 'vi'] as const;
const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/locales',
);

/** Names that stay as they are in every language: the brand, tokens, chains, networks. */
const ALLOWED = new Set(
  [
    'ChainReview',
    'BNB',
    'BUSD',
    'ETH',
    'USD',
    'USDT',
    'NFT',
    'XP',
    'English',
    'Ethereum',
    'Polygon',
    'Solana',
    'Arbitrum',
    'Avalanche',
    'Fantom',
    'Cronos',
    'Dogechain',
    'BSC',
    'Facebook',
    'Twitter',
    'Telegram',
    'Reddit',
    'Discord',
    'GitHub',
    'Medium',
    'MetaMask',
    'WalletConnect',
  ].map((w) => w.toLowerCase()),
);

const words = (text: string) => (text.match(/[A-Za-z]{3,}/g) ?? []).map((w) => w.toLowerCase());

/**
 * The English-only words of a text, leaving out its parts that are data: a page joins API
 * values with punctuation ("Dev Pool Token (DPOOL)", "Alice · 3 reviews"), so each part
 * between those marks that appears in the page's API answers is skipped.
 */
function englishIn(text: string, englishOnly: Set<string>, data: string): string[] {
  return text
    .split(/[()·|,:;/[\]]/)
    .map((part) => part.trim())
    .filter((part) => part && !data.includes(part))
    .flatMap((part) => words(part).filter((w) => englishOnly.has(w)));
}

function localeWords(lang: string): Set<string> {
  const dir = path.join(localesDir, lang);
  const out = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      // interpolation names ({{count}}) are not words of the text
      for (const w of words(value.replace(/\{\{\s*\w+\s*\}\}/g, ' '))) out.add(w);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  return out;
}

let browser: Browser;
let pages: Array<[string, string]>;
const english = localeWords('en');

beforeAll(async () => {
  browser = await launch();
  pages = (await samplePages(baseUrl())).map(([name, url]) => [name, url.slice(baseUrl().length)]);
});
afterAll(async () => {
  await browser?.close();
});

describe('every page in every language', () => {
  for (const lang of LANGUAGES) {
    it(`has no English text in ${lang}`, { timeout: 300_000 }, async () => {
      const own = localeWords(lang);
      const englishOnly = new Set([...english].filter((w) => !own.has(w) && !ALLOWED.has(w)));
      // the check itself finds English: a text every language translates
      expect(englishIn('Connect Wallet', englishOnly, '')).not.toEqual([]);
      expect(englishIn('Dev Pool Token (DPOOL)', englishOnly, '"Dev Pool Token","DPOOL"')).toEqual(
        [],
      );
      const { context, page } = await newPage(browser);
      await context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
      const found: string[] = [];
      for (const [name, pathname] of pages) {
        const data: string[] = [];
        const collect = async (response: Response) => {
          if (!new URL(response.url()).pathname.startsWith('/api/')) return;
          if (!(response.headers()['content-type'] ?? '').includes('json')) return;
          try {
            data.push(JSON.stringify(await response.json()));
          } catch {
            // a body already gone (navigation): nothing of it is on this page
          }
        };
        page.on('response', collect);
        const url = `${pathname}${pathname.includes('?') ? '&' : '?'}lang=${lang}`;
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        await page.waitForLoadState('networkidle');
        const texts = await page.evaluate(() => {
          const out: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            const text = node.textContent?.trim();
            if (!parent || !text || parent.closest('script, style, noscript, [translate="no"]'))
              continue;
            const box = parent.getBoundingClientRect();
            const style = getComputedStyle(parent);
            if (box.width === 0 || style.visibility === 'hidden' || style.display === 'none')
              continue;
            out.push(text);
          }
          document
            .querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')
            .forEach((input) => out.push(input.placeholder));
          return out;
        });
        page.off('response', collect);
        const blob = data.join('\n');
        for (const text of texts) {
          if (blob.includes(text) || blob.includes(JSON.stringify(text).slice(1, -1))) continue;
          const bad = englishIn(text, englishOnly, blob);
          if (bad.length) found.push(`${name} ${url}: "${text.slice(0, 80)}" (${bad.join(', ')})`);
        }
      }
      await context.close();
      expect([...new Set(found)]).toEqual([]);
    });
  }

  it(
    'fits every placeholder in its field on a 390 px phone, in all six languages',
    {
      timeout: 300_000,
    },
    async () => {
      const cut: string[] = [];
      for (const lang of ['en', ...LANGUAGES]) {
        const context = await browser.newContext({
          baseURL: baseUrl(),
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        });
        await context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
        const page = await context.newPage();
        // the home hero's search, and the header's (opened from its icon) on another page
        for (const pathname of ['/', '/recently-reviews']) {
          await page.goto(`${pathname}?lang=${lang}`, { waitUntil: 'networkidle' });
          await page.waitForFunction((l) => document.documentElement.lang === l, lang);
          // on a phone the header's search opens from its icon
          if (pathname !== '/')
            await page.locator('header button[data-hint="search_projects"]').first().click();
          await page.locator('input[placeholder]:visible').first().waitFor();
          const fields = await page.evaluate(() => {
            const canvas = document.createElement('canvas').getContext('2d')!;
            return [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')]
              .filter((input) => input.getBoundingClientRect().width > 0)
              .map((input) => {
                const style = getComputedStyle(input);
                canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
                const room =
                  input.clientWidth -
                  parseFloat(style.paddingLeft) -
                  parseFloat(style.paddingRight);
                return {
                  text: input.placeholder,
                  need: canvas.measureText(input.placeholder).width,
                  room,
                };
              });
          });
          expect(fields.length, `${lang} ${pathname}`).toBeGreaterThan(0);
          for (const f of fields)
            if (f.need > f.room)
              cut.push(
                `${lang} ${pathname}: "${f.text}" needs ${f.need.toFixed(0)} px of ${f.room}`,
              );
        }
        await context.close();
      }
      expect(cut).toEqual([]);
    },
  );
});
