// Light/dark theme (spec 4): the user's saved choice (userDarkMode) overrides the system's
// preference; matchesDarkMode records that preference; ?theme=light|dark sets the choice.
import {
  CloseButton,
  type CloseButtonProps,
  createTheme,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';
import type { AppStorage } from './storage';
import { FONT_FAMILY } from './font-family';
import { contrast, over, readableOn } from './contrast';

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: FONT_FAMILY,
  defaultRadius: 'md',
  // Shade 8 of blue keeps white button text and blue links at 4.5:1 or more (WCAG AA).
  primaryShade: { light: 8, dark: 8 },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});

/** The text ratio WCAG 2 AA asks of normal-size text. */
const TEXT_RATIO = 4.5;
const WHITE = '#ffffff';
const BLACK = '#000000';
/** The surfaces text sits on: body, gray-0/1 cards and stripes (light); dark-7 body, dark-6
 * cards and inputs, dark-5 hover (dark). */
const LIGHT_SURFACES = [WHITE, '#f8f9fa', '#f1f3f5'];
const DARK_SURFACES = ['#242424', '#2e2e2e'];

/** The first of `indexes` whose shade reads at 4.5:1 on `backgrounds`, else the last made darker
 * (or lighter) until it does. */
function pick(
  shades: readonly string[],
  indexes: number[],
  backgrounds: readonly string[],
  towards: typeof WHITE | typeof BLACK,
): string {
  for (const i of indexes) {
    if (backgrounds.every((bg) => contrast(shades[i]!, bg) >= TEXT_RATIO)) return shades[i]!;
  }
  return readableOn(shades[indexes.at(-1)!]!, backgrounds, TEXT_RATIO, towards);
}

/**
 * Every colour's text, light-variant, outline and filled tokens chosen once, here, so that any
 * component using them (badges, Text c="green", alerts, filled buttons with white text, form
 * errors, placeholders) meets 4.5:1 in both themes: light text takes the first shade from 6 that
 * reads on white, gray stripes and its own light tint; dark text the first shade from 4 down that
 * reads on dark cards; filled backgrounds the first shade from 7 that carries white text.
 */
const resolveVariables: CSSVariablesResolver = (mantine) => {
  const light: Record<string, string> = {};
  const dark: Record<string, string> = {};
  for (const [name, shades] of Object.entries(mantine.colors)) {
    if (name === 'dark' || !Array.isArray(shades) || shades.length < 10) continue;
    const lightTint = over(shades[8]!, 0.12, LIGHT_SURFACES[2]!);
    const lightText = pick(shades, [6, 7, 8, 9], [...LIGHT_SURFACES, lightTint], BLACK);
    const filled = pick(shades, [7, 8, 9], [WHITE], BLACK);
    const filledHover = readableOn(over(BLACK, 0.12, filled), [WHITE], TEXT_RATIO, BLACK);
    Object.assign(light, {
      [`--mantine-color-${name}-text`]: lightText,
      [`--mantine-color-${name}-light-color`]: lightText,
      [`--mantine-color-${name}-outline`]: lightText,
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: filledHover,
    });
    const darkTint = over(shades[6]!, 0.2, DARK_SURFACES[1]!);
    const darkText = pick(shades, [4, 3, 2, 1, 0], [...DARK_SURFACES, darkTint], WHITE);
    Object.assign(dark, {
      [`--mantine-color-${name}-text`]: darkText,
      [`--mantine-color-${name}-light-color`]: darkText,
      [`--mantine-color-${name}-outline`]: darkText,
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: filledHover,
    });
  }
  return {
    variables: {},
    light: {
      ...light,
      '--mantine-color-dimmed': '#697077',
      '--mantine-color-placeholder': '#697077',
      '--mantine-color-error': light['--mantine-color-red-text']!,
      '--mantine-color-anchor': light[`--mantine-color-${mantine.primaryColor}-text`]!,
    },
    dark: {
      ...dark,
      '--mantine-color-dimmed': '#a0a0a0',
      '--mantine-color-placeholder': '#a0a0a0',
      '--mantine-color-error': dark['--mantine-color-red-text']!,
      '--mantine-color-anchor': dark[`--mantine-color-${mantine.primaryColor}-text`]!,
    },
  };
};

const resolved = new WeakMap<object, Map<string, ReturnType<CSSVariablesResolver>>>();

/**
 * resolveVariables, worked out once per palette: the contrast search is costly and Mantine asks
 * again on every render of its provider (each language change, each first paint).
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => {
  let byPrimary = resolved.get(mantine.colors);
  if (!byPrimary) {
    byPrimary = new Map();
    resolved.set(mantine.colors, byPrimary);
  }
  let result = byPrimary.get(mantine.primaryColor);
  if (!result) {
    result = resolveVariables(mantine);
    byPrimary.set(mantine.primaryColor, result);
  }
  return result;
};

/**
 * The theme with its words: every close button (dialogs, drawers, toasts, clear buttons) is
 * named `closeLabel` unless it brings its own name.
 */
export function themeWithLabels(closeLabel: string) {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        CloseButton: CloseButton.extend({
          // aria-label is passed through to the <button>; Mantine's props do not list it
          defaultProps: { 'aria-label': closeLabel } as Partial<CloseButtonProps>,
        }),
      },
    }),
  );
}

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
