import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render';
import { makeMe, ME_ADDRESS, storeToken, systemConfig } from '../../../test/session';
import UserPage from './user';

const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const other = {
  ...makeMe({
    id: '9',
    address: OTHER,
    displayName: 'Bob',
    score: 160,
    level: 3,
    levelName: 'MEMBER',
  }),
  socialLinks: [{ name: 'Telegram', url: 'https://t.me/bob', isPublic: true }],
  isFollowed: false,
};
const empty = { data: [], meta: { limit: 10, offset: 0, total: 0, totalPages: 0 } };

afterEach(() => vi.unstubAllGlobals());

function setup() {
  installFakeApi({
    'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
    'GET /api/me': () => json(200, { data: makeMe() }),
    [`GET /api/users/address/${OTHER}`]: () => json(200, { data: other }),
    'GET /api/users/address/0x0000000000000000000000000000000000000001': () =>
      json(404, { statusCode: 404, error: 'Not Found', message: ['can_not_find_user'] }),
    'GET /api/public/follows/9/statistic': () =>
      json(200, { data: { followers: 4, following: 2, followingProjects: 6 } }),
    'GET /api/reviews': () => json(200, empty),
    'GET /api/public/users/9/rewards-history': () => json(200, empty),
    'GET /api/donate-logs': () => json(200, empty),
  });
  storeToken();
}

const render = (address: string) =>
  renderRoute(UserPage, {
    path: '/user/address/:address',
    initialEntries: [`/user/address/${address}${address === OTHER ? '' : '?tab=rewards'}`],
    extraRoutes: [{ path: '/me', Component: () => <p>my profile</p> }],
  });

describe('/user/address/{address}', () => {
  it("sends the viewer's own address to /me, keeping the tab", async () => {
    setup();
    const { router } = await render(ME_ADDRESS.toLowerCase());
    expect(await screen.findByText('my profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/me');
    expect(router.state.location.search).toBe('?tab=rewards');
  });

  it('shows another user with level, counts, public links, Follow and the four tabs', async () => {
    setup();
    await render(OTHER);
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Bob');
    expect(screen.getAllByTestId('level-badge')[0]).toHaveAccessibleName('Level 3: Member');
    // the counts come from their own query, after the profile
    await waitFor(() => expect(screen.getByTestId('followers-count')).toHaveTextContent('4'));
    expect(screen.getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/bob',
    );
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByTestId('edit-profile-button')).not.toBeInTheDocument();
    for (const tab of [
      'Review History',
      'Review Reward History',
      'Reward Received History',
      'Donation History',
    ])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Donation History' }));
    expect(await screen.findByText('No donations yet')).toBeInTheDocument();
  });

  it('says when the user does not exist', async () => {
    setup();
    await render('0x0000000000000000000000000000000000000001');
    await waitFor(() =>
      expect(screen.getByTestId('user-not-found')).toHaveTextContent('Can not find user.'),
    );
  });
});
