import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Me } from '@chainreview/shared/schemas/user';
import { installFakeApi, json } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render';
import { makeMe, storeToken, systemConfig } from '../../../../test/session';
import { EditProfileForm } from './edit-profile-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(me: Me, onDone = vi.fn(), put?: (body: unknown) => Response) {
  const api = installFakeApi({
    'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
    'GET /api/me': () => json(200, { data: me }),
    'PUT /api/me': (call) =>
      put
        ? put(JSON.parse(call.body ?? '{}'))
        : json(200, { data: { ...me, ...JSON.parse(call.body ?? '{}') } }),
  });
  storeToken();
  const Form = () => <EditProfileForm me={me} onDone={onDone} />;
  return { api, onDone, render: () => renderRoute(Form) };
}

describe('edit profile form', () => {
  it('shows the validation texts for the display name, the bio and a link without https://', async () => {
    const { api, render } = renderForm(makeMe({ level: 3, levelName: 'MEMBER' }));
    await render();
    const name = await screen.findByTestId('display-name-input');
    fireEvent.input(name, { target: { value: 'Al' } });
    fireEvent.input(screen.getByTestId('bio-input'), { target: { value: '    ' } });
    await userEvent.click(screen.getByTestId('add-social-link'));
    fireEvent.input(screen.getByTestId('social-link-url-0'), {
      target: { value: 'twitter.com/alice' },
    });
    await userEvent.click(screen.getByTestId('save-profile'));

    expect(
      await screen.findByText('Minimum length of display name is 3 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bio cannot be only spaces')).toBeInTheDocument();
    expect(screen.getByText('Invalid format link with missing https://')).toBeInTheDocument();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(api.callsTo('/api/me').filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.input(name, { target: { value: 'A'.repeat(31) } });
    expect(
      await screen.findByText('Maximum length of display name is 30 characters'),
    ).toBeInTheDocument();
  });

  it('shows the bio counter and the level gate for public links below level 3', async () => {
    const { render } = renderForm(makeMe({ level: 2, levelName: 'JUNIOR_MEMBER', bio: 'Hello' }));
    await render();
    expect(await screen.findByText('5/300')).toBeInTheDocument();
    expect(screen.getByTestId('social-gate')).toHaveTextContent(
      'You are only public social link after upgrade 3 level',
    );
    await userEvent.click(screen.getByTestId('add-social-link'));
    expect(screen.getByRole('switch', { name: 'Public' })).toBeDisabled();
  });

  it("saves the changes with PUT /api/me and says 'Your profile has been updated'", async () => {
    const { api, onDone, render } = renderForm(makeMe({ level: 3, levelName: 'MEMBER' }));
    await render();
    const name = await screen.findByTestId('display-name-input');
    fireEvent.input(name, { target: { value: 'Alice Cooper' } });
    await userEvent.click(screen.getByTestId('add-social-link'));
    fireEvent.input(screen.getByTestId('social-link-url-0'), {
      target: { value: 'https://x.com/alice' },
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Public' }));
    await userEvent.click(screen.getByTestId('save-profile'));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const put = api.callsTo('/api/me').find((c) => c.method === 'PUT')!;
    expect(JSON.parse(put.body!)).toEqual({
      displayName: 'Alice Cooper',
      socialLinks: [{ name: 'Twitter', url: 'https://x.com/alice', isPublic: true }],
    });
    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
  });

  it('shows the server error text when the server refuses', async () => {
    const { render } = renderForm(makeMe({ level: 3 }), vi.fn(), () =>
      json(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: ['require_member_to_public_social_links'],
      }),
    );
    await render();
    const name = await screen.findByTestId('display-name-input');
    fireEvent.input(name, { target: { value: 'Alice B' } });
    await userEvent.click(screen.getByTestId('save-profile'));
    expect(await screen.findByText('Require member to public social links.')).toBeInTheDocument();
  });
});
