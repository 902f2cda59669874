import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { installFakeApi, json, makeProject, page } from '../../../test/fake-api';
import ProjectsPage from './projects';

afterEach(() => vi.unstubAllGlobals());

// Generous timeouts: these render whole pages in jsdom, slow on a busy machine.
describe('project listing', { timeout: 30_000 }, () => {
  it(
    'reads filters, sort and page from the URL and resets the page when a filter changes',
    { timeout: 20_000 },
    async () => {
      const api = installFakeApi({
        'GET /api/public/projects': (call) =>
          json(
            200,
            page([makeProject({ name: 'Listed' })], 25, 10, Number(call.query.get('offset'))),
          ),
      });
      const { router } = await renderRoute(ProjectsPage, {
        path: '/projects',
        initialEntries: ['/projects?sort=total_reviews_low_to_high&chain=bsc&page=2'],
      });
      expect(await screen.findByText('Listed')).toBeInTheDocument();
      const first = api.callsTo('/api/public/projects')[0]!.query;
      expect(Object.fromEntries(first)).toMatchObject({
        sort: 'reviewCount',
        order: 'asc',
        chain: 'bsc',
        limit: '10',
        offset: '10',
      });
      expect(screen.getByText('25 projects')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('radio', { name: 'NFT' }));
      await waitFor(() =>
        expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
          sort: 'total_reviews_low_to_high',
          chain: 'bsc',
          type: 'nft',
        }),
      );
      await waitFor(() => {
        const last = api.callsTo('/api/public/projects').at(-1)!.query;
        expect(last.get('type')).toBe('nft');
        expect(last.get('offset')).toBe('0');
      });
    },
  );

  it('lays the list out full width: no max-width container around it', async () => {
    installFakeApi({
      'GET /api/public/projects': () => json(200, page([makeProject({ name: 'Wide' })], 1)),
    });
    await renderRoute(ProjectsPage, { path: '/projects', initialEntries: ['/projects'] });
    expect(await screen.findByText('Wide')).toBeInTheDocument();
    const panel = screen.getByTestId('project-list-panel');
    expect(panel.closest('.mantine-Container-root')).toBeNull();
    expect(panel.closest('.mantine-Paper-root')).toBeNull();
  });
});
