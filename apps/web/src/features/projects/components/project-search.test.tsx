import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { TIMERS } from '@chainreview/shared/limits';
import userEvent from '@testing-library/user-event';
import { storage } from '@/lib/storage';
import { renderRoute } from '../../../../test/render';
import { installFakeApi, json, makeProject, page } from '../../../../test/fake-api';
import { ProjectSearch } from './project-search';

function Nav() {
  return <ProjectSearch />;
}

const box = () => screen.findByRole('combobox', { name: 'Search projects' });
const results = Array.from({ length: 5 }, (_, i) =>
  makeProject({
    name: `Fable ${i}`,
    symbol: `FB${i}`,
    contractAddress: `0x${String(i).padStart(40, 'a')}`,
  }),
);

let total = 5;
let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  total = 5;
  api = installFakeApi({
    'GET /api/public/projects': (call) =>
      json(200, page(total === 0 ? [] : results, total, Number(call.query.get('limit')))),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// Generous timeouts: these render whole pages in jsdom, slow on a busy machine.
describe('nav search', { timeout: 30_000 }, () => {
  it('asks for at least 2 trimmed characters and does not search before that', async () => {
    // the clock is ours: three debounce periods pass on demand, not by waiting
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderRoute(Nav, { initialEntries: ['/projects'] });
      await user.type(await box(), ' f ');
      expect(await screen.findByText('Type at least 2 characters')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(TIMERS.searchDebounce * 3));
      expect(api.callsTo('/api/public/projects')).toHaveLength(0);
      // the control: with a second character the same time brings exactly one search
      await user.type(await box(), 'a');
      await act(() => vi.advanceTimersByTimeAsync(TIMERS.searchDebounce * 3));
      await waitFor(() => expect(api.callsTo('/api/public/projects')).toHaveLength(1));
      expect(api.callsTo('/api/public/projects')[0]!.query.get('keyword')).toBe('f a');
    } finally {
      vi.useRealTimers();
    }
  });

  it('searches once the text has settled, with limit 5, and lists rows linking to each project', async () => {
    await renderRoute(Nav, { initialEntries: ['/projects'] });
    await userEvent.type(await box(), 'fab');
    const options = await screen.findAllByTestId('search-option');
    expect(options).toHaveLength(5);
    // one request for the settled text, not one per keystroke
    const calls = api.callsTo('/api/public/projects');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('keyword')).toBe('fab');
    expect(calls[0]!.query.get('limit')).toBe('5');
    expect(options[0]).toHaveAttribute(
      'href',
      `/project/bsc/fable-0-fb0-0x${'0'.padStart(40, 'a')}`,
    );
    expect(within(options[0]!).getByText('FB0')).toBeInTheDocument();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it("shows 'view more results' only when the total exceeds 5", async () => {
    await renderRoute(Nav, { initialEntries: ['/projects'] });
    await userEvent.type(await box(), 'fab');
    await screen.findAllByTestId('search-option');
    expect(screen.queryByText('view more results')).not.toBeInTheDocument();

    total = 6;
    await userEvent.type(await box(), 'l');
    const more = await screen.findByTestId('search-view-more');
    expect(more).toHaveTextContent('view more results');
    expect(more).toHaveAttribute('href', '/search/fabl');
  });

  it("says 'No result Found' when nothing matches and 'Please wait a minute' while it searches", async () => {
    total = 0;
    await renderRoute(Nav, { initialEntries: ['/projects'] });
    await userEvent.type(await box(), 'zz');
    expect(screen.getByText('Please wait a minute')).toBeInTheDocument();
    expect(await screen.findByText('No result Found')).toBeInTheDocument();
  });

  it('goes to /search/{keyword} on Enter only when the text is not empty', async () => {
    const { router } = await renderRoute(Nav, { initialEntries: ['/projects'] });
    const input = await box();
    await userEvent.type(input, '   {Enter}');
    expect(router.state.location.pathname).toBe('/projects');
    await userEvent.type(input, ' fable punks {Enter}');
    expect(router.state.location.pathname).toBe('/search/fable%20punks');
  });

  it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
    const { router } = await renderRoute(Nav, { initialEntries: ['/projects'] });
    const input = await box();
    await userEvent.type(input, 'fab');
    const options = await screen.findAllByTestId('search-option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(router.state.location.pathname).toBe(
      `/project/bsc/fable-0-fb0-0x${'0'.padStart(40, 'a')}`,
    );
    expect(storage.get('searched_project')?.[0]?.id).toBe(results[0]!.id);
  });

  it('keeps recent searches: the opened project first, no duplicates, at most 10', async () => {
    const stored = Array.from({ length: 10 }, (_, i) => ({
      id: `r${i}`,
      name: `Recent ${i}`,
      symbol: `R${i}`,
      chain: 'bsc',
      contractAddress: null,
      avatar: null,
    }));
    stored[3] = { ...stored[3]!, id: results[2]!.id, name: results[2]!.name };
    storage.set('searched_project', stored);

    await renderRoute(Nav, { initialEntries: ['/projects'] });
    const input = await box();
    // focused and empty: the recent list, in stored order
    await userEvent.click(input);
    const recent = within(await screen.findByTestId('recent-searches')).getAllByRole('option');
    expect(recent.map((o) => o.textContent)).toEqual(
      stored.map((p) => expect.stringContaining(`${p.name}${p.symbol}`)),
    );

    // opening a project that is already in the list moves it to the front without a duplicate
    await userEvent.type(input, 'fab');
    await userEvent.click((await screen.findAllByTestId('search-option'))[2]!);
    let list = storage.get('searched_project')!;
    expect(list).toHaveLength(10);
    expect(list[0]!.id).toBe(results[2]!.id);
    expect(list.filter((p) => p.id === results[2]!.id)).toHaveLength(1);

    // a new project pushes the oldest out
    await userEvent.type(input, 'fab');
    await userEvent.click((await screen.findAllByTestId('search-option'))[4]!);
    list = storage.get('searched_project')!;
    expect(list).toHaveLength(10);
    expect(list[0]!.id).toBe(results[4]!.id);
    expect(list.map((p) => p.id)).not.toContain('r9');

    await userEvent.click(input);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('recent-searches')).getAllByRole('option')[0],
      ).toHaveTextContent(results[4]!.name),
    );
  });
});
