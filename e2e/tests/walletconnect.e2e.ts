// WalletConnect v2 end to end without the internet: a local relay on 127.0.0.1 speaking the
// relay protocol, the official sign-client as the wallet in this process (a Hardhat dev key),
// and the app built with a project id and that relay's URL. The page signs in through it,
// restores the session on reload, and a disconnect on either side ends the session.
import type { Browser, Page } from 'playwright-core';
import { SignClient } from '@walletconnect/sign-client';
import { recoverMessageAddress, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../src/browser.ts';
import { startLocalRelay, type LocalRelay } from '../src/walletconnect-relay.ts';
import { startWalletConnectApp, type WalletConnectApp } from '../src/walletconnect-app.ts';
import {
  startWalletConnectWallet,
  type TestWalletConnectWallet,
} from '../src/walletconnect-wallet.ts';

// Hardhat's well-known development accounts #2 and #3 (public test keys).
const WALLET_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';
const SECOND_KEY = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6';

let relay: LocalRelay;
let app: WalletConnectApp;
let browser: Browser;
const wallets: TestWalletConnectWallet[] = [];

beforeAll(async () => {
  relay = await startLocalRelay();
  app = await startWalletConnectApp(relay.url);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  for (const wallet of wallets) await wallet.close();
  await app?.close();
  await relay?.close();
});

async function openPage(viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ baseURL: app.baseUrl, locale: 'en-US', viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (process.env.WC_DEBUG)
    page.on('console', (m) => console.log(`[page] ${m.type()} ${m.text()}`));
  if (process.env.WC_DEBUG)
    page.on('response', (r) => {
      if (r.status() >= 400) console.log(`[page] ${r.status()} ${r.request().method()} ${r.url()}`);
    });
  const external: string[] = [];
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/]).*/, (route) => {
    external.push(route.request().url());
    return route.abort();
  });
  return { context, page, errors, external };
}

/** Opens the dialog, chooses WalletConnect and reads the pairing URI the page shows. */
async function pairingUri(page: Page, phone = false): Promise<string> {
  await page.getByTestId('connect-wallet-button').click();
  await page.getByTestId('wallet-option-walletconnect').click();
  const panel = page.locator('[data-testid="walletconnect-panel"][data-uri]');
  await panel.waitFor({ timeout: 30_000 });
  const uri = await panel.getAttribute('data-uri');
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  if (phone) {
    // phones: the `wc:` deep link opens the wallet app; no QR code to scan
    const open = page.getByRole('link', { name: 'Open in wallet' });
    expect(await open.getAttribute('href')).toBe(uri);
    expect(await page.getByRole('img', { name: 'WalletConnect QR code' }).count()).toBe(0);
  } else {
    await page.getByRole('img', { name: 'WalletConnect QR code' }).waitFor();
    expect(await page.getByRole('link', { name: 'Open in wallet' }).count()).toBe(0);
  }
  await page.getByRole('button', { name: 'Copy link' }).waitFor();
  return uri!;
}

async function signedInAddress(page: Page): Promise<string> {
  await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
  await page.getByTestId('user-menu-button').click();
  const text = await page.getByTestId('user-menu-address').innerText();
  await page.keyboard.press('Escape');
  return text;
}

describe('the local WalletConnect relay', () => {
  it('carries a pairing, a session and a personal_sign between two official sign clients', async () => {
    const wallet = await startWalletConnectWallet(relay.url, WALLET_KEY);
    wallets.push(wallet);
    const dapp = await SignClient.init({
      projectId: 'relay-test',
      relayUrl: relay.url,
      telemetryEnabled: false,
      logger: 'error',
      customStoragePrefix: `relay-test-dapp-${Date.now()}`,
      metadata: { name: 'dapp', description: 'dapp', url: 'http://127.0.0.1', icons: [] },
    });
    dapp.core.verify.register = async () => '';
    try {
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:56'], methods: ['personal_sign'], events: [] },
        },
      });
      const walletTopic = await wallet.pair(uri!);
      const session = await approval();
      expect(session.topic).toBe(walletTopic);
      expect(session.namespaces.eip155?.accounts).toEqual([`eip155:56:${wallet.account.address}`]);
      const message = 'relay round trip';
      const signature = (await dapp.request({
        topic: session.topic,
        chainId: 'eip155:56',
        request: { method: 'personal_sign', params: [toHex(message), wallet.account.address] },
      })) as `0x${string}`;
      expect(await recoverMessageAddress({ message, signature })).toBe(wallet.account.address);
      // the relay saw the protocol's methods, and the clients' auth JWT and project id
      const methods = new Set(relay.log.map((e) => e.method));
      for (const m of ['irn_subscribe', 'irn_publish', 'wc_proposeSession', 'wc_approveSession'])
        expect(methods).toContain(m);
      expect(relay.connections.some((q) => q.get('projectId') === 'relay-test')).toBe(true);
      expect(relay.connections.every((q) => (q.get('auth') ?? '').split('.').length === 3)).toBe(
        true,
      );
      await dapp.disconnect({
        topic: session.topic,
        reason: { code: 6000, message: 'User disconnected.' },
      });
      await expect.poll(() => wallet.deleted).toContain(session.topic);
    } finally {
      await dapp.core.relayer.transportClose().catch(() => undefined);
    }
  });
});

describe('sign-in with WalletConnect', () => {
  it('pairs from the QR dialog, signs the server challenge, restores on reload, and the wallet disconnect signs out', async () => {
    const wallet = await startWalletConnectWallet(relay.url, WALLET_KEY);
    wallets.push(wallet);
    const { context, page, errors, external } = await openPage();
    await page.goto('/');
    const uri = await pairingUri(page);
    const topic = await wallet.pair(uri);

    expect(await signedInAddress(page)).toContain(wallet.account.address);
    expect(wallet.requests).toEqual(['personal_sign']);
    expect(await page.evaluate(() => localStorage.getItem('wallet_kind'))).toContain(
      'walletconnect',
    );

    // Reload: the stored session comes back from the browser's storage, no new pairing.
    const proposalsBefore = relay.log.filter((e) => e.method === 'wc_proposeSession').length;
    const logBefore = relay.log.length;
    await page.reload();
    expect(await signedInAddress(page)).toContain(wallet.account.address);
    await expect
      .poll(
        () =>
          relay.log
            .slice(logBefore)
            .some((e) => e.method === 'irn_batchSubscribe' || e.topic === topic),
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(relay.log.filter((e) => e.method === 'wc_proposeSession').length).toBe(proposalsBefore);
    expect(wallet.client.session.getAll().map((s) => s.topic)).toEqual([topic]);

    // The wallet ends the session: the page signs out, without requests failing on the way.
    const unauthorized: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401) unauthorized.push(`${r.request().method()} ${r.url()}`);
    });
    await wallet.disconnect(topic);
    await page.getByTestId('connect-wallet-button').waitFor({ timeout: 20_000 });
    await page.getByText('Your wallet disconnected, so you have been signed out.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.waitForLoadState('networkidle');
    expect(unauthorized).toEqual([]);
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await context.close();
  });

  it('says when the wallet rejects, and pairs again on Try again', async () => {
    const wallet = await startWalletConnectWallet(relay.url, WALLET_KEY);
    wallets.push(wallet);
    const { context, page, errors } = await openPage();
    await page.goto('/');
    const first = await pairingUri(page);
    wallet.rejectNextProposal = true;
    await expect(wallet.pair(first)).rejects.toThrow('rejected');
    const panel = page.getByTestId('walletconnect-panel');
    await panel.getByText('The wallet rejected the connection.').waitFor({ timeout: 20_000 });
    expect(await panel.getAttribute('data-status')).toBe('rejected');
    expect(await page.getByTestId('user-menu-button').count()).toBe(0);

    await panel.getByRole('button', { name: 'Try again' }).click();
    const fresh = page.locator('[data-testid="walletconnect-panel"][data-uri]');
    await fresh.waitFor({ timeout: 30_000 });
    const second = await fresh.getAttribute('data-uri');
    expect(second).not.toBe(first);
    await wallet.pair(second!);
    expect(await signedInAddress(page)).toContain(wallet.account.address);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a phone: pairs through the deep link, and our logout ends the wallet's session", async () => {
    const wallet = await startWalletConnectWallet(relay.url, SECOND_KEY);
    wallets.push(wallet);
    const { context, page, errors } = await openPage({ width: 390, height: 844 });
    await page.goto('/');
    const topic = await wallet.pair(await pairingUri(page, true));
    expect(await signedInAddress(page)).toContain(wallet.account.address);

    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('connect-wallet-button').waitFor();
    await expect.poll(() => wallet.deleted, { timeout: 20_000 }).toContain(topic);
    expect(wallet.client.session.getAll()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
