import { describe, expect, it } from 'vitest';
import { createStorage } from './storage';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { contrast, over } from './contrast';
import { createColorSchemeManager, cssVariablesResolver, parseThemeParam, theme } from './theme';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    length: 0,
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: () => null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('theme', () => {
  it("follows the system ('auto') until the user chooses, then keeps the choice in userDarkMode", () => {
    const store = createStorage(memory());
    const manager = createColorSchemeManager(store);
    expect(manager.get('auto')).toBe('auto');
    manager.set('dark');
    expect(store.get('userDarkMode')).toBe(true);
    expect(manager.get('auto')).toBe('dark');
    manager.set('light');
    expect(store.get('userDarkMode')).toBe(false);
    expect(manager.get('auto')).toBe('light');
    manager.clear();
    expect(manager.get('auto')).toBe('auto');
  });

  it('accepts only light and dark from ?theme=', () => {
    expect(parseThemeParam('dark')).toBe('dark');
    expect(parseThemeParam('light')).toBe('light');
    expect(parseThemeParam('blue')).toBeNull();
    expect(parseThemeParam(null)).toBeNull();
  });
});

describe('colour tokens', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const { light, dark } = cssVariablesResolver(merged);
  const names = Object.keys(merged.colors).filter((n) => n !== 'dark');

  it.each(names)(
    '%s text, light-variant and outline tokens read at 4.5:1 in both themes',
    (name) => {
      const shades = merged.colors[name]!;
      for (const bg of ['#ffffff', '#f1f3f5', over(shades[8]!, 0.12, '#ffffff')]) {
        for (const token of ['text', 'light-color', 'outline'])
          expect(contrast(light[`--mantine-color-${name}-${token}`]!, bg)).toBeGreaterThanOrEqual(
            4.5,
          );
      }
      for (const bg of ['#242424', '#2e2e2e', over(shades[6]!, 0.2, '#2e2e2e')]) {
        for (const token of ['text', 'light-color', 'outline'])
          expect(contrast(dark[`--mantine-color-${name}-${token}`]!, bg)).toBeGreaterThanOrEqual(
            4.5,
          );
      }
    },
  );

  it.each(names)('%s filled backgrounds carry white text at 4.5:1', (name) => {
    for (const vars of [light, dark]) {
      expect(contrast(vars[`--mantine-color-${name}-filled`]!, '#ffffff')).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(
        contrast(vars[`--mantine-color-${name}-filled-hover`]!, '#ffffff'),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('form errors, placeholders and dimmed text read at 4.5:1 on inputs and cards', () => {
    for (const token of ['error', 'placeholder', 'dimmed']) {
      expect(contrast(light[`--mantine-color-${token}`]!, '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark[`--mantine-color-${token}`]!, '#2e2e2e')).toBeGreaterThanOrEqual(4.5);
    }
    // the old form error red (#fa5252) did not
    expect(contrast('#fa5252', '#ffffff')).toBeLessThan(4.5);
  });
});
