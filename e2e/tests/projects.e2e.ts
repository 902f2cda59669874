// Projects in a real browser against the demo data: nav search by symbol and by contract
// address, the project page (header, rating bars, sidebar), recent searches, following with
// the injected test wallet, the rate-then-connect flow, and a missing project.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage, signedOutSettled } from '../src/browser.ts';
import { installTestWallet, TEST_WALLET_KEY } from '../src/test-wallet.ts';

interface DemoProject {
  id: string;
  name: string;
  symbol: string;
  chain: string;
  contractAddress: string;
  reviewCount: number;
  star1: number;
  star2: number;
  star3: number;
  star4: number;
  star5: number;
}

let browser: Browser;
let project: DemoProject;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  browser = await launch();
  // the most reviewed demo project with a contract address, so every part of the page shows
  const list = await api<{ data: DemoProject[] }>('/public/projects?limit=10&sort=reviewCount');
  project = list.data.find((p) => p.contractAddress && p.symbol)!;
  expect(project).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

const navSearch = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search projects' });
const projectPath = () =>
  new RegExp(`^/project/${project.chain}/[a-z0-9-]+-${project.contractAddress.toLowerCase()}$`);

async function searchAndOpen(page: Page, text: string) {
  const box = navSearch(page);
  await box.fill(text);
  const option = page.getByRole('option', { name: new RegExp(project.name) });
  await option.first().waitFor();
  expect(await box.getAttribute('aria-expanded')).toBe('true');
  await option.first().click();
  await page.waitForURL((url) => projectPath().test(url.pathname));
}

describe('projects', () => {
  it('finds a demo project by symbol from the nav, opens it, and shows header, rating bars and sidebar', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/projects');
    await page.getByTestId('project-list').waitFor();

    const matches = await api<{ meta: { total: number } }>(
      `/public/projects?limit=5&keyword=${encodeURIComponent(project.symbol)}`,
    );
    await navSearch(page).fill(project.symbol);
    await page
      .getByRole('option', { name: new RegExp(project.name) })
      .first()
      .waitFor();
    expect(await page.getByTestId('search-view-more').count()).toBe(matches.meta.total > 5 ? 1 : 0);
    await page
      .getByRole('option', { name: new RegExp(project.name) })
      .first()
      .click();
    await page.waitForURL((url) => projectPath().test(url.pathname));

    const header = page.getByTestId('project-header');
    await header.waitFor();
    const headerText = await header.innerText();
    expect(headerText).toContain(project.name);
    expect(headerText).toContain(project.symbol);
    expect(await header.getByTestId('contract-address').innerText()).toContain(
      project.contractAddress,
    );
    expect(
      await header.getByRole('link', { name: 'Press to open explorer' }).getAttribute('href'),
    ).toContain(project.contractAddress);

    // a bar per star, 5 to 1, with the share of the demo data
    const total = project.star1 + project.star2 + project.star3 + project.star4 + project.star5;
    for (const star of [5, 4, 3, 2, 1] as const) {
      const percent = Math.round((project[`star${star}`] * 100) / total);
      expect(await page.getByTestId(`rating-bar-${star}`).innerText()).toContain(`${percent}%`);
    }
    expect(await page.getByTestId('rating-count').innerText()).toContain(
      String(project.reviewCount),
    );

    // the sidebar card fades in once the header has gone under the nav
    const card = page.getByTestId('project-sidebar-card');
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(
      () =>
        getComputedStyle(
          document.querySelector('[data-testid="project-sidebar-card"]')!.parentElement!,
        ).opacity === '1',
    );
    expect(await card.isVisible()).toBe(true);
    expect(await card.innerText()).toContain('Connect wallet to review');
    expect(await page.getByTestId('project-info-card').isVisible()).toBe(true);
    expect((page as Page & { errors?: string[] }).errors).toEqual([]);
    await context.close();
  });

  it('finds the project by its contract address and keeps it first in recent searches', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/recently-reviews');
    await searchAndOpen(page, project.contractAddress.toLowerCase());
    await page.getByTestId('project-header').waitFor();

    // back on another page, the empty box offers it as the first recent search
    await page.goto('/projects');
    await navSearch(page).click();
    const recent = page.getByTestId('recent-searches').getByRole('option');
    await recent.first().waitFor();
    expect(await recent.first().innerText()).toContain(project.name);
    await context.close();
  });

  it('follows and unfollows the project when signed in, and the state survives a reload', async () => {
    const { context, page } = await newPage(browser);
    await installTestWallet(context, TEST_WALLET_KEY);
    await page.goto('/projects');
    await searchAndOpen(page, project.symbol);
    // no follow button for visitors
    await page.getByTestId('project-header').waitFor();
    await signedOutSettled(page);
    expect(await page.getByTestId('follow-button').count()).toBe(0);

    await page.getByTestId('connect-wallet-button').click();
    await page.getByRole('dialog').getByText('Test Wallet').first().click();
    await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });

    const follow = page.getByTestId('follow-button');
    await follow.waitFor();
    const followers = async () =>
      Number((await page.getByTestId('followers-count').innerText()).replace(/\D/g, ''));
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    const before = await followers();

    await follow.hover();
    await page.getByRole('tooltip', { name: 'Notify' }).waitFor();
    await follow.click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="follow-button"]')?.getAttribute('aria-pressed') ===
        'true',
    );
    expect(await followers()).toBe(before + 1);

    await page.reload();
    await page.getByTestId('follow-button').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="follow-button"]')?.getAttribute('aria-pressed') ===
        'true',
    );
    expect(await page.getByTestId('follow-button').innerText()).toContain('Following');
    await page.getByTestId('follow-button').hover();
    await page.getByRole('tooltip', { name: 'Turn off notifications' }).waitFor();

    await page.getByTestId('follow-button').click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="follow-button"]')?.getAttribute('aria-pressed') ===
        'false',
    );
    await page.reload();
    await page.getByTestId('follow-button').waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="follow-button"]')?.getAttribute('aria-pressed') ===
        'false',
    );
    expect(await followers()).toBe(before);
    await context.close();
  });

  it('remembers a star clicked while signed out and opens write-review with it after connecting', async () => {
    const { context, page } = await newPage(browser);
    await installTestWallet(context, TEST_WALLET_KEY);
    await page.goto('/recently-reviews');
    await searchAndOpen(page, project.symbol);
    await page.getByTestId('star-4').click();
    await page.getByRole('dialog').getByText('Test Wallet').first().click();
    await page.waitForURL(
      (url) =>
        url.pathname === `/write-review/${project.chain}/${project.contractAddress.toLowerCase()}`,
      {
        timeout: 30_000,
      },
    );
    const draft = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('reviewed_project') ?? 'null'),
    );
    expect(draft).toMatchObject({ projectId: project.id, rate: 4 });
    await context.close();
  });

  it("shows 'Project not found' with a way back for a project that does not exist", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/project/bsc/nothing-here-0x000000000000000000000000000000000000dead');
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    expect(await notFound.innerText()).toContain('Project not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
