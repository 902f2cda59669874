// Light/dark theme (spec 4): the user's saved choice (userDarkMode) overrides the system's
// preference; matchesDarkMode records that preference; ?theme=light|dark sets the choice.
import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';
import type { AppStorage } from './storage';
import { FONT_FAMILY } from './font-family';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: FONT_FAMILY,
  defaultRadius: 'md',
  // Shade 8 of blue keeps white button text and blue links at 4.5:1 or more (WCAG AA).
  primaryShade: { light: 8, dark: 8 },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});

/** Dimmed text a little darker (light) or lighter (dark) than Mantine's, for 4.5:1 contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#697077' },
  dark: { '--mantine-color-dimmed': '#969696' },
});

export type ThemeChoice = 'light' | 'dark';

export function parseThemeParam(value: string | null | undefined): ThemeChoice | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** Mantine's color-scheme storage, backed by userDarkMode ('auto' when the user has not chosen). */
export function createColorSchemeManager(store: AppStorage): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | null = null;
  return {
    get: (defaultValue: MantineColorScheme) => {
      const saved = store.get('userDarkMode');
      if (saved === true) return 'dark';
      if (saved === false) return 'light';
      return defaultValue;
    },
    set: (value: MantineColorScheme) => {
      if (value === 'auto') store.remove('userDarkMode');
      else store.set('userDarkMode', value === 'dark');
    },
    subscribe: (onUpdate) => {
      if (typeof window === 'undefined') return;
      listener = (event) => {
        if (event.storageArea !== window.localStorage || event.key !== 'userDarkMode') return;
        const saved = store.get('userDarkMode');
        onUpdate(saved === null ? 'auto' : saved ? 'dark' : 'light');
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
      listener = null;
    },
    clear: () => store.remove('userDarkMode'),
  };
}

/** Keeps matchesDarkMode in step with the system preference; returns a stop function. */
export function trackSystemDarkMode(store: AppStorage): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
    store.set('matchesDarkMode', null);
    return () => {};
  }
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const update = () => store.set('matchesDarkMode', query.matches);
  update();
  query.addEventListener?.('change', update);
  return () => query.removeEventListener?.('change', update);
}
