// The spec's flows by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape, typing):
// sign in, search, write and edit a review, reply, vote through the confirmation, report,
// follow, the donate, share and notifications surfaces, the profile edit, the quests and an
// admin decision. Every dialog takes focus when it
// opens and gives it back to what opened it when it closes; focus is never left on <body>.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';
import { installTestWallet } from '../src/test-wallet.ts';

interface Project {
  id: string;
  name: string;
  symbol: string;
  chain: string;
  contractAddress: string | null;
  reviewCount: number;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let project: Project;
let reviewedProject: Project;

const projectPath = (p: Project) => `/project/${p.chain}/${p.contractAddress ?? p.id}`;

async function projects(query: string): Promise<Project[]> {
  const res = await fetch(`${baseUrl()}/api/public/projects?${query}`);
  return ((await res.json()) as { data: Project[] }).data;
}

/** Reports need the wallet on the donation chain (the dev chain in demo mode). */
async function actionChainId(): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/public/system-configs`);
  const body = (await res.json()) as { data: { donation: { chainId: number | null } } };
  return body.data.donation.chainId ?? 56;
}

beforeAll(async () => {
  browser = await launch();
  // the most reviewed project (its reviews to vote on, report and donate to) and one with an
  // address and fewer reviews to write a new one for
  project = (await projects('limit=1&sort=reviewCount&order=desc'))[0]!;
  const few = await projects('limit=20&sort=reviewCount&order=asc');
  reviewedProject = few.find((p) => p.contractAddress && p.chain === 'bsc') ?? few[0]!;
  ({ context, page } = await newPage(browser));
  await context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
  await installTestWallet(context, generatePrivateKey(), await actionChainId());
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const isFocused = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (Shift+Tab when `locator` comes before the focus) until `locator` holds focus;
 * fails after `max` presses. */
async function tabTo(locator: Locator, { max = 80 } = {}) {
  await locator.waitFor();
  const back = await locator.evaluate((el) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return (active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
  for (let i = 0; i < max; i++) {
    if (await isFocused(locator)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`never reached ${locator} by keyboard in ${max} presses`);
}

/** Where focus is, for messages. */
const focusedDescription = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.slice(0, 30)}]`;
  });

async function expectFocusInside(dialog: Locator) {
  await expect.poll(() => isFocused(dialog), { timeout: 5_000 }).toBe(true);
}

async function expectFocusOn(locator: Locator) {
  await expect
    .poll(async () => ((await isFocused(locator)) ? 'there' : await focusedDescription()), {
      timeout: 5_000,
    })
    .toBe('there');
}

/** Starts every flow from the top of `path`, focus on the document. */
async function open(path: string) {
  await page.goto(path);
  await page.locator('main').first().waitFor();
  await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
}

describe('keyboard only', () => {
  it('signs in: Escape returns focus to Connect Wallet; after sign-in focus is on the account menu', async () => {
    await open('/recently-reviews');
    const connect = page.getByTestId('connect-wallet-button');
    await tabTo(connect);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await dialog.waitFor();
    await expectFocusInside(dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOn(connect);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expectFocusInside(dialog);
    await tabTo(dialog.getByRole('button', { name: /Test Wallet/ }));
    await page.keyboard.press('Enter');
    const account = page.getByTestId('user-menu-button');
    await account.waitFor({ timeout: 30_000 });
    await expectFocusOn(account);
  }, 90_000);

  it('searches from the nav and opens a project from the list with the arrows', async () => {
    await open('/recently-reviews');
    const search = page.getByRole('combobox', { name: 'Search projects' });
    await tabTo(search);
    await page.keyboard.type(project.symbol);
    const option = page.getByRole('option', { name: new RegExp(project.name) }).first();
    await option.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith(`/project/${project.chain}/`));
    await page.getByTestId('project-header').waitFor();
  }, 60_000);

  it('follows a project, opens and closes share and donate, votes through the confirmation and reports', async () => {
    await open(projectPath(project));
    const header = page.getByTestId('project-header');

    const follow = header.getByTestId('follow-button');
    await tabTo(follow);
    const before = await follow.getAttribute('aria-pressed');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => follow.getAttribute('aria-pressed'))
      .toBe(before === 'true' ? 'false' : 'true');

    const share = header.getByTestId('project-share');
    await tabTo(share);
    await page.keyboard.press('Enter');
    const shareDialog = page.getByTestId('share-dialog');
    await shareDialog.waitFor({ timeout: 20_000 });
    await expectFocusInside(page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await shareDialog.waitFor({ state: 'hidden' });
    await expectFocusOn(share);

    const card = page.getByTestId('review-card').first();
    const donate = card.getByTestId('review-donate');
    await tabTo(donate);
    await page.keyboard.press('Enter');
    const donateDialog = page.getByRole('dialog');
    await donateDialog.waitFor();
    await expectFocusInside(donateDialog);
    await page.keyboard.press('Escape');
    await donateDialog.waitFor({ state: 'hidden' });
    await expectFocusOn(donate);

    const up = card.getByTestId('vote-up');
    await tabTo(up);
    // the up vote is recorded before the down one asks to change it (the button turns at once)
    const recorded = page.waitForResponse(
      (r) => /\/api\/review\/[^/]+\/vote$/.test(new URL(r.url()).pathname) && r.ok(),
    );
    await page.keyboard.press('Enter');
    await recorded;
    await expect.poll(() => up.getAttribute('aria-pressed')).toBe('true');
    const down = card.getByTestId('vote-down');
    await page.keyboard.press('Tab');
    await expectFocusOn(down);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to change your vote').waitFor();
    await expectFocusInside(confirm);
    await tabTo(confirm.getByRole('button', { name: 'Yes' }));
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => down.getAttribute('aria-pressed')).toBe('true');
    await expectFocusOn(down);

    const menu = card.getByTestId('review-menu');
    await tabTo(menu);
    await page.keyboard.press('Enter');
    const reportItem = page.getByTestId('review-report');
    await reportItem.waitFor();
    await expectFocusOn(page.getByRole('menu'));
    for (let i = 0; i < 10 && !(await isFocused(reportItem)); i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const report = page.getByRole('dialog');
    await report.getByTestId('report-form').waitFor();
    await expectFocusInside(report);
    await tabTo(report.getByTestId('report-note'));
    await page.keyboard.type('Claims about the audit are not backed by any link.');
    await tabTo(report.getByTestId('report-submit'));
    await page.keyboard.press('Enter');
    await report.waitFor({ state: 'hidden', timeout: 20_000 });
    // focus comes back to the page (the dialog's trigger, or its replacement), never <body>
    await expect.poll(focusedDescription, { timeout: 5_000 }).not.toBe('body');
  }, 120_000);

  it('opens the notifications and closes them with Escape, focus back on the bell', async () => {
    await open('/recently-reviews');
    const bell = page.getByTestId('notification-bell');
    await tabTo(bell);
    await page.keyboard.press('Enter');
    const dropdown = page.getByTestId('notification-dropdown');
    await dropdown.waitFor();
    await page.keyboard.press('Escape');
    await dropdown.waitFor({ state: 'hidden' });
    await expectFocusOn(bell);
  }, 60_000);

  it('writes a review: stars, title, text, confirmation, submit, and closes the success dialog', async () => {
    await open(`/write-review/${reviewedProject.chain}/${reviewedProject.contractAddress}`);
    // the stars are one radio group: Tab reaches it, the arrows choose
    await tabTo(page.getByRole('radio', { name: 'Rate 1 star' }));
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    const four = page.getByRole('radio', { name: 'Rate 4 stars' });
    await expect.poll(() => four.getAttribute('aria-checked')).toBe('true');
    await expectFocusOn(four);
    await tabTo(page.getByTestId('review-title'));
    await page.keyboard.type('Everything worked from the keyboard');
    await tabTo(page.getByTestId('review-content-editor'));
    await page.keyboard.type(
      'I used the pool for a month; swaps settled quickly and the team answered my questions in their channel.',
    );
    await tabTo(page.getByTestId('review-confirm'));
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="review-submit"]')?.disabled,
    );
    await tabTo(page.getByTestId('review-submit'));
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: 'Review Successfully' });
    await success.waitFor({ timeout: 30_000 });
    await expectFocusInside(success);
    await page.keyboard.press('Escape');
    await success.waitFor({ state: 'hidden' });
    // focus comes back to the page (the dialog's trigger, or its replacement), never <body>
    await expect.poll(focusedDescription, { timeout: 5_000 }).not.toBe('body');
  }, 120_000);

  it('edits the profile from /me and returns focus to Edit profile', async () => {
    await open('/me');
    const edit = page.getByTestId('edit-profile-button');
    await tabTo(edit);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('edit-profile-form').waitFor();
    await expectFocusInside(dialog);
    await tabTo(dialog.getByTestId('display-name-input'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Keyboard Kim');
    await tabTo(dialog.getByTestId('save-profile'));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await page.getByText('Keyboard Kim').first().waitFor();
    await expectFocusOn(edit);
  }, 60_000);

  it('edits its review from the project page and returns focus to Edit', async () => {
    await open(projectPath(reviewedProject));
    const edit = page.getByTestId('my-review-edit');
    await tabTo(edit);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('review-title').waitFor();
    await expectFocusInside(dialog);
    await tabTo(dialog.getByTestId('review-title'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Edited from the keyboard');
    await tabTo(dialog.getByTestId('review-confirm'));
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="review-submit"]')?.disabled,
    );
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/reviews\/\d+$/.test(r.url()),
    );
    await tabTo(dialog.getByTestId('review-submit'));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await page.getByText('Edited from the keyboard').first().waitFor();
    await expectFocusOn(edit);
  }, 90_000);

  it('replies to a review on its page and sees the reply in the thread', async () => {
    const res = await fetch(`${baseUrl()}/api/public/project/${project.id}/reviews?limit=1`);
    const review = ((await res.json()) as { data: Array<{ id: string }> }).data[0]!;
    await open(`/reviews/${review.id}`);
    await tabTo(page.getByTestId('reply-input-text'));
    await page.keyboard.type('Answered without touching the mouse.');
    const replied = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && r.url().endsWith(`/api/reviews/${review.id}/replies`),
    );
    await tabTo(page.getByTestId('reply-input-submit'));
    await page.keyboard.press('Enter');
    expect((await replied).status()).toBe(200);
    await page.getByTestId('reply').filter({ hasText: 'Answered without touching' }).waitFor();
    // the box is empty again and keeps focus, ready for another reply
    await expectFocusOn(page.getByTestId('reply-input-text'));
  }, 60_000);

  it('switches the quest tabs with the arrows and opens a quest with Enter', async () => {
    await open('/quests');
    const live = page.getByRole('tab', { name: 'Live' });
    await tabTo(live);
    await page.keyboard.press('ArrowRight');
    const upcoming = page.getByRole('tab', { name: 'Upcoming' });
    await expect.poll(() => upcoming.getAttribute('aria-selected')).toBe('true');
    await expectFocusOn(upcoming);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => live.getAttribute('aria-selected')).toBe('true');
    const card = page.getByRole('tabpanel').getByTestId('quest-card').first();
    const id = await card.getAttribute('data-quest-id');
    await tabTo(card);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/quest/${id}`);
    await page.getByTestId('quest-detail').waitFor();
  }, 60_000);
});

describe('keyboard only, the admin (Demo wallet)', () => {
  let admin: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    admin = await newPage(browser);
    await admin.context.addInitScript(() =>
      localStorage.setItem('hints', JSON.stringify(['DONE'])),
    );
  });
  afterAll(async () => {
    await admin?.context.close();
  });

  it('signs in with the Demo wallet and dismisses a report through its confirmation', async () => {
    page = admin.page;
    await open('/recently-reviews');
    await tabTo(page.getByTestId('connect-wallet-button'));
    await page.keyboard.press('Enter');
    const connect = page.getByRole('dialog');
    await expectFocusInside(connect);
    await tabTo(connect.getByRole('button', { name: /Demo wallet/ }));
    await page.keyboard.press('Enter');
    await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });

    await open('/admin');
    // one tab stop for the tab bar (the selected tab); the arrows move along it
    await tabTo(page.getByRole('tab', { name: /Submissions/ }));
    await page.keyboard.press('ArrowRight');
    const reportsTab = page.getByRole('tab', { name: /Reports/ });
    await expect.poll(() => reportsTab.getAttribute('aria-selected')).toBe('true');
    await expectFocusOn(reportsTab);
    const dismiss = page
      .getByTestId('admin-report')
      .first()
      .getByRole('button', { name: 'Dismiss (restore)' });
    await tabTo(dismiss, { max: 120 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Dismiss the reports?' });
    await expectFocusInside(dialog);
    const decided = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/admin\/reports\//.test(r.url()),
    );
    await tabTo(dialog.getByTestId('admin-confirm'));
    await page.keyboard.press('Enter');
    expect((await decided).status()).toBe(200);
    await page.getByText('The reports were dismissed and the content restored.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(focusedDescription, { timeout: 5_000 }).not.toBe('body');
  }, 120_000);
});
