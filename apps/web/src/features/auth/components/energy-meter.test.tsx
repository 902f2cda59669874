import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render';
import { makeMe, storeToken, systemConfig } from '../../../../test/session';
import { UserMenu } from './user-menu';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const STEP = 86_400;

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openMenu() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await user.click(await screen.findByTestId('user-menu-button'));
  return screen.findByTestId('energy-meter');
}

describe('user menu energy meter', () => {
  it('shows current/max, counts down to lastResetEnergy + recycleEnergyStep and refetches the profile at zero', async () => {
    // 5 s before the refill is due.
    const lastResetEnergy = new Date(NOW.getTime() - (STEP - 5) * 1000).toISOString();
    let meCalls = 0;
    const api = installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
      'GET /api/me': () => {
        meCalls += 1;
        return json(200, {
          data:
            meCalls === 1
              ? makeMe({ lastEnergy: 10, maxEnergy: 30, lastResetEnergy })
              : makeMe({
                  lastEnergy: 30,
                  maxEnergy: 30,
                  lastResetEnergy: new Date().toISOString(),
                }),
        });
      },
    });
    storeToken();
    await renderRoute(UserMenu);
    const meter = await openMenu();

    expect(within(meter).getByTestId('energy-value')).toHaveTextContent('10/30');
    expect(within(meter).getByTestId('energy-bar')).toHaveAttribute('data-percent', '33');
    expect(await within(meter).findByTestId('energy-countdown')).toHaveTextContent(
      'Full again in 0:00:05',
    );
    expect(within(meter).getByRole('link', { name: 'Learn more about energy' })).toHaveAttribute(
      'target',
      '_blank',
    );

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(within(meter).getByTestId('energy-countdown')).toHaveTextContent('0:00:03');
    expect(api.callsTo('/api/me')).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100);
    });
    // At zero: shown full at once, then the profile is fetched again.
    expect(await within(meter).findByText('30/30')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo('/api/me')).toHaveLength(2));
    expect(within(meter).queryByTestId('energy-countdown')).not.toBeInTheDocument();
  });

  it('caps the bar at 100 % when energy is above max and shows no countdown', async () => {
    installFakeApi({
      'GET /api/public/system-configs': () => json(200, { data: systemConfig }),
      'GET /api/me': () => json(200, { data: makeMe({ lastEnergy: 45, maxEnergy: 40 }) }),
    });
    storeToken();
    await renderRoute(UserMenu);
    const meter = await openMenu();
    expect(within(meter).getByTestId('energy-value')).toHaveTextContent('45/40');
    expect(within(meter).getByTestId('energy-bar')).toHaveAttribute('data-percent', '100');
    expect(within(meter).queryByTestId('energy-countdown')).not.toBeInTheDocument();
  });
});
