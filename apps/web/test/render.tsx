// Renders a component tree the way the app does (providers, i18n in English, a memory
// router) for component tests.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@/lib/router';
import { AppProviders } from '@/app/providers';
import { initI18n, loadRestTexts } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

export async function renderRoute(
  Component: ComponentType,
  {
    path = '*',
    initialEntries = ['/'],
    initialIndex,
    extraRoutes = [],
  }: {
    path?: string;
    initialEntries?: string[];
    initialIndex?: number;
    extraRoutes?: RouteObject[];
  } = {},
) {
  await initI18n('en');
  // every text, as after any lazily loaded piece (the first screen's alone: english-split.ts)
  await loadRestTexts();
  const router = createMemoryRouter([{ path, Component }, ...extraRoutes], {
    initialEntries,
    initialIndex,
  });
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
