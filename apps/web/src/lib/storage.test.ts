import { beforeEach, describe, expect, it } from 'vitest';
import { HINTS } from '@chainreview/shared/enums';
import { createStorage, STORAGE_KEYS, type AppStorage } from './storage';

function fakeBackend(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('storage', () => {
  let backend: Storage;
  let store: AppStorage;
  beforeEach(() => {
    backend = fakeBackend();
    store = createStorage(backend);
  });

  it('knows every key of spec section 3 plus the token, wallet-kind and demo keys', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      [
        'reviewed_project',
        'connector',
        'store',
        'searched_project',
        'hints',
        'access_token',
        'wallet_kind',
        'userDarkMode',
        'userLocale',
        'matchesDarkMode',
        'demo_wallet_key',
        'review_sign_explained',
      ].sort(),
    );
  });

  it('round-trips valid values', () => {
    expect(store.set('userDarkMode', true)).toBe(true);
    expect(store.get('userDarkMode')).toBe(true);
    store.set('userLocale', 'ko');
    expect(store.get('userLocale')).toBe('ko');
    store.set('matchesDarkMode', null);
    expect(store.get('matchesDarkMode')).toBeNull();
    store.set('reviewed_project', { projectId: 'p1', chain: 'bsc', key: '0xabc', rate: 4 });
    expect(store.get('reviewed_project')).toEqual({
      projectId: 'p1',
      chain: 'bsc',
      key: '0xabc',
      rate: 4,
    });
  });

  it('stores values as JSON, the token included', () => {
    store.set('access_token', 'eyJ.token');
    store.set('wallet_kind', 'injected');
    expect(backend.getItem('access_token')).toBe('"eyJ.token"');
    expect(JSON.parse(backend.getItem('wallet_kind')!)).toBe('injected');
    expect(store.get('access_token')).toBe('eyJ.token');
  });

  it('discards (and removes) stored data that does not match its schema', () => {
    backend.setItem('userLocale', '"fr"');
    backend.setItem('wallet_kind', '"ledger"');
    backend.setItem('userDarkMode', '"yes"');
    backend.setItem(
      'reviewed_project',
      JSON.stringify({ projectId: 'p1', chain: 'bsc', key: 'k', rate: 9 }),
    );
    expect(store.get('userLocale')).toBeNull();
    expect(store.get('wallet_kind')).toBeNull();
    expect(store.get('userDarkMode')).toBeNull();
    expect(store.get('reviewed_project')).toBeNull();
    expect(backend.getItem('userLocale')).toBeNull();
    expect(backend.getItem('reviewed_project')).toBeNull();
  });

  it('discards unparseable JSON', () => {
    backend.setItem('searched_project', '{not json');
    expect(store.get('searched_project')).toBeNull();
    expect(backend.getItem('searched_project')).toBeNull();
  });

  it('refuses to write a value that does not match its schema', () => {
    expect(store.set('userLocale', 'fr' as never)).toBe(false);
    expect(store.set('demo_wallet_key', '0x1234' as never)).toBe(false);
    expect(backend.getItem('userLocale')).toBeNull();
  });

  it('clears the session keys (token, connector, wallet kind) and nothing else', () => {
    store.set('access_token', 't');
    store.set('connector', 'io.metamask');
    store.set('wallet_kind', 'injected');
    store.set('userLocale', 'vi');
    store.clearSession();
    expect(store.get('access_token')).toBeNull();
    expect(store.get('connector')).toBeNull();
    expect(store.get('wallet_kind')).toBeNull();
    expect(store.get('userLocale')).toBe('vi');
  });

  it('restores the full hint list when the stored list is empty or invalid', () => {
    expect(store.getHints()).toEqual([...HINTS]);
    backend.setItem('hints', '[]');
    expect(store.getHints()).toEqual([...HINTS]);
    backend.setItem('hints', '["not_a_hint"]');
    expect(store.getHints()).toEqual([...HINTS]);
  });

  it('removes a closed hint and saves the rest', () => {
    const rest = store.dismissHint('search_projects');
    expect(rest).not.toContain('search_projects');
    expect(store.getHints()).toEqual(rest);
    expect(rest[0]).toBe('change_avatar');
  });

  it('keeps recent searches unique, newest first, at most 10', () => {
    for (let i = 0; i < 12; i++)
      store.addSearchedProject({ id: `p${i}`, name: `P${i}`, chain: 'bsc' });
    store.addSearchedProject({ id: 'p5', name: 'P5', chain: 'bsc' });
    const list = store.get('searched_project')!;
    expect(list).toHaveLength(10);
    expect(list[0]!.id).toBe('p5');
    expect(list.filter((p) => p.id === 'p5')).toHaveLength(1);
  });

  it('survives a storage that throws', () => {
    const broken = createStorage({
      ...fakeBackend(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as Storage);
    expect(broken.get('access_token')).toBeNull();
    expect(broken.set('access_token', 'x')).toBe(false);
  });
});
