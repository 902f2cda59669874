// Quests in a real browser on the demo's dev chain: the demo project's owner (Hardhat dev
// account #3) creates a quest through the three steps and funds it (BUSD: approval, then the
// escrow's fund), the server verifies the deposit and publishes it; a second user joins,
// completes a checked task (follow the project) and a declared one, wins the only FCFS place
// and is told the claim opens at the quest's end (the escrow pays from the end on); the Demo
// wallet claims its reward of the seeded settled quest once that one has ended (two minutes
// after the server seeded it) and sees the BUSD arrive.
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, http, parseAbi, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';
import { installTestWallet } from '../src/test-wallet.ts';

/** Hardhat's dev accounts #3 (the demo quests' owner) and #4: funded on the dev chain. */
const OWNER_KEY = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6';
const PLAYER_KEY = '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a';
/** Hardhat's dev account #1, the Demo wallet: a winner of the demo's settled quest. */
const DEMO_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const DEMO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let browser: Browser;
let chainId: number;
let rpcUrl: string;
let busd: Address;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function signedInPage(key: `0x${string}`): Promise<Page> {
  const { context, page } = await newPage(browser);
  await installTestWallet(context, key, chainId, rpcUrl);
  await context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
  await page.goto('/quests');
  await page.getByTestId('connect-wallet-button').click();
  await page.getByRole('dialog').getByText('Test Wallet').first().click();
  await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
  return page;
}

async function busdOf(address: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  return client.readContract({
    address: busd,
    abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
    functionName: 'balanceOf',
    args: [address],
  });
}

beforeAll(async () => {
  browser = await launch();
  const config = await api<{
    data: {
      donation: { chainId: number; busdAddress: Address };
      chains: { chainId: number | null; nodeRpcUrl: string | null }[];
    };
  }>('/public/system-configs');
  chainId = config.data.donation.chainId;
  busd = config.data.donation.busdAddress;
  rpcUrl = config.data.chains.find((c) => c.chainId === chainId)!.nodeRpcUrl!;
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('quests', () => {
  it('an owner creates and funds a quest; another user joins, completes it and wins; a winner claims after the end', async () => {
    // the demo seed lists its quests in the tabs
    const owner = await signedInPage(OWNER_KEY);
    await owner.getByTestId('quest-card').first().waitFor({ timeout: 20_000 });

    // ---- the owner: Create Quest, three steps ------------------------------------------
    await owner.getByTestId('create-quest-link').click();
    const form = owner.getByTestId('create-quest-form');
    await form.waitFor({ timeout: 20_000 });
    // the spec's texts on an empty first step
    await owner.getByTestId('quest-form-next').click();
    await owner.getByText('Please write your title').waitFor();
    await owner.getByText('Please write your summary').waitFor();

    const [start, end] = await owner.evaluate(() => {
      const local = (d: Date) => {
        const p = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
      };
      const now = new Date();
      return [local(now), local(new Date(now.getTime() + 2 * 3_600_000))];
    });
    await owner.getByTestId('quest-form-title').fill('Browser test quest');
    await owner.getByTestId('quest-form-summary').fill('Follow the project and visit the docs.');
    await owner
      .getByTestId('quest-form-description')
      .fill('A quest created, funded and claimed in a real browser.');
    await owner.getByTestId('quest-form-starts').fill(start!);
    await owner.getByTestId('quest-form-ends').fill(end!);
    await owner.getByTestId('quest-form-next').click();

    // step 2: eligibility is required; tasks: follow (checked, default) + a link (declared)
    await owner.getByTestId('quest-form-next').click();
    await owner.getByText('Please set the eligibility to participate in the quest').waitFor();
    await owner.getByRole('radio', { name: 'Everyone' }).check();
    await owner.getByTestId('quest-form-task-kind').click();
    await owner.getByRole('option', { name: /Visit a link/ }).click();
    await owner.getByTestId('quest-form-add-task').click();
    await owner.getByTestId('quest-form-next').click();
    await owner.getByText('A link is required for this task.').waitFor();
    await owner.getByTestId('quest-form-task-url').fill('https://example.org/docs');
    await owner.getByTestId('quest-form-next').click();

    // step 3: FCFS, 3 BUSD to one winner; the summary shows the pool
    await form.getByText('BUSD', { exact: true }).click();
    await owner.getByTestId('quest-form-amount').fill('3');
    await owner.getByTestId('quest-form-winners').fill('1');
    await owner
      .getByTestId('quest-form-summary-box')
      .getByText(/3 BUSD × 1/)
      .waitFor();
    await owner.getByTestId('quest-form-submit').click();
    await owner.getByText('The approval has been succeeded').waitFor({ timeout: 60_000 });
    await owner.getByText('The quest is funded and published').waitFor({ timeout: 60_000 });
    await owner.waitForURL(/\/quest\/\d+$/, { timeout: 20_000 });
    const questId = /\/quest\/(\d+)$/.exec(owner.url())![1]!;
    await owner
      .getByTestId('quest-detail')
      .and(owner.locator('[data-state="live"]'))
      .waitFor({ timeout: 20_000 });
    const published = await api<{ data: { funding: { transactionHash: string | null } } }>(
      `/public/campaigns/${questId}`,
    );
    expect(published.data.funding.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);

    // ---- a second user: join, complete the tasks, win, claim --------------------------
    const player = await signedInPage(PLAYER_KEY);
    await player.goto(`/quest/${questId}`);
    await player.getByTestId('quest-join').click();
    await player.getByText('You joined the quest').waitFor({ timeout: 20_000 });
    await player.getByTestId('quest-progress').waitFor();

    // the follow task is checked against our data: refused until the user follows
    const followTask = player.locator('[data-testid="quest-task"][data-kind="follow_project"]');
    await followTask.getByTestId('quest-task-check').click();
    await player.getByText('This task is not done yet.').waitFor({ timeout: 20_000 });
    await player.getByTestId('quest-detail').getByRole('link').first().click();
    const followed = player.waitForResponse(
      (r) => r.url().includes('/api/follows/') && r.request().method() === 'POST',
    );
    await player.getByTestId('follow-button').first().click();
    expect((await followed).status()).toBe(200);
    await player.goto(`/quest/${questId}`);
    await followTask.getByTestId('quest-task-check').click();
    await player
      .locator('[data-testid="quest-task"][data-kind="follow_project"][data-done="true"]')
      .waitFor({ timeout: 20_000 });
    const linkTask = player.locator('[data-testid="quest-task"][data-kind="url"]');
    await expect(linkTask.getByText('Not verified: you declare it done').count()).resolves.toBe(1);
    await linkTask.getByTestId('quest-task-check').click();
    await player.getByTestId('quest-completed').getByText('You won!').waitFor({ timeout: 20_000 });

    // the only place is taken: settled, but the escrow pays from the quest's end on
    await player.locator('[data-testid="quest-detail"][data-state="settled"]').waitFor();
    await player.getByTestId('quest-claim-opens').waitFor();
    expect(await player.getByTestId('quest-claim-button').count()).toBe(0);

    // the quest list shows it under Ended, the owner's page shows the winner
    await owner.reload();
    await owner.getByTestId('quest-winner').first().waitFor({ timeout: 20_000 });
    await player.goto('/quests?tab=ended');
    await player.locator(`[data-testid="quest-card"][data-quest-id="${questId}"]`).waitFor();

    // ---- the Demo wallet claims the seeded settled quest's reward once it has ended -------
    const ended = await api<{ data: { id: string; title: string; state: string }[] }>(
      '/public/campaigns?status=ended&limit=50',
    );
    const seeded = ended.data.find(
      (q) => q.state === 'settled' && q.title.endsWith('early supporters'),
    )!;
    expect(seeded).toBeDefined();
    const demo = await signedInPage(DEMO_KEY);
    await demo.goto(`/quest/${seeded.id}`);
    // the page shows the Claim button by itself when the end passes (at most two minutes
    // after the server seeded the quest)
    await demo.getByTestId('quest-claim-button').waitFor({ timeout: 180_000 });
    const before = await busdOf(DEMO);
    await demo.getByTestId('quest-claim-button').click();
    await demo.getByTestId('quest-claimed').waitFor({ timeout: 60_000 });
    expect((await busdOf(DEMO)) - before).toBe(25n * 10n ** 18n);
    // the other seeded winner has not claimed: only the Demo wallet's row says Claimed
    await demo
      .getByTestId('quest-winners')
      .getByText('Claimed', { exact: true })
      .waitFor({ timeout: 20_000 });
  }, 420_000);
});
