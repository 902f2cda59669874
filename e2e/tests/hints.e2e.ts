// The guided hints in a real browser (spec 2, 4): each hint shows on a page that has its
// target, at 1366x900 and at 390x844, after the visitor's first interaction, numbered among
// what the page can show (a first visit to a project page starts at 'Tip 1'), beside its
// target (under it, bottom-left for edit, share and notify on large layouts, flipped when there
// is no room), and its box never intersects the page's H1, its tab bars or its target.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';
import { installTestWallet } from '../src/test-wallet.ts';

const SIZES = [
  { name: 'large', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Project {
  id: string;
  chain: string;
  contractAddress: string | null;
}

let browser: Browser;
let projectPath: string;

beforeAll(async () => {
  browser = await launch();
  const res = await fetch(`${baseUrl()}/api/public/projects?limit=1&sort=reviewCount&order=desc`);
  const project = ((await res.json()) as { data: Project[] }).data[0]!;
  projectPath = `/project/${project.chain}/${project.contractAddress ?? project.id}`;
});

afterAll(async () => {
  await browser?.close();
});

/** Leaves only `hints` pending, then opens `path` afresh and moves the pointer (tips wait for
 * the visitor's first interaction). */
async function visitWithHints(page: Page, path: string, hints: string[]) {
  await page.evaluate((list) => localStorage.setItem('hints', JSON.stringify(list)), hints);
  await page.goto(path);
  await interact(page);
}

async function interact(page: Page) {
  await page.locator('main').first().waitFor();
  await page.mouse.move(2, 300);
  await page.mouse.move(4, 302);
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function signedIn(
  size: (typeof SIZES)[number],
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser);
  await opened.page.setViewportSize({ width: size.width, height: size.height });
  await installTestWallet(opened.context, generatePrivateKey());
  await opened.page.goto('/recently-reviews');
  await opened.page.evaluate(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
  await opened.page.getByTestId('connect-wallet-button').click();
  await opened.page.getByRole('dialog').getByText('Test Wallet').first().click();
  await opened.page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
  return opened;
}

const CASES: { hint: string; path: () => string }[] = [
  { hint: 'change_avatar', path: () => '/me' },
  { hint: 'search_projects', path: () => '/recently-reviews' },
  { hint: 'activity', path: () => '/projects' },
  { hint: 'edit_project', path: () => projectPath },
  { hint: 'share_project', path: () => projectPath },
  { hint: 'notify_project', path: () => projectPath },
  { hint: 'rate_review', path: () => projectPath },
  { hint: 'action_buttons', path: () => projectPath },
];

describe.each(SIZES)('guided hints at $width x $height', (size) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await signedIn(size));
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  it('numbers a first visit to a project page from Tip 1', async () => {
    await page.evaluate(() => localStorage.removeItem('hints'));
    await page.goto(projectPath);
    const card = page.getByTestId('hint-card');
    await interact(page);
    await card.waitFor({ timeout: 15_000 });
    const progress = await card.getByText(/^Tip \d+ of \d+$/).innerText();
    const [, index, total] = /Tip (\d+) of (\d+)/.exec(progress)!;
    expect(Number(index)).toBe(1);
    // search, activity, edit, share, notify, rate and review actions
    expect(Number(total)).toBe(7);
    await card.getByTestId('hint-close').click();
    await expect
      .poll(() => card.getByText(/^Tip \d+ of \d+$/).innerText(), { timeout: 5_000 })
      .toBe(`Tip 2 of ${total}`);
  }, 60_000);

  it.each(CASES)(
    'shows $hint on its page',
    async ({ hint, path }) => {
      await visitWithHints(page, path(), [hint]);
      const card = page.getByTestId('hint-card');
      await card.waitFor({ timeout: 20_000 });
      expect(await card.getAttribute('data-hint-name')).toBe(hint);
      expect(await card.getByText('Tip 1 of 1').count()).toBe(1);

      // the card may be re-mounted once as the page settles (seen at a load average of 19):
      // wait for it to have a box rather than reading it once
      await expect.poll(() => card.boundingBox(), { timeout: 10_000 }).not.toBeNull();
      const box = (await card.boundingBox())!;
      // inside the viewport, whatever the layout
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width + 1);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height + 1);

      const placement = await card.getAttribute('data-placement');
      const bottomLeft = ['edit_project', 'share_project', 'notify_project'].includes(hint);
      expect(placement).toBe(size.name === 'large' && bottomLeft ? 'bottom-left' : 'bottom');
      // beside its target, never over it, the page's H1 or a tab bar
      const target = (await page.locator(`[data-hint="${hint}"]:visible`).first().boundingBox())!;
      expect(intersects(box, target), 'covers its target').toBe(false);
      const side = await card.getAttribute('data-side');
      expect(['below', 'above', 'right', 'left']).toContain(side);
      // below or above: clear of the target's edge; right or left: not over it (checked above)
      const clear: Record<string, boolean> = {
        below: box.y >= target.y + target.height,
        above: box.y + box.height <= target.y,
        right: !intersects(box, target),
        left: !intersects(box, target),
      };
      expect(clear[side!], `${hint} ${side} of its target`).toBe(true);
      const avoid = await page.locator('h1:visible, [role="tablist"]:visible').all();
      expect(avoid.length).toBeGreaterThan(0);
      for (const el of avoid) {
        const other = await el.boundingBox();
        expect(other).not.toBeNull();
        expect(
          intersects(box, other!),
          `covers ${await el.evaluate((e) => e.tagName + ' ' + (e.textContent ?? '').slice(0, 40))}`,
        ).toBe(false);
      }
      await card.getByTestId('hint-close').click();
      await card.waitFor({ state: 'detached' });
    },
    60_000,
  );
});
