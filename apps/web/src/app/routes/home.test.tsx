import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { installFakeApi, json, makeProject, page } from '../../../test/fake-api';
import HomePage from './home';

const recent = new Date(Date.now() - 10 * 86_400_000).toISOString();
const old = new Date(Date.now() - 400 * 86_400_000).toISOString();

afterEach(() => vi.unstubAllGlobals());

// Generous timeouts: these render whole pages in jsdom, slow on a busy machine.
describe('home page', { timeout: 30_000 }, () => {
  it(
    'switches the tabs between the New, Popular and Trending sorts, with the trending window',
    { timeout: 20_000 },
    async () => {
      const api = installFakeApi({
        'GET /api/public/projects': (call) =>
          json(200, page([makeProject({ name: `Sorted by ${call.query.get('sort')}` })], 1)),
        'GET /api/public/projects-trending': () => json(200, { data: [] }),
        'GET /api/public/projects-reviews-statistic': () =>
          json(200, { data: { projects: 63, reviews: 1475, reviewers: 43, votes: 2905 } }),
        'GET /api/public/users/top-reviewers': () => json(200, page([], 0)),
      });
      await renderRoute(HomePage);
      const tabs = await screen.findByTestId('home-tabs');
      expect(await within(tabs).findByText('Sorted by createdAt')).toBeInTheDocument();
      expect(await screen.findByText('1,475')).toBeInTheDocument();

      await userEvent.click(within(tabs).getByRole('tab', { name: 'Popular' }));
      expect(await within(tabs).findByText('Sorted by popularScore')).toBeInTheDocument();

      await userEvent.click(within(tabs).getByRole('tab', { name: 'Trending' }));
      expect(await within(tabs).findByText('Sorted by trendingScore')).toBeInTheDocument();
      const trending = () =>
        api.callsTo('/api/public/projects').filter((c) => c.query.get('sort') === 'trendingScore');
      expect(trending().at(-1)!.query.get('window')).toBe('7');
      await userEvent.click(await within(tabs).findByRole('radio', { name: '30D' }));
      await waitFor(() => expect(trending().at(-1)!.query.get('window')).toBe('30'));
      // the Trending section is empty: it says so
      expect(
        within(screen.getByTestId('section-trending')).getByText('No projects to show yet.'),
      ).toBeInTheDocument();
    },
  );

  it(
    'opens New on the reviewed projects, the unreviewed after them with a badge, never 0.0',
    { timeout: 20_000 },
    async () => {
      installFakeApi({
        'GET /api/public/projects': (call) =>
          json(
            200,
            call.query.get('sort') === 'createdAt'
              ? page([
                  makeProject({ name: 'Brand New', reviewCount: 0, avgStar: 0 }),
                  makeProject({ name: 'Reviewed Once', reviewCount: 1, avgStar: 4 }),
                  makeProject({ name: 'Also Empty', reviewCount: 0, avgStar: 0 }),
                  makeProject({ name: 'Reviewed Twice', reviewCount: 2, avgStar: 3.5 }),
                ])
              : page([], 0),
          ),
        'GET /api/public/projects-trending': () => json(200, { data: [] }),
        'GET /api/public/users/top-reviewers': () => json(200, page([], 0)),
      });
      await renderRoute(HomePage);
      const tabs = await screen.findByTestId('home-tabs');
      await within(tabs).findByText('Brand New');
      const rows = within(tabs).getAllByTestId('project-row');
      expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
        'Reviewed Once',
        'Reviewed Twice',
        'Brand New',
        'Also Empty',
      ]);
      expect(within(rows[0]!).getByText('1 review')).toBeInTheDocument();
      expect(within(rows[0]!).queryByTestId('no-reviews')).not.toBeInTheDocument();
      for (const row of rows.slice(2)) {
        expect(within(row).getByTestId('no-reviews')).toHaveTextContent('No reviews yet');
        expect(within(row).queryByText('0.0')).not.toBeInTheDocument();
        expect(within(row).queryByText('0 reviews')).not.toBeInTheDocument();
      }
    },
  );

  it(
    'lists only real New Gems (young, reviewed, rated) and shows the top reviewers of the window',
    { timeout: 20_000 },
    async () => {
      installFakeApi({
        'GET /api/public/projects': (call) =>
          call.query.get('sort') === 'newGemScore'
            ? json(
                200,
                page([
                  makeProject({
                    name: 'Young Gem',
                    createdAt: recent,
                    reviewCount: 3,
                    goodRatingScore: 4.2,
                  }),
                  makeProject({ name: 'Old Timer', createdAt: old, reviewCount: 30 }),
                  makeProject({
                    name: 'Unreviewed',
                    createdAt: recent,
                    reviewCount: 0,
                    goodRatingScore: 0,
                  }),
                ]),
              )
            : json(200, page([], 0)),
        'GET /api/public/projects-trending': () => json(200, { data: [] }),
        'GET /api/public/users/top-reviewers': (call) =>
          json(
            200,
            page([
              {
                id: '1',
                address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
                displayName: `Reviewer of ${call.query.get('window')} days`,
                avatar: null,
                score: 1250,
                level: 4,
                windowReviews: 9,
              } as never,
            ]),
          ),
      });
      await renderRoute(HomePage);
      const gems = await screen.findByTestId('section-new-gems');
      expect(await within(gems).findByText('Young Gem')).toBeInTheDocument();
      expect(within(gems).queryByText('Old Timer')).not.toBeInTheDocument();
      expect(within(gems).queryByText('Unreviewed')).not.toBeInTheDocument();

      const reviewers = screen.getByTestId('top-reviewers');
      expect(await within(reviewers).findByText('Reviewer of 30 days')).toBeInTheDocument();
      expect(within(reviewers).getByText('9 reviews')).toBeInTheDocument();
      expect(within(reviewers).getByText('Level 4')).toBeInTheDocument();
      await userEvent.click(within(reviewers).getByRole('radio', { name: '7D' }));
      expect(await within(reviewers).findByText('Reviewer of 7 days')).toBeInTheDocument();
    },
  );

  it(
    "shows the admin team's featured projects (featureScore sort, rank above 0) first, and no section when none",
    { timeout: 20_000 },
    async () => {
      let featured = [
        makeProject({ name: 'Team Pick', featureScore: 9 }),
        makeProject({ name: 'Second Pick', featureScore: 2 }),
        makeProject({ name: 'Not Featured', featureScore: 0 }),
      ];
      const api = installFakeApi({
        'GET /api/public/projects': (call) =>
          json(200, page(call.query.get('sort') === 'featureScore' ? featured : [], 3)),
        'GET /api/public/projects-trending': () => json(200, { data: [] }),
        'GET /api/public/users/top-reviewers': () => json(200, page([], 0)),
      });
      const { unmount } = await renderRoute(HomePage);
      const section = await screen.findByTestId('section-featured');
      expect(within(section).getByRole('heading', { name: 'Featured' })).toBeInTheDocument();
      expect(await within(section).findByText('Team Pick')).toBeInTheDocument();
      expect(within(section).getByText('Second Pick')).toBeInTheDocument();
      expect(within(section).queryByText('Not Featured')).not.toBeInTheDocument();
      const call = api
        .callsTo('/api/public/projects')
        .find((c) => c.query.get('sort') === 'featureScore')!;
      expect(call.query.get('order')).toBe('desc');
      unmount();

      featured = [makeProject({ name: 'Not Featured', featureScore: 0 })];
      await renderRoute(HomePage);
      // the other sections load; the featured one stays out
      await screen.findByTestId('section-popular');
      await waitFor(() =>
        expect(
          api.callsTo('/api/public/projects').filter((c) => c.query.get('sort') === 'featureScore'),
        ).toHaveLength(2),
      );
      await waitFor(() => expect(screen.queryByTestId('section-featured')).toBeNull());
    },
  );
});
