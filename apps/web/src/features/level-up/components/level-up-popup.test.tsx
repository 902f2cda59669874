import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render';
import { makeMe, storeToken, systemConfig } from '../../../../test/session';
import { useSession } from '@/lib/session';
import { useSystemConfig } from '@/lib/system-config';
import { LevelUpPopup } from './level-up-popup';

afterEach(() => vi.unstubAllGlobals());

/**
 * The popup next to a probe that appears once the profile and the system config are loaded:
 * both render in the same commit, so when the probe shows, the popup has decided whether to ask
 * (an explicit signal instead of a wait before checking that it did not).
 */
function WithInputsProbe() {
  const { user } = useSession();
  const config = useSystemConfig();
  return (
    <>
      <LevelUpPopup />
      {user && config.data ? <span data-testid="inputs-ready" /> : null}
    </>
  );
}

const popup = {
  id: '5',
  type: 'level_up',
  newLevel: 2,
  levelName: 'JUNIOR_MEMBER',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function setup(me = makeMe({ score: 51, level: 2, levelName: 'JUNIOR_MEMBER' })) {
  let pending = [popup];
  const api = installFakeApi({
    'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
    'GET /api/me': () => json(200, { data: me }),
    'GET /api/popup': () => json(200, { data: pending }),
    'DELETE /api/popup': () => {
      pending = [];
      return json(200, { data: true });
    },
  });
  storeToken();
  return api;
}

describe('level-up popup', () => {
  it('shows the new level with the spec texts and dismisses it on the server', async () => {
    const api = setup();
    await renderRoute(LevelUpPopup, { initialEntries: ['/projects'] });
    const card = await screen.findByTestId('level-up-popup');
    expect(card).toHaveTextContent('Level Up');
    expect(card).toHaveTextContent('Congratulations on your new level :');
    expect(card).toHaveTextContent('Lv. 2 · Junior Member');
    expect(card).toHaveTextContent('You did a great job and keep it up');
    await userEvent.click(screen.getByTestId('level-up-close'));
    await waitFor(() => expect(screen.queryByTestId('level-up-popup')).not.toBeInTheDocument());
    expect(api.callsTo('/api/popup').map((c) => c.method)).toContain('DELETE');
  });

  it('stays closed when a list fetched before the dismissal answers after it', async () => {
    let pending = [popup];
    let release: (() => void) | undefined;
    const api = installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
      'GET /api/me': () => json(200, { data: makeMe({ score: 51, level: 2 }) }),
      'GET /api/popup': async () => {
        const answer = pending;
        // The second ask (after a route change) is slow: it answers after the close click.
        if (api.callsTo('/api/popup').length === 2) {
          await new Promise<void>((resolve) => (release = resolve));
        }
        return json(200, { data: answer });
      },
      'DELETE /api/popup': () => {
        pending = [];
        return json(200, { data: true });
      },
    });
    storeToken();
    const { router, queryClient } = await renderRoute(LevelUpPopup, {
      initialEntries: ['/projects'],
    });
    await screen.findByTestId('level-up-popup');
    await router.navigate('/recently-reviews');
    await waitFor(() => expect(release).toBeDefined());
    await userEvent.click(screen.getByTestId('level-up-close'));
    release?.();
    await waitFor(() => expect(api.callsTo('/api/popup').map((c) => c.method)).toContain('DELETE'));
    await waitFor(() => expect(screen.queryByTestId('level-up-popup')).not.toBeInTheDocument());
    // the slow list has answered and every fetch and mutation has settled: the final state
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    expect(api.callsTo('/api/popup').filter((c) => c.method === 'GET').length).toBeGreaterThan(1);
    expect(screen.queryByTestId('level-up-popup')).not.toBeInTheDocument();
  });

  it('is not asked for on the write-review route', async () => {
    const api = setup();
    await renderRoute(WithInputsProbe, { initialEntries: ['/write-review/bsc/0xabc'] });
    // the popup has rendered with the profile and the config: it asked then or never
    await screen.findByTestId('inputs-ready');
    expect(api.callsTo('/api/popup')).toHaveLength(0);
    expect(screen.queryByTestId('level-up-popup')).not.toBeInTheDocument();
  });

  it('is not asked for when the user is close to the next level (spec 5 score check)', async () => {
    const api = setup(makeMe({ score: 45, level: 1 }));
    await renderRoute(WithInputsProbe, { initialEntries: ['/projects'] });
    await screen.findByTestId('inputs-ready');
    expect(api.callsTo('/api/popup')).toHaveLength(0);
  });

  it('asks again on each route change', async () => {
    const api = setup();
    const { router } = await renderRoute(LevelUpPopup, { initialEntries: ['/projects'] });
    await screen.findByTestId('level-up-popup');
    const before = api.callsTo('/api/popup').length;
    await router.navigate('/recently-reviews');
    await waitFor(() => expect(api.callsTo('/api/popup').length).toBeGreaterThan(before));
  });
});
