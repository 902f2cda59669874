// Local storage, read and written through schemas (spec 3; lib/check.ts): a value that does not
// match its schema is removed and reads as null, so stale or tampered data never reaches UI.
import { HINTS, LANGUAGES, WALLET_KINDS, type Hint } from '@chainreview/shared/enums';
import * as c from './check';

const hex32 = c.string({ pattern: /^0x[0-9a-fA-F]{64}$/ });
const nonEmpty = (max: number) => c.string({ min: 1, max });

/** A recently opened project, as the recent-searches box lists it. */
export const searchedProjectSchema = c.object({
  id: nonEmpty(200),
  name: c.string(),
  symbol: c.nullish(c.string()),
  chain: nonEmpty(50),
  contractAddress: c.nullish(c.string()),
  avatar: c.nullish(c.string()),
});
export type SearchedProject = c.Infer<typeof searchedProjectSchema>;

/**
 * The review wish or draft kept while signing in (spec 4: a star click when signed out is
 * remembered; after connecting, write-review opens with it as the local draft).
 */
export const reviewedProjectSchema = c.object({
  projectId: nonEmpty(200),
  chain: nonEmpty(50),
  key: nonEmpty(200),
  rate: c.int({ min: 1, max: 5 }),
  title: c.optional(c.string({ max: 1000 })),
  content: c.optional(c.string({ max: 100_000 })),
});
export type ReviewedProject = c.Infer<typeof reviewedProjectSchema>;

const RECENT_SEARCHES_MAX = 10;

/** Every key the app stores, with its schema. Values are stored as JSON. */
export const STORAGE_KEYS = {
  reviewed_project: reviewedProjectSchema,
  connector: nonEmpty(200),
  store: c.record(),
  searched_project: c.array(searchedProjectSchema, { max: RECENT_SEARCHES_MAX }),
  hints: c.array(c.oneOf(HINTS)),
  access_token: nonEmpty(4096),
  wallet_kind: c.oneOf(WALLET_KINDS),
  userDarkMode: c.boolean(),
  userLocale: c.oneOf(LANGUAGES),
  matchesDarkMode: c.nullable(c.boolean()),
  demo_wallet_key: hex32,
  /** Set once the first review signature has been explained (the notice shows once). */
  review_sign_explained: c.boolean(),
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;
export type StorageValue<K extends StorageKey> = c.Infer<(typeof STORAGE_KEYS)[K]>;

/** The session keys a logout or a 401 clears (spec 4). */
export const SESSION_KEYS = [
  'access_token',
  'connector',
  'wallet_kind',
] as const satisfies readonly StorageKey[];

function memoryStorage(): Storage {
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

function defaultBackend(): Storage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) {
      const probe = '__chainreview_probe__';
      window.localStorage.setItem(probe, '1');
      window.localStorage.removeItem(probe);
      return window.localStorage;
    }
  } catch {
    // Private mode or disabled storage: fall through to memory.
  }
  return memoryStorage();
}

export function createStorage(backend: Storage = defaultBackend()) {
  function get<K extends StorageKey>(key: K): StorageValue<K> | null {
    const schema = STORAGE_KEYS[key];
    let text: string | null;
    try {
      text = backend.getItem(key);
    } catch {
      return null;
    }
    if (text === null) return null;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      backend.removeItem(key);
      return null;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      backend.removeItem(key);
      return null;
    }
    return parsed.data as StorageValue<K>;
  }

  /** Writes a value; one that does not match the key's schema is refused (returns false). */
  function set<K extends StorageKey>(key: K, value: StorageValue<K>): boolean {
    const parsed = STORAGE_KEYS[key].safeParse(value);
    if (!parsed.success) return false;
    try {
      backend.setItem(key, JSON.stringify(parsed.data));
      return true;
    } catch {
      return false;
    }
  }

  function remove(key: StorageKey): void {
    try {
      backend.removeItem(key);
    } catch {
      // ignore: nothing to remove from an unavailable storage
    }
  }

  return {
    get,
    set,
    remove,
    clearSession() {
      for (const key of SESSION_KEYS) remove(key);
    },
    /** Hints still to show; an empty or invalid stored list restores the full list (spec 4). */
    getHints(): Hint[] {
      const stored = get('hints');
      return stored && stored.length > 0 ? stored : [...HINTS];
    },
    /** Closing a hint removes it and saves the rest. */
    dismissHint(hint: Hint): Hint[] {
      const rest = this.getHints().filter((h) => h !== hint);
      set('hints', rest.length > 0 ? rest : ['DONE']);
      return rest;
    },
    /** Recent searches: the opened project moves to the front, duplicates go, at most 10. */
    addSearchedProject(project: SearchedProject): SearchedProject[] {
      const list = [
        project,
        ...(get('searched_project') ?? []).filter((p) => p.id !== project.id),
      ].slice(0, RECENT_SEARCHES_MAX);
      set('searched_project', list);
      return list;
    },
  };
}

export type AppStorage = ReturnType<typeof createStorage>;

/** The app's storage on window.localStorage (memory when unavailable). */
export const storage: AppStorage = createStorage();
