// The admin console in a real browser against the demo: the Demo wallet (an admin in demo
// mode) opens /admin, approves a pending submission, upholds a report, accepts an edit request,
// and finds each decision in the audit trail; a visitor gets the not-found page at /admin.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from '../src/browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = (await newPage(browser)).page;
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
});
