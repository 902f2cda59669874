// The rough edges a new user hits, in a real browser on the demo: one network
// rule (an injected wallet on Ethereum is switched once to the donation chain, then reports
// and donates), the donate maximum message, Submit disabled without energy, toasts below the
// nav, the phone header's menu with the network name, and full-width project lists.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';
import { installTestWallet, type TestWallet } from '../src/test-wallet.ts';

/** Hardhat's well-known dev account #3: funded with dev BNB by the demo. */
const DONOR_KEY: Hex = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6';

interface Config {
  donation: { enabled: boolean; chainId: number };
  chains: { chainId: number | null; name: string; nodeRpcUrl: string | null }[];
}
interface Review {
  id: string;
  user: { address: string };
}

let browser: Browser;
let config: Config;
let rpcUrl: string;
let chainName: string;

async function api<T = unknown>(
  method: string,
  path: string,
  token: string | null = null,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

async function apiLogin(key: Hex): Promise<string> {
  const account = privateKeyToAccount(key);
  const challenge = await api<{ data: { message: string } }>('POST', '/login', null, {
    address: account.address,
  });
  const sign = await account.signMessage({ message: challenge.data.message });
  return (
    await api<{ data: { access_token: string } }>('POST', '/verify-login', null, {
      address: account.address,
      sign,
    })
  ).data.access_token;
}

async function signIn(page: Page, path = '/recently-reviews') {
  await page.goto(path);
  await page.getByTestId('connect-wallet-button').click();
  await page.getByRole('dialog').getByText('Test Wallet').first().click();
  await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
}

async function hintsDone(context: BrowserContext) {
  await context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
}

/** A fresh reviewer writes a review on a demo project through the API. */
async function freshReview(): Promise<Review> {
  const token = await apiLogin(generatePrivateKey());
  const project = (
    await api<{ data: { id: string }[] }>(
      'GET',
      '/public/projects?limit=1&sort=reviewCount&order=asc',
    )
  ).data[0]!;
  return (
    await api<{ data: Review }>('POST', `/project/${project.id}/reviews`, token, {
      title: 'A review to report and to tip',
      content: 'A review written so that another user can report it and tip its author.',
      rate: 3,
      language: 'en',
    })
  ).data;
}

beforeAll(async () => {
  browser = await launch();
  config = (await api<{ data: Config }>('GET', '/public/system-configs')).data;
  expect(config.donation.enabled).toBe(true);
  const chain = config.chains.find((c) => c.chainId === config.donation.chainId)!;
  rpcUrl = chain.nodeRpcUrl!;
  chainName = chain.name;
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('one network rule', () => {
  it('switches an injected wallet on Ethereum once to the donation chain, then reports and donates', async () => {
    const review = await freshReview();
    const { context, page } = await newPage(browser);
    await hintsDone(context);
    const wallet: TestWallet = await installTestWallet(context, DONOR_KEY, 1, rpcUrl);
    await signIn(page, `/reviews/${review.id}`);
    expect(await page.getByTestId('chain-name').innerText()).toBe('Ethereum');

    // Report on Ethereum: the Switch Network modal names the donation chain
    const card = page.getByTestId('review-card').first();
    await card.getByTestId('review-menu').click();
    await page.getByTestId('review-report').click();
    const modal = page.getByRole('dialog', { name: 'Switch Network' });
    await modal.waitFor();
    expect(await modal.getByTestId('switch-network-message').innerText()).toBe(
      `This feature only support ${chainName} network.`,
    );
    await modal.getByTestId('switch-network-button').click();
    // ...the wallet moves once, and the report dialog follows at once
    await page.getByTestId('report-form').waitFor({ timeout: 15_000 });
    expect(wallet.chainId).toBe(config.donation.chainId);
    expect(wallet.calls.filter((m) => m === 'wallet_switchEthereumChain')).toHaveLength(1);
    expect(await page.getByTestId('chain-name').innerText()).toBe(chainName);
    await page.getByTestId('report-reason-do_not_spam').click();
    await page.getByTestId('report-note').fill('This looks like a copy of another review.');
    await page.getByTestId('report-submit').click();
    await page.getByText('Report has been successful').first().waitFor({ timeout: 15_000 });

    // Donate on the same chain: no second switch, the dialog opens straight away
    await card.getByTestId('review-donate').click();
    const dialog = page.getByRole('dialog', { name: 'Donate to the reviewer' });
    await dialog.waitFor();
    expect(await page.getByRole('dialog', { name: 'Switch Network' }).count()).toBe(0);
    await dialog
      .getByTestId('donate-balance')
      .filter({ hasText: /\d+\.\d+ BNB/ })
      .waitFor({ timeout: 20_000 });

    // spec 5: typing 50 BNB says the maximum, and the field is not silently emptied
    const amount = dialog.getByTestId('donate-amount');
    await amount.pressSequentially('50');
    await dialog.getByText('Maximum donate amount is 10 BNB').waitFor();
    expect(await amount.inputValue()).toBe('5');
    expect(await dialog.getByText('Please input your donate amount!').count()).toBe(0);
    // 'BNB' sits inside the field with room to spare
    const field = await amount.boundingBox();
    const token = await dialog.getByTestId('donate-amount-token').boundingBox();
    expect(token!.x + token!.width).toBeLessThanOrEqual(field!.x + field!.width - 8);

    await amount.fill('0.01');
    // dollar values show offline too (the demo's BNB price), as everywhere else
    await dialog.getByText(/≈ \$\d/).waitFor({ timeout: 15_000 });
    await dialog.getByTestId('donate-submit').click();
    await page.getByText('Transaction has been succeeded').first().waitFor({ timeout: 60_000 });
    expect(wallet.calls.filter((m) => m === 'wallet_switchEthereumChain')).toHaveLength(1);
    await context.close();
  }, 180_000);
});

describe('energy', () => {
  it('disables Submit with the refill countdown when energy is below the review cost', async () => {
    const key = generatePrivateKey();
    const token = await apiLogin(key);
    const projects = (
      await api<{ data: { id: string; chain: string; contractAddress: string | null }[] }>(
        'GET',
        '/public/projects?limit=4&sort=reviewCount&order=desc',
      )
    ).data;
    // a level 1 user has 30 energy: three reviews spend it all
    for (const [i, project] of projects.slice(0, 3).entries())
      await api('POST', `/project/${project.id}/reviews`, token, {
        title: `Spending my energy here, part ${i + 1}`,
        content: `Review number ${i + 1} of three that spend the whole energy bar of a new user.`,
        rate: 4,
        language: 'en',
      });
    const target = projects[3]!;
    const { context, page } = await newPage(browser);
    await hintsDone(context);
    await installTestWallet(context, key);
    await signIn(page);
    await page.goto(`/write-review/${target.chain}/${target.contractAddress ?? target.id}`);
    await page.getByRole('radio', { name: 'Rate 4 stars' }).click();
    await page.getByTestId('review-title').fill('A title that is long enough');
    await page.getByTestId('review-confirm').click();
    expect(await page.getByTestId('energy-note').innerText()).toContain('You have 0 energy left.');
    expect(await page.getByTestId('energy-wait').innerText()).toMatch(
      /you can submit when it is full again in \d+:\d\d:\d\d/,
    );
    expect(await page.getByTestId('review-submit').isDisabled()).toBe(true);
    await context.close();
  }, 120_000);
});

describe('nav', () => {
  it('opens toasts below the nav, clear of its buttons', async () => {
    const { context, page } = await newPage(browser);
    await hintsDone(context);
    const wallet = await installTestWallet(context, generatePrivateKey());
    wallet.rejectNextSign = { code: -32603, message: 'The signer is unavailable' };
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/projects');
    await page.getByTestId('connect-wallet-button').click();
    await page.getByRole('dialog').getByText('Test Wallet').first().click();
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor({ timeout: 20_000 });
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await context.close();
  }, 60_000);

  it('gives phones a menu with theme, language and the network name', async () => {
    const { context, page } = await newPage(browser);
    await hintsDone(context);
    await installTestWallet(context, generatePrivateKey());
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.getByTestId('phone-menu-button').waitFor();
    expect(await page.getByTestId('theme-toggle').isVisible()).toBe(false);
    await page.getByTestId('phone-menu-button').click();
    expect(await page.getByTestId('phone-chain-name').innerText()).toBe('BNB Chain');
    await page.getByTestId('phone-theme-dark').click();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await page.getByTestId('phone-language-ja').click();
    await expect
      .poll(() => page.locator('html').getAttribute('lang'), { timeout: 10_000 })
      .toBe('ja');
    expect(await page.getByTestId('site-footer').innerText()).toContain('無断転載を禁じます');
    // the nav fits: nothing sticks out of the viewport
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  }, 60_000);

  it('keeps the main pages inside a phone screen (long words wrap)', async () => {
    const { context, page } = await newPage(browser);
    await hintsDone(context);
    await page.setViewportSize({ width: 390, height: 844 });
    // DPOOL's description holds a 42-character address without spaces
    const dpool = (
      await api<{ data: { id: string; chain: string; contractAddress: string }[] }>(
        'GET',
        '/public/projects?limit=1&keyword=DPOOL',
      )
    ).data[0]!;
    const review = (
      await api<{ data: { id: string }[] }>('GET', `/public/project/${dpool.id}/reviews?limit=1`)
    ).data[0]!;
    const paths = [
      '/',
      '/projects',
      `/project/${dpool.chain}/${dpool.contractAddress}`,
      `/reviews/${review.id}`,
      '/quests',
      '/trust',
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.getByTestId('site-footer').waitFor({ timeout: 20_000 });
      if (path.startsWith('/project/')) {
        // the reviews and the sidebar load as they come near: scroll down to them
        const about = page.getByTestId('about-project');
        await expect
          .poll(
            async () => {
              await page.mouse.wheel(0, 800);
              return about.count();
            },
            { timeout: 20_000 },
          )
          .toBeGreaterThan(0);
        await about.waitFor();
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
    await context.close();
  }, 90_000);

  it('keeps the nav inside a narrow phone in a long language (Connect Wallet shortens)', async () => {
    const { context, page } = await newPage(browser);
    await hintsDone(context);
    for (const [lang, width] of [
      ['ru', 360],
      ['en', 320],
    ] as const) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/?lang=${lang}`);
      await page.getByTestId('site-footer').waitFor({ timeout: 20_000 });
      const connect = page.getByTestId('connect-wallet-button');
      await connect.waitFor();
      const outside = await page.evaluate((w) => {
        const header = document.querySelector('header')!;
        return [...header.querySelectorAll('button, a')]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.right > w + 0.5 || box.left < -0.5))
          .map(({ el }) => el.getAttribute('aria-label') ?? el.textContent);
      }, width);
      expect({ lang, width, outside }).toEqual({ lang, width, outside: [] });
      // the whole label stays the button's name for screen readers
      await expect
        .poll(() => connect.innerText())
        .toBe(lang === 'ru' ? 'Подключить кошелёк' : 'Connect Wallet');
    }
    await context.close();
  }, 60_000);

  it('lays the project lists out full width', async () => {
    const { context, page } = await newPage(browser);
    await hintsDone(context);
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const path of ['/projects', '/projects-by-chain']) {
      await page.goto(path);
      const panel = page.getByTestId('project-list-panel');
      await panel.getByTestId('project-list').waitFor({ timeout: 20_000 });
      const box = await panel.boundingBox();
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      expect(box!.x).toBe(0);
      expect(box!.width).toBe(width);
    }
    await context.close();
  }, 60_000);
});

describe('NFT avatar', () => {
  it('chooses an owned NFT as avatar, which then carries the NFT mark', async () => {
    // Hardhat's dev account #6: the demo mints it two tokens of the mock collection
    const { context, page } = await newPage(browser);
    await hintsDone(context);
    await installTestWallet(
      context,
      '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
    );
    await signIn(page, '/me');
    // the profile is on screen: its avatar decides the mark, which it does not carry yet
    await page.getByTestId('profile-avatar').waitFor();
    expect(await page.getByTestId('nft-mark').count()).toBe(0);
    await page.getByTestId('choose-nft-button').click();
    const modal = page.getByRole('dialog', { name: 'Choose an NFT as your avatar' });
    await modal.getByTestId('nft-list').waitFor({ timeout: 20_000 });
    expect(await modal.getByTestId('nft-option').count()).toBeGreaterThanOrEqual(2);
    await modal.getByTestId('nft-submit').click();
    await modal.getByText('Please select a NFT').waitFor();
    await modal.getByTestId('nft-option').first().click();
    await modal.getByTestId('nft-submit').click();
    await page.getByText('Your avatar has been updated').first().waitFor({ timeout: 20_000 });
    await modal.waitFor({ state: 'detached' });
    await page.getByTestId('nft-mark').waitFor();
    const token = JSON.parse((await page.evaluate(() => localStorage.getItem('access_token')))!);
    const me = await api<{ data: { avatar: { type: string; url: string } } }>('GET', '/me', token);
    expect(me.data.avatar.type).toBe('nft');
    // the mark survives a reload (it comes from the profile, not from the dialog)
    await page.reload();
    await page.getByTestId('nft-mark').waitFor({ timeout: 20_000 });
    await context.close();
  }, 90_000);
});
