import { describe, expect, it } from 'vitest';
import { createStorage } from './storage';
import { createColorSchemeManager, parseThemeParam } from './theme';

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
