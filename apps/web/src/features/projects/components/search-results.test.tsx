import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from '@/lib/router';
import { renderRoute } from '../../../../test/render';
import { installFakeApi, json, makeProject, page } from '../../../../test/fake-api';
import { SearchResults } from './search-results';

function Route() {
  const { keyword = '' } = useParams();
  return <SearchResults keyword={keyword} />;
}

let api: ReturnType<typeof installFakeApi>;
let total = 45;
beforeEach(() => {
  total = 45;
  api = installFakeApi({
    'GET /api/public/projects': (call) => {
      const limit = Number(call.query.get('limit'));
      const offset = Number(call.query.get('offset'));
      const count = Math.max(0, Math.min(limit, total - offset));
      const items = Array.from({ length: count }, (_, i) =>
        makeProject({ name: `Swap ${offset + i + 1}` }),
      );
      return json(200, page(items, total, limit, offset));
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

// Generous timeouts: these render whole pages in jsdom, slow on a busy machine.
describe('search results page', { timeout: 30_000 }, () => {
  it(
    'reads ?page=, asks for 10 results from that offset, and writes the page back when it changes',
    { timeout: 20_000 },
    async () => {
      const { router } = await renderRoute(Route, {
        path: '/search/:keyword',
        initialEntries: ['/search/swap?page=2'],
      });
      expect(await screen.findByText('Swap 11')).toBeInTheDocument();
      const first = api.callsTo('/api/public/projects')[0]!;
      expect(first.query.get('keyword')).toBe('swap');
      expect(first.query.get('limit')).toBe('10');
      expect(first.query.get('offset')).toBe('10');
      expect(screen.getByTestId('search-total')).toHaveTextContent('45 projects found');
      expect(screen.getAllByTestId('project-row')).toHaveLength(10);

      await userEvent.click(
        within(await screen.findByTestId('pagination')).getByRole('button', { name: 'Page 3' }),
      );
      await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
      expect(await screen.findByText('Swap 21')).toBeInTheDocument();
      expect(api.callsTo('/api/public/projects').at(-1)!.query.get('offset')).toBe('20');

      await userEvent.click(
        within(await screen.findByTestId('pagination')).getByRole('button', { name: 'Page 1' }),
      );
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(await screen.findByText('Swap 1')).toBeInTheDocument();
    },
  );

  it('shows every page with one sibling each side and an ellipsis for long lists', async () => {
    total = 200;
    await renderRoute(Route, {
      path: '/search/:keyword',
      initialEntries: ['/search/swap?page=10'],
    });
    await screen.findByText('Swap 91');
    const pagination = within(await screen.findByTestId('pagination'));
    const pages = pagination
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '9', '10', '11', '20']);
    expect(pagination.getByRole('button', { name: 'Page 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("shows 'No result Found' and no pagination when nothing matches", async () => {
    total = 0;
    await renderRoute(Route, { path: '/search/:keyword', initialEntries: ['/search/nothing'] });
    expect(await screen.findByTestId('search-empty')).toHaveTextContent('No result Found');
    expect(screen.queryByTestId('pagination')).not.toBeInTheDocument();
  });
});
