// The root route: scroll restoration (history state, else top), back-to-top, and the
// ?theme= / ?lang= query parameters (spec 2) applied on every navigation.
import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useMantineColorScheme } from '@mantine/core';
import { Outlet, ScrollRestoration, useSearchParams } from '@/lib/router';
import { BackToTop } from '@/components/back-to-top';
import { FocusKeeper } from '@/components/focus-keeper';
import { isLanguage, setLanguage } from '@/lib/i18n';
import { parseThemeParam } from '@/lib/theme';

function useQuerySettings() {
  const [params] = useSearchParams();
  const { setColorScheme } = useMantineColorScheme();
  const theme = parseThemeParam(params.get('theme'));
  const lang = params.get('lang');
  useEffect(() => {
    if (theme) setColorScheme(theme);
  }, [theme, setColorScheme]);
  useEffect(() => {
    if (isLanguage(lang)) void setLanguage(lang);
  }, [lang]);
}

export function RootLayout() {
  useQuerySettings();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <BackToTop />
      <FocusKeeper />
    </>
  );
}

/** Shown while the first route's code loads. */
export function RootFallback() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
