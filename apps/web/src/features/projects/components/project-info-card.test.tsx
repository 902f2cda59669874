import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../../../test/render';
import { installFakeApi, json, makeProject } from '../../../../test/fake-api';
import { ProjectInfoCard } from './project-info-card';

const project = makeProject({
  id: '40',
  symbol: 'MRBD',
  decimals: 6,
  totalSupply: '10000000000000',
  lpAddress: '0x63eaD3B35a03c4795D87157fE3A5e9862A860f6a',
  router: 3,
  followersCount: 1234,
  createdAt: '2026-03-06T12:00:00.000Z',
});
const Card = () => <ProjectInfoCard project={project} />;
const pair = {
  quote: 'WBNB',
  address: '0x63eaD3B35a03c4795D87157fE3A5e9862A860f6a',
  version: 'V3',
};

afterEach(() => vi.unstubAllGlobals());

// Generous timeouts: these render whole pages in jsdom, slow on a busy machine.
describe('project info card', { timeout: 30_000 }, () => {
  it('shows supply with decimals applied, followers, the listing date, and the pool in USD', async () => {
    installFakeApi({
      'GET /api/public/project/40/pool': () =>
        json(200, {
          data: { price: 0.00001234, priceInPair: 0.00000002, poolValue: 152340.5, pair },
        }),
      'GET /api/public/prices': () =>
        json(200, { data: { binancecoin: { usd: 600 }, ethereum: null, updatedAt: null } }),
    });
    await renderRoute(Card);
    expect(await screen.findByTestId('project-price')).toHaveTextContent('$0.00001234');
    expect(screen.getByTestId('project-pool-value')).toHaveTextContent('$152,341');
    expect(screen.getByTestId('project-pool-value')).toHaveTextContent('MRBD/WBNB · V3');
    expect(screen.getByText('10,000,000 MRBD')).toBeInTheDocument();
    expect(screen.getByTestId('followers-count')).toHaveTextContent('1,234');
    expect(screen.getByText('March 6, 2026')).toBeInTheDocument();
  });

  it('prices the token from the pair and the polled BNB price when the pool has no USD price', async () => {
    const api = installFakeApi({
      'GET /api/public/project/40/pool': () =>
        json(200, { data: { price: null, priceInPair: 0.5, poolValue: null, pair } }),
      'GET /api/public/prices': () =>
        json(200, { data: { binancecoin: { usd: 600 }, ethereum: null, updatedAt: null } }),
    });
    await renderRoute(Card);
    expect(await screen.findByTestId('project-price')).toHaveTextContent('$300.00');
    expect(screen.queryByTestId('project-pool-value')).not.toBeInTheDocument();
    expect(api.callsTo('/api/public/prices')).toHaveLength(1);
  });

  it('shows no price and no error when the pool cannot be read', async () => {
    const api = installFakeApi({
      'GET /api/public/project/40/pool': () =>
        json(404, { statusCode: 404, error: 'Not Found', message: ['not_found'] }),
    });
    const { queryClient } = await renderRoute(Card);
    expect(await screen.findByTestId('followers-count')).toBeInTheDocument();
    // the pool was asked for and every query has settled: what shows now is the end state
    await waitFor(() => expect(api.callsTo('/api/public/project/40/pool')).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByTestId('project-price')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
