// WCAG 2.2 AA, measured: axe-core over every page route of the spec and every dialog, signed
// out and signed in (a fresh test wallet; the admin pages with the Demo wallet, an admin in
// demo mode), in both themes and at 1440x900 and 390x844. Any violation of any impact fails,
// listed as rule, target, page, theme and viewport.
// One browser and one context per sign-in state: a page is loaded once, then re-checked at each
// viewport and theme (the theme follows the emulated system preference, so no reload).
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';
import { installTestWallet } from '../src/test-wallet.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  { name: '1440x900', width: 1440, height: 900 },
  { name: '390x844', width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;

interface Finding {
  rule: string;
  impact: string;
  target: string;
  where: string;
  theme: string;
  viewport: string;
  summary: string;
}

/** Every finding of the run, for the count printed at the end. */
const all: Finding[] = [];

function report(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `- ${f.rule} (${f.impact}) ${f.target} on ${f.where} [${f.theme}, ${f.viewport}]: ${f.summary}`,
    )
    .join('\n');
}

async function setTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  await page.locator(`html[data-mantine-color-scheme="${theme}"]`).waitFor({ state: 'attached' });
}

/**
 * Waits for the page's data: no skeleton marked busy in the main area, then half a second with
 * no request ending (at most 5 s). Not Playwright's networkidle: a signed-in page keeps its
 * notification stream open, so it is never idle and each page would wait the whole 5 s.
 */
async function settle(page: Page) {
  await page.locator('main').first().waitFor();
  await page
    .waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null, null, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(limit);
          resolve();
        };
        let quiet = setTimeout(done, 500);
        const limit = setTimeout(done, 5_000);
        const observer = new PerformanceObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 500);
        });
        observer.observe({ type: 'resource' });
      }),
  );
}

/** Rules that read colours: the only ones the dark theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe at both viewports and in both themes (the dark pass runs the colour rules: a theme swaps
 * colours only). `include` narrows it to a dialog; `reopen` is called after a viewport change
 * for surfaces that close when the layout changes.
 */
async function check(
  page: Page,
  where: string,
  options: { include?: string; reopen?: () => Promise<void> } = {},
): Promise<Finding[]> {
  const found: Finding[] = [];
  // a half-run transition leaves blended colours for axe to measure
  await page.addStyleTag({
    content: '*,*::before,*::after{transition:none!important;animation:none!important}',
  });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    if (options.reopen) await options.reopen();
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
      builder = theme === 'light' ? builder.withTags(TAGS) : builder.withRules(COLOUR_RULES);
      if (options.include) builder = builder.include(options.include);
      const result = await builder.analyze();
      for (const v of result.violations) {
        for (const node of v.nodes) {
          found.push({
            rule: v.id,
            impact: v.impact ?? 'unknown',
            target: node.target.join(' '),
            where,
            theme,
            viewport: viewport.name,
            summary: (node.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 240),
          });
        }
      }
    }
  }
  all.push(...found);
  return found;
}

function expectClean(findings: Finding[]) {
  expect(findings.length, `axe violations:\n${report(findings)}`).toBe(0);
}

interface Ids {
  projectPath: string;
  writeReviewPath: string;
  reviewId: string;
  otherReviewId: string;
  reviewerAddress: string;
  questId: string;
  keyword: string;
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

interface ProjectRow {
  id: string;
  chain: string;
  symbol: string;
  contractAddress: string | null;
}

async function demoIds(): Promise<Ids> {
  const [project] = await api<ProjectRow[]>('/public/projects?limit=1&sort=reviewCount&order=desc');
  const reviews = await api<{ id: string; user: { address: string } }[]>(`/public/reviews?limit=2`);
  const quests = await api<{ id: string }[]>('/public/campaigns?limit=1');
  return {
    projectPath: `/project/${project!.chain}/${project!.contractAddress ?? project!.id}`,
    writeReviewPath: `/write-review/${project!.chain}/${project!.contractAddress}`,
    reviewId: reviews[0]!.id,
    otherReviewId: reviews[1]!.id,
    reviewerAddress: reviews[0]!.user.address,
    questId: quests[0]!.id,
    keyword: project!.symbol,
  };
}

/** Every page route of the spec (packages/shared page-routes.ts), with demo ids. */
const ROUTES: { name: string; path: (ids: Ids) => string }[] = [
  { name: 'home', path: () => '/' },
  { name: 'search', path: (ids) => `/search/${ids.keyword}` },
  { name: 'project', path: (ids) => ids.projectPath },
  { name: 'writeReview', path: (ids) => ids.writeReviewPath },
  { name: 'review', path: (ids) => `/reviews/${ids.reviewId}` },
  {
    name: 'submitProject',
    path: () => '/submit-project/bsc/0x000000000000000000000000000000000000dEaD',
  },
  { name: 'user', path: (ids) => `/user/address/${ids.reviewerAddress}` },
  { name: 'me', path: () => '/me' },
  { name: 'hashtag', path: () => '/search-hashtag?hashtag=defi' },
  { name: 'recentReviews', path: () => '/recently-reviews' },
  { name: 'recentActivities', path: () => '/recent-activities' },
  { name: 'rewardsHistory', path: (ids) => `/user-rewards-history/${ids.reviewerAddress}` },
  { name: 'quests', path: () => '/quests' },
  { name: 'quest', path: (ids) => `/quest/${ids.questId}` },
  { name: 'createQuest', path: () => '/create-quest' },
  { name: 'trust', path: () => '/trust' },
  { name: 'projects', path: () => '/projects' },
  { name: 'admin', path: () => '/admin' },
  { name: 'adminAudit', path: () => '/admin/audit' },
  { name: 'projectsByChain', path: () => '/projects-by-chain' },
  { name: 'transparency', path: () => '/transparency' },
  { name: 'notFound', path: () => '/no/such/page' },
];

let browser: Browser;
let ids: Ids;

/** Reports need the wallet on the donation chain (the dev chain in demo mode). */
async function actionChainId(): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/public/system-configs`);
  const body = (await res.json()) as { data: { donation: { chainId: number | null } } };
  return body.data.donation.chainId ?? 56;
}

beforeAll(async () => {
  browser = await launch();
  ids = await demoIds();
});

afterAll(async () => {
  await browser?.close();
  const rules = new Map<string, number>();
  for (const f of all) rules.set(f.rule, (rules.get(f.rule) ?? 0) + 1);
  console.log(
    `[a11y] ${all.length} axe violation nodes${all.length ? ': ' : ''}${[...rules]
      .map(([r, n]) => `${r} ${n}`)
      .join(', ')}`,
  );
});

/** A context that never shows the guided hints (they have their own check below). */
async function openContext(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser);
  await opened.context.addInitScript(() => {
    if (!sessionStorage.getItem('keep-hints'))
      localStorage.setItem('hints', JSON.stringify(['DONE']));
  });
  return opened;
}

async function signIn(page: Page, walletName: string) {
  await page.goto('/recently-reviews');
  await page.getByTestId('connect-wallet-button').click();
  await page.getByRole('dialog').getByText(walletName).first().click();
  await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
}

/** Clicks `trigger`, waits for `dialog`, checks it, closes it with Escape. */
async function checkDialog(
  page: Page,
  where: string,
  trigger: () => Promise<void>,
  dialog: Locator,
  include = '[role="dialog"]',
): Promise<Finding[]> {
  // opened on the large layout (the phone layout moves some triggers into menus)
  await page.setViewportSize({ width: 1440, height: 900 });
  await trigger();
  await dialog.waitFor();
  const found = await check(page, where, {
    include,
    reopen: async () => {
      if (!(await dialog.isVisible())) {
        await trigger();
        await dialog.waitFor();
      }
    },
  });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return found;
}

describe('accessibility (axe, WCAG 2.0-2.2 A and AA)', () => {
  describe('signed out', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await openContext());
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(ROUTES)(
      '$name',
      async (route) => {
        await page.goto(route.path(ids));
        await settle(page);
        expectClean(await check(page, `${route.name} (signed out)`));
      },
      90_000,
    );

    it('the Connect Wallet, share and donate dialogs', async () => {
      const found: Finding[] = [];
      await page.goto(ids.projectPath);
      await settle(page);
      found.push(
        ...(await checkDialog(
          page,
          'Connect Wallet dialog',
          () => page.getByTestId('connect-wallet-button').click(),
          page.getByRole('dialog'),
        )),
      );
      found.push(
        ...(await checkDialog(
          page,
          'share dialog (project)',
          () => page.getByTestId('project-header').getByTestId('project-share').click(),
          page.getByTestId('share-dialog'),
        )),
      );
      await page.goto(`/reviews/${ids.reviewId}`);
      await settle(page);
      found.push(
        ...(await checkDialog(
          page,
          'donate (signed out)',
          () => page.getByTestId('review-donate').first().click(),
          page.getByRole('dialog'),
        )),
      );
      expectClean(found);
    }, 120_000);
  });

  describe('signed in', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await openContext());
      await installTestWallet(context, generatePrivateKey(), await actionChainId());
      await signIn(page, 'Test Wallet');
    }, 60_000);
    afterAll(async () => {
      await context?.close();
    });

    // the admin pages are checked with the admin below
    it.each(ROUTES.filter((r) => !r.name.startsWith('admin')))(
      '$name',
      async (route) => {
        await page.goto(route.path(ids));
        await settle(page);
        expectClean(await check(page, `${route.name} (signed in)`));
      },
      90_000,
    );

    it('the donate, report, share, vote, notifications and edit profile dialogs', async () => {
      const found: Finding[] = [];
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(ids.projectPath);
      await settle(page);
      const card = page.getByTestId('review-card').first();
      found.push(
        ...(await checkDialog(
          page,
          'donate dialog',
          () => card.getByTestId('review-donate').click(),
          page.getByRole('dialog'),
        )),
      );
      found.push(
        ...(await checkDialog(
          page,
          'report dialog',
          async () => {
            await card.getByTestId('review-menu').click();
            await page.getByTestId('review-report').click();
          },
          page.getByTestId('report-form'),
        )),
      );
      found.push(
        ...(await checkDialog(
          page,
          'share dialog (review)',
          () => card.getByTestId('review-share').click(),
          page.getByTestId('share-dialog'),
        )),
      );
      // a vote, then its change asks for confirmation
      await card.getByTestId('vote-up').click();
      await expect
        .poll(() => card.getByTestId('vote-up').getAttribute('aria-pressed'))
        .toBe('true');
      found.push(
        ...(await checkDialog(
          page,
          'vote confirmation',
          () => card.getByTestId('vote-down').click(),
          page.getByRole('dialog'),
        )),
      );
      found.push(
        ...(await checkDialog(
          page,
          'notifications',
          () => page.getByTestId('notification-bell').click(),
          page.getByTestId('notification-dropdown'),
          '[data-testid="notification-dropdown"]',
        )),
      );
      await page.goto('/me');
      await settle(page);
      found.push(
        ...(await checkDialog(
          page,
          'edit profile dialog',
          () => page.getByTestId('edit-profile-button').click(),
          page.getByRole('dialog'),
        )),
      );
      expectClean(found);
    }, 180_000);

    it('the reply box and the review success dialog', async () => {
      await page.goto(`/reviews/${ids.reviewId}`);
      await settle(page);
      await page.getByTestId('reply-input-text').fill('Thanks for the detail on the pool.');
      const found = await check(page, 'review page with a reply typed');
      await page.goto(ids.writeReviewPath);
      await settle(page);
      await page.getByRole('radio', { name: 'Rate 4 stars' }).click();
      await page.getByTestId('review-title').fill('Clear docs and a quick team');
      await page.getByTestId('review-content-editor').click();
      await page.keyboard.type(
        'The documentation answered every question I had, and support replied within a day when I asked about the pool.',
      );
      await page.getByTestId('review-confirm').check();
      await page.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('[data-testid="review-submit"]')?.disabled,
      );
      await page.getByTestId('review-submit').click();
      await page.getByTestId('review-success').waitFor({ timeout: 30_000 });
      found.push(...(await check(page, 'review success dialog', { include: '[role="dialog"]' })));
      await page.getByTestId('review-success-close').click();
      expectClean(found);
    }, 120_000);
  });

  describe('the admin (Demo wallet)', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await openContext());
      await signIn(page, 'Demo wallet');
    }, 60_000);
    afterAll(async () => {
      await context?.close();
    });

    it('the admin pages and their dialogs', async () => {
      const found: Finding[] = [];
      for (const path of ['/admin', '/admin/audit']) {
        await page.goto(path);
        await settle(page);
        found.push(...(await check(page, `${path} (admin)`)));
      }
      await page.goto('/admin');
      await settle(page);
      found.push(
        ...(await checkDialog(
          page,
          'admin confirm dialog',
          () =>
            page
              .getByTestId('admin-submission')
              .first()
              .getByRole('button', { name: 'Approve' })
              .click(),
          page.getByRole('dialog'),
        )),
      );
      expectClean(found);
    }, 120_000);
  });

  it('a guided hint', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(ids.projectPath);
    await page.mouse.move(10, 300);
    await page.mouse.wheel(0, 1);
    const card = page.getByTestId('hint-card');
    await card.waitFor({ timeout: 20_000 });
    const found = await check(page, 'hint card', { include: '[data-testid="hint-card"]' });
    await context.close();
    expectClean(found);
  }, 60_000);
});
