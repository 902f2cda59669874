// The admin console in a real browser against the demo: the Demo wallet (an admin in demo
// mode) opens /admin, approves a pending submission, upholds a report, accepts an edit request,
// and finds each decision in the audit trail; a visitor gets the not-found page at /admin.
// Then a second wallet (Hardhat's dev account #3, which the dev chain's 'Dev Owned Token'
// names as its owner()) claims that token's project from its page, gets the Product Owner
// badge on its review and edits the project; the claim and the edit are in the audit trail.
import type { Browser, Page } from 'playwright-core';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInByApi } from '../src/api.ts';
import { launch, newPage } from '../src/browser.ts';
import { installTestWallet } from '../src/test-wallet.ts';

/** Hardhat's well-known dev account #3: owner() of the dev chain's Dev Owned Token. */
const OWNER_KEY = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6';
const OWNER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  const opened = await newPage(browser);
  // the guided tour would cover the console's tabs; it has its own tests
  await opened.context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
  page = opened.page;
});
afterAll(async () => {
  await browser?.close();
});

async function confirmWith(title: string, reason?: string) {
  const dialog = page.getByRole('dialog', { name: title });
  if (reason) await dialog.getByRole('textbox').fill(reason);
  await dialog.getByTestId('admin-confirm').click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('admin console', () => {
  it('is a not-found page for visitors', async () => {
    const visitor = (await newPage(browser)).page;
    await visitor.goto('/admin');
    await visitor.getByTestId('not-found').waitFor();
    await visitor.close();
  });

  it('lets the Demo wallet settle every queue and shows each decision in the audit trail', async () => {
    await page.goto('/');
    await page.getByTestId('connect-wallet-button').click();
    await page.getByRole('dialog').getByText('Demo wallet').first().click();
    await page.getByTestId('connect-wallet-button').waitFor({ state: 'detached' });

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin console' }).waitFor();

    // a pending submission
    const submission = page.getByTestId('admin-submission').first();
    const name = (await submission.locator('p').first().innerText()).split(' (')[0]!.trim();
    await submission.getByRole('button', { name: 'Approve' }).click();
    await confirmWith('Approve this submission?');
    await page.getByText(`${name} is published.`).waitFor();

    // a report: upholding needs a reason
    await page.getByRole('tab', { name: /Reports/ }).click();
    const report = page.getByTestId('admin-report').first();
    await report.getByRole('button', { name: 'Uphold (block)' }).click();
    const upholdDialog = page.getByRole('dialog', { name: 'Uphold the reports?' });
    await upholdDialog.getByTestId('admin-confirm').click();
    await upholdDialog.getByText('Please give a reason.').waitFor();
    await confirmWith('Uphold the reports?', 'Promotion disguised as a review.');
    await page.getByText('The reports were upheld and the content blocked.').waitFor();

    // an edit request, shown as a diff
    await page.getByRole('tab', { name: /Edit requests/ }).click();
    const request = page.getByTestId('admin-edit-request').first();
    await request.getByRole('columnheader', { name: 'Proposed' }).waitFor();
    await request.getByRole('button', { name: 'Accept' }).click();
    await confirmWith('Accept this edit request?');
    await page.getByText('The edit request was accepted and applied.').waitFor();

    // the audit trail lists all three, newest first
    await page.getByRole('tab', { name: 'Audit trail' }).click();
    await page.waitForURL('**/admin/audit');
    const audit = page.getByTestId('admin-audit');
    await audit.waitFor();
    for (const action of ['submission.approve', 'report.uphold', 'edit_request.accept'])
      await audit.locator(`tr[data-action="${action}"]`).first().waitFor();
    const first = audit.locator('tbody tr').first();
    expect(await first.getAttribute('data-action')).toBe('edit_request.accept');
    await audit.getByText('Promotion disguised as a review.').waitFor();
    expect((page as Page & { errors?: string[] }).errors ?? []).toEqual([]);
  });

  it("lets a second wallet claim the dev-chain token's project on chain and edit it", async () => {
    expect(privateKeyToAccount(OWNER_KEY).address).toBe(OWNER);
    const found = await call<{
      data: { id: string; name: string; contractAddress: string; ownerAddress: string | null }[];
    }>('GET', `/public/projects?keyword=${encodeURIComponent('Dev Owned Token')}&limit=5`);
    const project = found.data.find((p) => p.name === 'Dev Owned Token')!;
    expect(project).toBeTruthy();
    expect(project.ownerAddress).toBeNull();

    // the future owner reviewed the project before claiming it
    const token = await signInByApi(OWNER_KEY);
    const review = (
      await call<{ data: { id: string } }>(
        'POST',
        `/project/${project.id}/reviews`,
        {
          title: 'Our own token, honestly described',
          content: 'We wrote this token for the demo; this review says what it does and why.',
          rate: 4,
          language: 'en',
        },
        token,
      )
    ).data;

    const opened = await newPage(browser);
    const owner = opened.page;
    await installTestWallet(opened.context, OWNER_KEY);
    await opened.context.addInitScript(() =>
      localStorage.setItem('hints', JSON.stringify(['DONE'])),
    );
    await owner.goto(`/reviews/${review.id}`);
    await owner.getByTestId('review-author').first().waitFor();
    expect(await owner.getByTestId('product-owner-badge').count()).toBe(0);

    await owner.goto(`/project/bsc/${project.contractAddress.toLowerCase()}`);
    await owner.getByTestId('connect-wallet-button').click();
    await owner.getByRole('dialog').getByText('Test Wallet').first().click();
    await owner.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });

    // the claim: the server reads owner() on the dev chain
    await owner.getByTestId('claim-ownership-button').click();
    const claim = owner.getByRole('dialog', { name: 'Prove ownership on chain' });
    await claim.getByTestId('claim-ownership-confirm').click();
    await owner
      .getByText('Ownership proven (owner() (Ownable)): you now own this project.')
      .waitFor();
    await claim.waitFor({ state: 'hidden' });

    // the owner's rights at once: the edit goes straight to the project
    await owner.getByTestId('edit-project-button').click();
    const edit = owner.getByRole('dialog', { name: 'Edit Dev Owned Token' });
    await edit.getByTestId('field-description').fill('Edited by its proven on-chain owner.');
    await edit.getByTestId('edit-project-save').click();
    await owner.getByText('Project is updated').waitFor();
    await owner.getByText('Edited by its proven on-chain owner.').first().waitFor();

    // the Product Owner badge on the owner's review
    await owner.goto(`/reviews/${review.id}`);
    await owner.getByTestId('product-owner-badge').first().waitFor();
    expect((owner as Page & { errors?: string[] }).errors ?? []).toEqual([]);
    await opened.context.close();

    // the admin sees the claim (with its proof) and the owner edit in the audit trail
    await page.goto('/admin/audit');
    const audit = page.getByTestId('admin-audit');
    await audit.locator('tr[data-action="project.owner_edit"]').first().waitFor();
    const claimRow = audit.locator('tr[data-action="project.claim"]').first();
    await claimRow.waitFor();
    expect(await claimRow.innerText()).toContain(OWNER.toLowerCase().slice(0, 6));
  }, 120_000);
});
