// Renders a feature component the way the app does (i18n in English, Mantine, modals,
// notifications, TanStack Query, a memory router) with a session given by the test instead
// of the auth feature, so components that read useSession() can be tried signed in or out.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { vi } from 'vitest';
import type { Me } from '@chainreview/shared/schemas/user';
import { DeferredModals } from '@/components/deferred-modals';
import { i18n, initI18n, loadRestTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SessionContext, type Session } from '@/lib/session';
import { theme } from '@/lib/theme';

export const VIEWER: Me = {
  id: '7',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  displayName: 'Viewer',
  bio: null,
  avatar: null,
  score: 120,
  level: 2,
  levelName: 'JUNIOR_MEMBER',
  reviewsCount: 1,
  followersCount: 0,
  followingCount: 0,
  donateReceived: 0,
  language: 'en',
  socialLinks: [],
  role: 'normal',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastEnergy: 30,
  lastResetEnergy: '2026-01-01T00:00:00.000Z',
  maxEnergy: 40,
  voteEnergy: 1,
  reviewEnergy: 10,
  nextLevelScore: 150,
};

export function fakeSession(signedIn: boolean, overrides: Partial<Session> = {}): Session {
  return {
    status: signedIn ? 'authenticated' : 'anonymous',
    isAuthenticated: signedIn,
    user: signedIn ? VIEWER : null,
    wallet: {
      address: signedIn ? VIEWER.address : null,
      chainId: signedIn ? 56 : null,
      connected: signedIn,
    },
    openConnectModal: vi.fn(),
    openSwitchNetworkModal: vi.fn(),
    logout: vi.fn(async () => {}),
    ...overrides,
  };
}

export async function renderWithSession(
  ui: ReactNode,
  {
    session = fakeSession(true),
    queryClient = createQueryClient(),
    path = '/',
  }: { session?: Session; queryClient?: QueryClient; path?: string } = {},
) {
  await initI18n('en');
  // every text, as after any lazily loaded piece (the first screen's alone: english-split.ts)
  await loadRestTexts();
  const router = createMemoryRouter([{ path: '*', Component: () => ui }], {
    initialEntries: [path],
  });
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <DeferredModals />
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={session}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...utils, router, queryClient, session };
}
