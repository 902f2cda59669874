// Signed reviews and edit history in a real browser (issue 16): publishing asks the wallet for
// an EIP-712 signature, 'Signed by the author' re-verifies it in the page and shows the typed
// data; an edit is signed again and the history shows both versions; the project page then
// shows the trusted rating beside the average, and the footer leads to /trust's live figures.
import type { Browser } from 'playwright-core';
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
      const typed = await dialog.getByTestId('signature-typed-data').innerText();
      expect(typed).toContain('"primaryType": "Review"');
      expect(typed).toContain(TITLE);
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
