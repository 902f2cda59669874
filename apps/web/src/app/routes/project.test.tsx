import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage } from '@/lib/storage';
import { renderRoute } from '../../../test/render';
import { installFakeApi, json, makeProject } from '../../../test/fake-api';
import ProjectPage from './project';

const project = makeProject({
  id: '18',
  name: 'Fable Punks',
  symbol: 'FPNK',
  contractAddress: '0xc373ABc3ca30708B1162Aa18EB9e26e61B3aa86f',
  isVerified: true,
  avgStar: 4.29,
  reviewCount: 38,
  star5: 24,
  star4: 9,
  star3: 0,
  star2: 2,
  star1: 3,
  followersCount: 18,
  lpAddress: '0x63eaD3B35a03c4795D87157fE3A5e9862A860f6a',
  router: 1,
  auditLink: 'https://audits.example/fpnk',
  description: 'Storybook pixel characters.',
  links: { websiteLink: 'https://fable.example', twitterLink: 'https://x.example/fable' },
});
const slug = '/project/bsc/fable-punks-fpnk-0xc373abc3ca30708b1162aa18eb9e26e61b3aa86f';
const me = {
  id: '7',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  displayName: 'Tester',
  avatar: null,
  level: 1,
  levelName: 'NEWBIE',
  score: 0,
  lastEnergy: 30,
  maxEnergy: 30,
};
const activities = {
  tokenHolderReviews: 0,
  ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`level${i + 1}Reviews`, 0])),
};

const render = (path = slug) =>
  renderRoute(ProjectPage, { path: '/project/:chain/:slug', initialEntries: [path] });

afterEach(() => vi.unstubAllGlobals());

// Generous timeouts: these render whole pages in jsdom, slow on a busy machine.
describe('project page', { timeout: 30_000 }, () => {
  it("shows 'Project not found' with a way back for an unknown project", async () => {
    installFakeApi({
      'GET /api/public/projects/bsc/0x000000000000000000000000000000000000dead': () =>
        json(404, { statusCode: 404, error: 'Not Found', message: ['can_not_find_project'] }),
    });
    await render('/project/bsc/nothing-0x000000000000000000000000000000000000dead');
    const page = await screen.findByTestId('not-found');
    expect(page).toHaveTextContent('Project not found');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('moves a bare id link to the canonical one without loading anything twice', async () => {
    const api = installFakeApi({
      'GET /api/public/projects/bsc/18': () => json(200, { data: project }),
      'GET /api/public/project/18/activities': () => json(200, { data: activities }),
      'GET /api/public/project/18/reviews': () =>
        json(200, { data: [], meta: { limit: 5, offset: 0, total: 0, totalPages: 0 } }),
    });
    const { router } = await render('/project/bsc/18?page=1#reviews');
    await waitFor(() => expect(router.state.location.pathname).toBe(slug));
    expect(router.state.location.search).toBe('?page=1');
    expect(router.state.location.hash).toBe('#reviews');
    expect(
      await within(screen.getByTestId('review-list-slot')).findByText('Seem like no review yet'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('followers-count')).toHaveTextContent('18');
    for (const path of [
      '/api/public/projects/bsc/18',
      '/api/public/project/18/activities',
      '/api/public/project/18/reviews',
      '/api/public/project/18/pool',
    ])
      expect(api.callsTo(path), path).toHaveLength(1);
    // the canonical link's project was never asked for: it was known
    expect(
      api.callsTo('/api/public/projects/bsc/0xc373abc3ca30708b1162aa18eb9e26e61b3aa86f'),
    ).toHaveLength(0);
  });

  it('shows the header, rating bars, info, activities empty state and the review slot to a visitor', async () => {
    const api = installFakeApi({
      'GET /api/public/projects/bsc/0xc373abc3ca30708b1162aa18eb9e26e61b3aa86f': () =>
        json(200, { data: project }),
      'GET /api/public/project/18/activities': () => json(200, { data: activities }),
      'GET /api/public/project/18/reviews': () =>
        json(200, { data: [], meta: { limit: 5, offset: 0, total: 0, totalPages: 0 } }),
    });
    await render();
    const header = await screen.findByTestId('project-header');
    expect(within(header).getByRole('heading', { level: 2 })).toHaveTextContent('Fable PunksFPNK');
    expect(
      within(header).getByRole('img', { name: 'Verified by the ChainReview team' }),
    ).toBeInTheDocument();
    expect(
      within(header).getByText('0xc373ABc3ca30708B1162Aa18EB9e26e61B3aa86f'),
    ).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Press to open explorer' })).toHaveAttribute(
      'href',
      'https://bscscan.com/address/0xc373ABc3ca30708B1162Aa18EB9e26e61B3aa86f',
    );
    expect(within(header).getByTestId('badge-dex')).toHaveTextContent('DEX V2');
    expect(within(header).getByTestId('badge-audit')).toHaveAttribute(
      'href',
      'https://audits.example/fpnk',
    );
    expect(
      within(header).getByRole('link', { name: 'Website (opens in a new tab)' }),
    ).toBeInTheDocument();
    // follow only when signed in
    expect(screen.queryByTestId('follow-button')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      /Home.*Fable Punks \(FPNK\)/,
    );
    expect(screen.getByTestId('rating-bar-5')).toHaveTextContent('63%');
    expect(screen.getByTestId('project-sidebar-card')).toHaveTextContent(
      'Connect wallet to review',
    );
    // the sidebar's sections load as they come near (at once here: jsdom has no layout)
    expect(await screen.findByTestId('followers-count')).toHaveTextContent('18');
    expect(await screen.findByText('There are no featured activities yet')).toBeInTheDocument();
    expect(screen.getByTestId('about-project')).toHaveTextContent('Storybook pixel characters.');
    expect(
      await within(screen.getByTestId('review-list-slot')).findByText('Seem like no review yet'),
    ).toBeInTheDocument();
    // no pool price without a pool answer, and no error either
    expect(screen.queryByTestId('project-price')).not.toBeInTheDocument();
    expect(api.callsTo('/api/public/project/18/pool')).toHaveLength(1);
  });

  it('remembers a star clicked while signed out and opens the Connect Wallet modal', async () => {
    installFakeApi({
      'GET /api/public/projects/bsc/0xc373abc3ca30708b1162aa18eb9e26e61b3aa86f': () =>
        json(200, { data: project }),
    });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Rate 4 stars' }));
    expect(storage.get('reviewed_project')).toEqual({
      projectId: '18',
      chain: 'bsc',
      key: '0xc373abc3ca30708b1162aa18eb9e26e61b3aa86f',
      rate: 4,
    });
    expect(await screen.findByTestId('connect-wallet-modal')).toBeInTheDocument();
  });

  it(
    'follows optimistically, rolls back when the call fails, and is disabled while it runs',
    { timeout: 20_000 },
    async () => {
      storage.set('access_token', 'token');
      let followed = false;
      let failNext = true;
      let release: (() => void) | null = null;
      installFakeApi({
        'GET /api/me': () => json(200, { data: me }),
        'GET /api/projects/bsc/0xc373abc3ca30708b1162aa18eb9e26e61b3aa86f': () =>
          json(200, {
            data: { ...project, isFollowed: followed, followersCount: 18 + (followed ? 1 : 0) },
          }),
        'POST /api/follows/18/project': async () => {
          if (failNext) {
            failNext = false;
            return json(500, {
              statusCode: 500,
              error: 'Internal Server Error',
              message: ['something_was_wrong'],
            });
          }
          await new Promise<void>((r) => (release = r));
          followed = true;
          return json(200, { data: true });
        },
      });
      await render();
      const button = await screen.findByTestId('follow-button');
      expect(button).toHaveAttribute('aria-pressed', 'false');
      expect(button).toHaveTextContent('Follow');

      await userEvent.click(button);
      expect(await screen.findByText('Something was wrong.')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'false'),
      );

      await userEvent.click(screen.getByTestId('follow-button'));
      await waitFor(() =>
        expect(screen.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true'),
      );
      expect(screen.getByTestId('follow-button')).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByTestId('followers-count')).toHaveTextContent('19');
      release!();
      await waitFor(() =>
        expect(screen.getByTestId('follow-button')).not.toHaveAttribute('aria-disabled'),
      );
      expect(screen.getByTestId('follow-button')).toHaveTextContent('Following');
    },
  );

  it(
    "lets the owner edit the project (PUT with the changed fields, 'Project is updated')",
    { timeout: 20_000 },
    async () => {
      storage.set('access_token', 'token');
      const api = installFakeApi({
        'GET /api/me': () => json(200, { data: me }),
        'GET /api/projects/bsc/0xc373abc3ca30708b1162aa18eb9e26e61b3aa86f': () =>
          json(200, {
            data: { ...project, ownerAddress: me.address.toLowerCase(), isFollowed: false },
          }),
        'PUT /api/projects/18': () => json(200, { data: project }),
      });
      await render();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit project' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Fable Punks' });
      const description = within(dialog).getByTestId('field-description');
      await userEvent.clear(description);
      await userEvent.type(description, 'Pixel art for everyone.');
      expect(within(dialog).getByTestId('description-counter')).toHaveTextContent('23/2000');
      await userEvent.click(within(dialog).getByTestId('edit-project-save'));
      expect(await screen.findByText('Project is updated')).toBeInTheDocument();
      expect(JSON.parse(api.callsTo('/api/projects/18')[0]!.body!)).toEqual({
        description: 'Pixel art for everyone.',
      });
    },
  );

  it('sends anybody else an edit request with a note instead', async () => {
    storage.set('access_token', 'token');
    const api = installFakeApi({
      'GET /api/me': () => json(200, { data: me }),
      'GET /api/projects/bsc/0xc373abc3ca30708b1162aa18eb9e26e61b3aa86f': () =>
        json(200, { data: { ...project, isFollowed: false } }),
      'POST /api/projects/18/edit-requests': () => json(200, { data: { id: '1' } }),
    });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Request an edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an edit of Fable Punks' });
    const send = within(dialog).getByTestId('edit-project-save');
    await userEvent.click(send);
    expect(await within(dialog).findByText('Change at least one field first.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByTestId('field-telegramLink'), 't.me/fable');
    await userEvent.click(send);
    expect(
      await within(dialog).findByText('Invalid format link with missing https://'),
    ).toBeInTheDocument();
    const telegram = within(dialog).getByTestId('field-telegramLink');
    await userEvent.clear(telegram);
    await userEvent.type(telegram, 'https://t.me/fable');
    await userEvent.type(within(dialog).getByTestId('edit-request-note'), 'Our new group');
    await userEvent.click(send);
    expect(
      await screen.findByText('Your edit request has been sent to our team.'),
    ).toBeInTheDocument();
    const body = JSON.parse(api.callsTo('/api/projects/18/edit-requests')[0]!.body!);
    expect(body.note).toBe('Our new group');
    expect(Object.keys(body.changes)).toEqual(['links']);
    expect(body.changes.links.telegramLink).toBe('https://t.me/fable');
  });
});

describe('project page reviews', () => {
  const review = (id: number, overrides: Record<string, unknown> = {}) => ({
    id: String(id),
    projectId: '18',
    project: {
      id: '18',
      name: 'Fable Punks',
      symbol: 'FPNK',
      chain: 'bsc',
      contractAddress: project.contractAddress,
      avatar: null,
      ownerAddress: null,
      isVerified: true,
    },
    user: {
      id: String(100 + id),
      address: `0x${String(id).padStart(40, '0')}`,
      displayName: `Reviewer ${id}`,
      avatar: null,
      score: 60,
      level: 2,
      levelName: 'JUNIOR_MEMBER',
      reviewsCount: 3,
      donateReceived: 0,
    },
    title: `Review number ${id}`,
    content: `Plain text review number ${id} with enough words to read.`,
    contentText: `Plain text review number ${id} with enough words to read.`,
    rate: 4,
    language: 'en',
    hashtags: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    isEdited: false,
    upVoteCount: 1,
    downVoteCount: 0,
    repliesCount: 0,
    donateStatistic: { totalAmount: 0 },
    isProductOwner: false,
    holderBadge: null,
    ...overrides,
  });

  it(
    'lists 5 reviews a page with ?page=, and any filter change goes back to page 1',
    { timeout: 20_000 },
    async () => {
      const api = installFakeApi({
        'GET /api/public/projects/bsc/0xc373abc3ca30708b1162aa18eb9e26e61b3aa86f': () =>
          json(200, { data: project }),
        'GET /api/public/project/18/activities': () => json(200, { data: activities }),
        'GET /api/public/project/18/reviews': (call) => {
          const offset = Number(call.query.get('offset'));
          if (call.query.get('filter') === 'star1')
            return json(200, { data: [], meta: { limit: 5, offset: 0, total: 0, totalPages: 0 } });
          const ids = Array.from({ length: 5 }, (_, i) => offset + i + 1);
          return json(200, {
            data: ids.map((id) => review(id)),
            meta: { limit: 5, offset, total: 38, totalPages: 8 },
          });
        },
      });
      const { router } = await render(`${slug}?page=2`);
      expect(await screen.findByText('Review number 6', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getAllByTestId('review-card')).toHaveLength(5);
      expect(api.callsTo('/api/public/project/18/reviews')[0]!.query.get('offset')).toBe('5');

      await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
      expect(
        await screen.findByText('Review number 11', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(router.state.location.search).toBe('?page=3');

      await userEvent.selectOptions(screen.getByTestId('review-star-filter'), '1 star');
      expect(
        await screen.findByText('No review matched', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
      const last = api.callsTo('/api/public/project/18/reviews').at(-1)!;
      expect(last.query.get('offset')).toBe('0');
      expect(last.query.get('filter')).toBe('star1');
    },
  );

  it(
    "shows the viewer's own review in place of the stars, and 'no one else' when it is the only one",
    { timeout: 20_000 },
    async () => {
      storage.set('access_token', 'token');
      const mine = review(1, { user: { ...review(1).user, id: me.id, displayName: 'Tester' } });
      installFakeApi({
        'GET /api/me': () => json(200, { data: me }),
        'GET /api/projects/bsc/0xc373abc3ca30708b1162aa18eb9e26e61b3aa86f': () =>
          json(200, { data: project }),
        'GET /api/public/project/18/activities': () => json(200, { data: activities }),
        'GET /api/project/18/my-review': () => json(200, { data: mine }),
        'GET /api/project/18/reviews': () =>
          json(200, { data: [mine], meta: { limit: 5, offset: 0, total: 1, totalPages: 1 } }),
      });
      await render();
      const block = await screen.findByTestId('my-review', {}, { timeout: 5000 });
      expect(block).toHaveTextContent('Your review');
      expect(block).toHaveTextContent('Review number 1');
      expect(screen.queryByTestId('rate-block')).not.toBeInTheDocument();
      expect(
        await screen.findByText('Seem like no one else review yet', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
    },
  );
});
