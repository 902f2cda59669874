import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json } from '../../test/fake-api';
import { renderRoute } from '../../test/render';
import { makeMe, storeToken, systemConfig } from '../../test/session';
import { FollowUserButton } from './follow-user-button';

afterEach(() => vi.unstubAllGlobals());

function setup(follow: () => Response | Promise<Response>) {
  const api = installFakeApi({
    'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
    'GET /api/me': () => json(200, { data: makeMe({ id: '7' }) }),
    'GET /api/follows/users': () => json(200, { data: { data: [] } }),
    'POST /api/follows/9/user': follow,
  });
  storeToken();
  return api;
}

describe('FollowUserButton', () => {
  it('asks whether the viewer follows, flips at once, stays disabled while the call runs', async () => {
    let release!: () => void;
    const api = setup(
      () => new Promise((resolve) => (release = () => resolve(json(200, { data: true })))),
    );
    const onChange = vi.fn();
    await renderRoute(() => <FollowUserButton userId="9" onChange={onChange} />);
    const button = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(api.callsTo('/api/follows/users')[0]!.query.get('user_ids')).toBe('9');
    await userEvent.click(button);
    expect(button).toHaveTextContent('Following');
    expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
  });

  it('rolls back and shows the error when the call fails', async () => {
    setup(() =>
      json(400, { statusCode: 400, error: 'Bad Request', message: ['can_not_follow_yourself'] }),
    );
    await renderRoute(() => <FollowUserButton userId="9" isFollowed={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You cannot follow yourself')).toBeInTheDocument();
    expect(screen.getByTestId('follow-user-button')).toHaveTextContent('Follow');
  });

  it('is hidden for the viewer themself and when signed out', async () => {
    setup(() => json(200, { data: true }));
    await renderRoute(() => (
      <div data-testid="box">
        <FollowUserButton userId="7" />
      </div>
    ));
    await waitFor(() => expect(screen.getByTestId('box')).toBeEmptyDOMElement());
  });
});
