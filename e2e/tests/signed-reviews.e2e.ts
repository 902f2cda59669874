// Signed reviews and edit history in a real browser: publishing asks the wallet for an EIP-712
// signature naming this site and the wallet's chain, 'Signed by the author' re-verifies it in
// the page and shows how to check it anywhere; an edit is signed again and the history shows
// both versions, each verified in the page; the project page then shows the trusted rating
// beside the average, and the footer leads to /trust's live figures.
import type { Browser } from 'playwright-core';
import { verifyTypedData, type Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';
import { installTestWallet } from '../src/test-wallet.ts';

interface DemoProject {
  id: string;
  chain: string;
  contractAddress: string | null;
  reviewCount: number;
}

const TITLE = 'Signed review: audits published and fees stayed low';
const CONTENT =
  'I have used the protocol for two months. The audit reports are public, fees stayed low and withdrawals were quick.';

let browser: Browser;
let project: DemoProject;

beforeAll(async () => {
  browser = await launch();
  const res = await fetch(`${baseUrl()}/api/public/projects?limit=30&sort=reviewCount&order=asc`);
  const list = ((await res.json()) as { data: DemoProject[] }).data;
  // not the first unreviewed project: reviews.e2e.ts writes on that one
  const fresh = list.filter((p) => p.reviewCount === 0 && p.contractAddress);
  project = fresh[1] ?? fresh[0] ?? list[0]!;
});
afterAll(async () => {
  await browser?.close();
});

describe('signed reviews', () => {
  it(
    'signs a review, verifies it in the browser, and keeps both versions after an edit',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await newPage(browser);
      const wallet = await installTestWallet(context, generatePrivateKey());
      await context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
      await page.goto('/');
      await page.getByTestId('connect-wallet-button').click();
      await page.getByRole('dialog').getByText('Test Wallet').first().click();
      await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });

      await page.goto(
        `/project/${project.chain}/${(project.contractAddress ?? project.id).toLowerCase()}`,
      );
      await page.getByTestId('rate-block').waitFor();
      await page.getByTestId('star-4').click();
      await page.waitForURL((url) => url.pathname.startsWith('/write-review/'));
      await page.getByTestId('review-title').fill(TITLE);
      await page.getByTestId('review-content-editor').click();
      await page.keyboard.type(CONTENT);
      await page.getByTestId('review-confirm').check();
      await page.waitForFunction(
        () => !document.querySelector<HTMLButtonElement>('[data-testid="review-submit"]')?.disabled,
      );
      const created = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/project\/\d+\/reviews$/.test(r.url()),
      );
      await page.getByTestId('review-submit').click();
      const createdRes = await created;
      expect(createdRes.status()).toBe(200);
      const review = ((await createdRes.json()) as { data: { id: string; isSigned: boolean } })
        .data;
      // the wallet was asked for typed data, and the server stored a verified signature
      expect(wallet.calls).toContain('eth_signTypedData_v4');
      expect(review.isSigned).toBe(true);
      await page.getByTestId('review-success-close').click();

      const card = page.locator(`[data-testid="review-card"][data-review-id="${review.id}"]`);
      await card.getByTestId('signed-by-author').click();
      const dialog = page.getByTestId('signature-dialog');
      await dialog.getByTestId('signature-verified').waitFor({ timeout: 30_000 });
      expect(await card.getByTestId('signed-by-author').innerText()).toBe('Signed by the author');
      // version 2 of the domain: the wallet's chain (BNB Chain, where the test wallet sits)
      const config = (await (await fetch(`${baseUrl()}/api/public/system-configs`)).json()) as {
        data: { reviewSignature: { site: string } };
      };
      const domain = JSON.parse(await dialog.getByTestId('signature-domain').innerText());
      expect(domain).toEqual({ name: 'ChainReview', version: '2', chainId: 56 });
      const message = JSON.parse(await dialog.getByTestId('signature-message').innerText());
      expect(message).toMatchObject({
        site: config.data.reviewSignature.site,
        chainId: 56,
        title: TITLE,
        rate: 4,
        author: wallet.account.address.toLowerCase(),
      });
      expect(await dialog.getByTestId('signature-types').innerText()).toContain('"Review"');
      expect(await dialog.getByTestId('signature-snippet-viem').innerText()).toContain(
        'verifyTypedData',
      );
      expect(await dialog.getByTestId('signature-snippet-ethers').innerText()).toContain(
        "from 'ethers'",
      );
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // edit: signed again, and the history shows both versions
      await page.getByTestId('my-review-edit').click();
      const edit = page.getByRole('dialog');
      await edit.getByTestId('review-title').waitFor();
      await edit.getByTestId('review-title').fill(`${TITLE}, edited`);
      await edit.getByTestId('review-confirm').check();
      const edited = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/reviews/${review.id}`),
      );
      await edit.getByTestId('review-submit').click();
      const editedRes = await edited;
      expect(editedRes.status()).toBe(200);
      expect(((await editedRes.json()) as { data: { isSigned: boolean } }).data.isSigned).toBe(
        true,
      );
      expect(wallet.calls.filter((c) => c === 'eth_signTypedData_v4')).toHaveLength(2);
      await card.getByText(`${TITLE}, edited`).waitFor();
      await card.getByTestId('review-history').click();
      const history = page.getByTestId('history-dialog');
      await history.getByTestId('review-version').nth(1).waitFor();
      const versions = await history.getByTestId('review-version').allInnerTexts();
      expect(versions).toHaveLength(2);
      expect(versions[0]).toContain(`${TITLE}, edited`);
      expect(versions[1]).toContain(TITLE);
      expect(versions[1]).not.toContain(`${TITLE}, edited`);
      // both versions verified in the page against the author's address
      await history.getByTestId('version-verified').nth(1).waitFor({ timeout: 30_000 });
      expect(await history.getByTestId('version-verified').count()).toBe(2);
      expect(await history.getByTestId('version-not-verified').count()).toBe(0);
      // and outside it: viem on the public history, each version over its own title
      const served = (await (
        await fetch(`${baseUrl()}/api/public/reviews/${review.id}/versions`)
      ).json()) as {
        data: Array<{ signature: Hex; typedData: Parameters<typeof verifyTypedData>[0] }>;
      };
      expect(served.data).toHaveLength(2);
      for (const v of served.data)
        expect(
          await verifyTypedData({
            ...v.typedData,
            address: wallet.account.address,
            signature: v.signature,
          }),
        ).toBe(true);
      await page.keyboard.press('Escape');

      // the project page shows the trusted rating beside the plain average, explained on focus
      await page.goto(
        `/project/${project.chain}/${(project.contractAddress ?? project.id).toLowerCase()}`,
      );
      const trusted = page.getByTestId('trusted-rating');
      await trusted.waitFor();
      expect(await trusted.innerText()).toMatch(/Trusted rating \d\.\d/);
      await page.getByTestId('trusted-rating-info').focus();
      const explain = page.getByTestId('trusted-rating-explain');
      await explain.waitFor();
      expect(await explain.innerText()).toContain('Average: the plain mean of all reviews');

      // the footer links the trust page, whose figures are live: this signed review counts
      await page.getByTestId('footer-trust').click();
      await page.waitForURL((url) => url.pathname === '/trust');
      const figures = (await (await fetch(`${baseUrl()}/api/public/trust`)).json()) as {
        data: { reviewsSigned: number };
      };
      expect(figures.data.reviewsSigned).toBeGreaterThanOrEqual(1);
      await page
        .getByTestId('trust-figure-reviewsSigned')
        .getByText(new Intl.NumberFormat('en').format(figures.data.reviewsSigned), { exact: true })
        .waitFor();
      await context.close();
    },
  );
});
