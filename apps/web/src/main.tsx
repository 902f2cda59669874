// Entry: apply ?theme= and ?lang= before the first paint, load the language, render.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/mantine-variables.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@/lib/router';
import { AppProviders } from '@/app/providers';
import { endFirstLoad } from '@/components/render-later';
import { createAppRouter } from '@/app/router';
import { numberFormat } from '@/lib/format';
import { detectLanguage, i18n, initI18n } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { queryClient } from '@/lib/query-client';
import { storage } from '@/lib/storage';
import { systemConfigQueryOptions } from '@/lib/system-config';
import { parseThemeParam, trackSystemDarkMode } from '@/lib/theme';

function applyQuerySettings(search: string) {
  const params = new URLSearchParams(search);
  const theme = parseThemeParam(params.get('theme'));
  if (theme) storage.set('userDarkMode', theme === 'dark');
  const lang = params.get('lang');
  const language = detectLanguage({ query: lang });
  if (lang && language === lang) storage.set('userLocale', language);
}

applyQuerySettings(window.location.search);
trackSystemDarkMode(storage);
// Spec 7: system configs are fetched at start, without retry; failures are ignored here.
void queryClient.prefetchQuery(systemConfigQueryOptions());

const router = createAppRouter();
const root = document.getElementById('root')!;
const firstKey = router.state.location.key;
const stopWatching = router.subscribe((state) => {
  if (state.location.key === firstKey) return;
  stopWatching();
  endFirstLoad();
});

/**
 * The first-paint shell (first-paint.ts) stays until the first route's code is in, so React
 * replaces it with the page itself rather than with the loading fallback.
 */
function routeReady(): Promise<void> {
  if (!root.hasChildNodes() || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function render() {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // The first number format of a language takes its data (a 40 ms task on a phone): built now,
  // in a task of its own, not inside the render of the first figures.
  nextTask(() => numberFormat(i18n.language));
}

// The render in a task of its own: when the page's code came with the entry, it would
// otherwise run in the task that evaluated all of the modules.
void Promise.all([initI18n().catch(() => undefined), routeReady()]).finally(() => nextTask(render));
