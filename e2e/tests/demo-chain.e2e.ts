// The demo's dev chain in a real browser: the 'Dev Pool Token' (DPOOL) project,
// found from the nav search, shows its price and pool value read from its V2-style pair against
// the dev chain's BUSD, and its reviews carry the holder badges read from the dev chain when
// they were published (one reviewer per tier, from 10 % of the supply down to 0.0005 %).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('demo dev chain', () => {
  it('shows the pool price and holder badges on the dev-chain token project', async () => {
    const res = await fetch(`${baseUrl()}/api/public/projects?keyword=DPOOL&limit=5`);
    const found = (await res.json()) as {
      data: { id: string; symbol: string; lpAddress: string | null; reviewCount: number }[];
    };
    const project = found.data.find((p) => p.symbol === 'DPOOL')!;
    expect(project).toBeTruthy();
    expect(project.lpAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // the eight holders' reviews; other browser tests may add one of their own to this project
    expect(project.reviewCount).toBeGreaterThanOrEqual(8);
    const others = project.reviewCount - 8;

    const { context, page } = await newPage(browser);
    await context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
    await page.goto('/projects');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search projects' });
    await search.fill('DPOOL');
    const option = page.getByRole('option', { name: /Dev Pool Token/ });
    await option.first().waitFor();
    await option.first().click();
    await page.getByTestId('project-header').waitFor();

    // 25,000 BUSD against 500,000 DPOOL: $0.05 each, a $50,000 pool
    const price = page.getByTestId('project-price');
    await price.waitFor();
    expect(await price.innerText()).toContain('$0.05');
    const poolValue = await page.getByTestId('project-pool-value').innerText();
    expect(poolValue).toContain('$50,000');
    expect(poolValue).toContain('DPOOL/BUSD');

    // every holder's review on the page carries the badge and the share held then
    const reviews = page.getByTestId('project-reviews');
    await reviews.getByTestId('review-card').first().waitFor();
    const cards = await reviews.getByTestId('review-card').count();
    expect(cards).toBeGreaterThan(0);
    const badges = await reviews.getByTestId('holder-badge').allInnerTexts();
    expect(badges.length).toBeGreaterThanOrEqual(Math.max(1, cards - others));
    for (const badge of badges)
      expect(badge).toMatch(
        /^(Shrimp|Crab|Octopus|Fish|Dolphin|Shark|Whale|Humpback) · held [\d.,]+ % when reviewing$/,
      );
    expect((page as unknown as { errors: string[] }).errors).toEqual([]);
    await context.close();
  });
});
