// Reviews in a real browser against the demo data: a new user rates a project 4 stars and
// writes a review with an uploaded image (success modal, review first in the list); a second
// user upvotes it, switches to a downvote through the confirmation, replies on the review's
// page and reports it; the author then edits it. Fresh random keys make every run start clean.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from '../src/browser.ts';
import { installTestWallet } from '../src/test-wallet.ts';

interface DemoProject {
  id: string;
  name: string;
  chain: string;
  contractAddress: string | null;
  reviewCount: number;
}

interface ReviewBody {
  data: {
    id: string;
    title: string;
    upVoteCount: number;
    downVoteCount: number;
    repliesCount: number;
    isEdited: boolean;
    content: string;
  };
}

// A 32 x 32 PNG (two colours), small enough to live in the test.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAANUlEQVR42mP4dUaUJKTU/YwkxDBqwagFoxaMWjBqwZCwgFQNpDpo1IJRC0YtGLVg1IIhYQEAfgjcW2J+5UcAAAAASUVORK5CYII=',
  'base64',
);

const TITLE = 'Fast finality and friendly tooling so far';
const CONTENT =
  'I bridged funds and used the app daily for a month. Transactions settled in seconds and support answered within the hour. #e2e';

let browser: Browser;
let project: DemoProject;
/** Reports need the wallet on the donation chain (one network rule; the dev chain in demo). */
let actionChainId = 56;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** A user with a wallet of their own, who has dismissed the guided hints. */
async function newUser(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await installTestWallet(context, generatePrivateKey(), actionChainId);
  await context.addInitScript(() => localStorage.setItem('hints', JSON.stringify(['DONE'])));
  await page.goto('/');
  await page.getByTestId('connect-wallet-button').click();
  await page.getByRole('dialog').getByText('Test Wallet').first().click();
  await page.getByTestId('user-menu-button').waitFor({ timeout: 30_000 });
  return { context, page };
}

const projectUrl = () =>
  `/project/${project.chain}/${(project.contractAddress ?? project.id).toLowerCase()}`;

/** Waits for the API answer of a call the page makes. */
const answerOf = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (r) => r.request().method() === method && path.test(new URL(r.url()).pathname),
  );

beforeAll(async () => {
  browser = await launch();
  const config = await api<{ data: { donation: { chainId: number | null } } }>(
    '/public/system-configs',
  );
  actionChainId = config.data.donation.chainId ?? 56;
  // a demo project nobody has reviewed yet
  const list = await api<{ data: DemoProject[] }>(
    '/public/projects?limit=30&sort=reviewCount&order=asc',
  );
  project = list.data.find((p) => p.reviewCount === 0 && p.contractAddress) ?? list.data[0]!;
  expect(project).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

describe('reviews', () => {
  it('writes, votes on, replies to, reports and edits a review', { timeout: 240_000 }, async () => {
    // --- the author rates 4 stars and writes a review with an image
    const author = await newUser();
    const a = author.page;
    await a.goto(projectUrl());
    await a.getByTestId('rate-block').waitFor();
    await a.getByTestId('star-4').click();
    await a.waitForURL((url) => url.pathname.startsWith(`/write-review/${project.chain}/`));
    const rating = a.getByRole('radio', { name: 'Rate 4 stars' });
    await rating.waitFor();
    expect(await rating.getAttribute('aria-checked')).toBe('true');

    await a.getByTestId('review-title').fill(TITLE);
    // Enter does nothing in the title
    await a.getByTestId('review-title').press('Enter');
    expect(a.url()).toContain('/write-review/');
    const editor = a.getByTestId('review-content-editor');
    await editor.click();
    await a.keyboard.type(CONTENT);
    const uploaded = answerOf(a, 'POST', /^\/api\/storage\/upload$/);
    await a
      .getByTestId('review-image-input')
      .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
    expect((await uploaded).status()).toBe(200);
    await editor.locator('img[src^="/api/public/files/"]').waitFor();
    expect(await a.getByTestId('images-counter').innerText()).toBe('Images 1/5');

    const submit = a.getByTestId('review-submit');
    expect(await submit.isDisabled()).toBe(true); // not confirmed yet
    await a.getByTestId('review-confirm').check();
    await a.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="review-submit"]')?.disabled,
    );
    const created = answerOf(a, 'POST', /^\/api\/project\/\d+\/reviews$/);
    await submit.click();
    const createdRes = await created;
    expect(createdRes.status()).toBe(200);
    const reviewId = ((await createdRes.json()) as ReviewBody).data.id;

    const success = a.getByTestId('review-success');
    await success.waitFor();
    expect(await success.innerText()).toContain('Review Successfully');
    expect(await a.getByTestId('review-success-energy').innerText()).toBe(
      'You have consumed 10 energy',
    );
    // the toast's container loads on first use: wait for it rather than count at once
    await a.getByText('Review success! You have consumed 10 energy').first().waitFor();
    expect(await a.getByTestId('share-link').inputValue()).toBe(`${baseUrl()}/reviews/${reviewId}`);
    expect(await a.getByTestId('share-twitter').getAttribute('href')).toContain(
      'https://twitter.com/intent/tweet?url=',
    );
    await a.getByTestId('review-success-close').click();

    // back on the project page: first in the list, and the viewer's own review in the rate block
    await a.waitForURL((url) => url.pathname.startsWith(`/project/${project.chain}/`));
    const firstCard = a.getByTestId('review-card').first();
    await firstCard.waitFor();
    expect(await firstCard.getAttribute('data-review-id')).toBe(reviewId);
    expect(await firstCard.getByTestId('review-title-link').innerText()).toBe(TITLE);
    await firstCard.locator('img[src^="/api/public/files/"]').first().waitFor();
    expect(await firstCard.locator('img[src^="/api/public/files/"]').count()).toBe(1);
    await a.getByTestId('my-review').waitFor();
    const stored = await api<ReviewBody>(`/public/reviews/${reviewId}`);
    expect(
      JSON.parse(stored.data.content).content.some((n: { type: string }) => n.type === 'image'),
    ).toBe(true);

    // --- a second user upvotes, then switches to a downvote through the confirmation
    const voter = await newUser();
    const v = voter.page;
    await v.goto(projectUrl());
    const card = v.locator(`[data-testid="review-card"][data-review-id="${reviewId}"]`);
    await card.waitFor();
    const upvoted = answerOf(v, 'POST', new RegExp(`^/api/review/${reviewId}/vote$`));
    await card.getByTestId('vote-up').click();
    expect(await card.getByTestId('vote-up-count').innerText()).toBe('1');
    expect((await upvoted).status()).toBe(200);
    expect(await card.getByTestId('vote-up').getAttribute('aria-pressed')).toBe('true');

    await card.getByTestId('vote-down').click();
    const confirm = v.getByRole('dialog');
    await confirm.getByText('Are you sure you want to change your vote').waitFor();
    expect(await confirm.innerText()).toContain('You will spend 1 more energy for each change');
    const switched = answerOf(v, 'POST', new RegExp(`^/api/review/${reviewId}/vote$`));
    await confirm.getByRole('button', { name: 'Yes' }).click();
    const switchedBody = (await (await switched).json()) as {
      data: { vote: string; energySpent: number };
    };
    expect(switchedBody.data).toMatchObject({ vote: 'down', energySpent: 1 });
    expect(await card.getByTestId('vote-up-count').innerText()).toBe('0');
    expect(await card.getByTestId('vote-down-count').innerText()).toBe('1');
    const afterVotes = await api<ReviewBody>(`/public/reviews/${reviewId}`);
    expect(afterVotes.data).toMatchObject({ upVoteCount: 0, downVoteCount: 1 });

    // --- the voter replies on the review's own page
    await card.getByTestId('review-title-link').click();
    await v.waitForURL((url) => url.pathname === `/reviews/${reviewId}`);
    await v.getByTestId('review-detail').waitFor();
    await v.getByTestId('reply-input-text').fill('Thanks, this matches what I saw on testnet.');
    const replied = answerOf(v, 'POST', new RegExp(`^/api/reviews/${reviewId}/replies$`));
    await v.getByTestId('reply-input-submit').click();
    expect((await replied).status()).toBe(200);
    await v.getByText('Reply successful').first().waitFor();
    await v.getByTestId('reply').filter({ hasText: 'this matches what I saw' }).waitFor();

    // --- and reports it: the first reason is chosen, the note needs 10 characters
    await v.getByTestId('review-menu').first().click();
    await v.getByTestId('review-report').click();
    const report = v.getByRole('dialog');
    await report.getByTestId('report-form').waitFor();
    expect(await report.getByRole('radio', { name: 'Offensive Language' }).isChecked()).toBe(true);
    await report.getByTestId('report-note').fill('too short');
    await report.getByText('Mimimum character is 10').waitFor();
    expect(await report.getByTestId('report-submit').isDisabled()).toBe(true);
    await report.getByTestId('report-note').fill('The numbers in this review look made up.');
    const reported = answerOf(v, 'POST', new RegExp(`^/api/reports/review/${reviewId}$`));
    await report.getByTestId('report-submit').click();
    expect((await reported).status()).toBe(200);
    await v.getByText('Report has been successful').first().waitFor();
    await voter.context.close();

    // --- the author edits the review from the project page
    await a.reload();
    await a.getByTestId('my-review-edit').click();
    const dialog = a.getByRole('dialog');
    await dialog.getByTestId('review-title').waitFor();
    await dialog.getByTestId('review-title').fill(`${TITLE}, edited`);
    await dialog.getByTestId('review-confirm').check();
    const edited = answerOf(a, 'PUT', new RegExp(`^/api/reviews/${reviewId}$`));
    await dialog.getByTestId('review-submit').click();
    expect((await edited).status()).toBe(200);
    await a.getByText('Edit successed').first().waitFor();
    const editedCard = a.locator(`[data-testid="review-card"][data-review-id="${reviewId}"]`);
    await editedCard.getByText(`${TITLE}, edited`).waitFor();
    await editedCard.getByTestId('edited-mark').waitFor();
    const after = await api<ReviewBody>(`/public/reviews/${reviewId}`);
    expect(after.data).toMatchObject({
      title: `${TITLE}, edited`,
      isEdited: true,
      repliesCount: 1,
    });
    await author.context.close();
  });

  it("shows 'Review not found' for a review that does not exist", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/reviews/999999999');
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    expect(await notFound.innerText()).toContain('Review not found');
    await context.close();
  });
});
