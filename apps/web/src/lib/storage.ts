// Local storage, read and written through zod schemas (spec 3): a value that does not
// match its schema is removed and reads as null, so stale or tampered data never reaches UI.
import { z } from 'zod/mini';
import { HINTS, LANGUAGES, WALLET_KINDS, type Hint } from '@chainreview/shared/enums';

const hex32 = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));
const nonEmpty = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** A recently opened project, as the recent-searches box lists it. */
export const searchedProjectSchema = z.object({
  id: nonEmpty(200),
  name: z.string(),
  symbol: z.nullish(z.string()),
  chain: nonEmpty(50),
  contractAddress: z.nullish(z.string()),
  avatar: z.nullish(z.string()),
});
export type SearchedProject = z.infer<typeof searchedProjectSchema>;

/**
 * The review wish or draft kept while signing in (spec 4: a star click when signed out is
 * remembered; after connecting, write-review opens with it as the local draft).
 */
export const reviewedProjectSchema = z.object({
  projectId: nonEmpty(200),
  chain: nonEmpty(50),
  key: nonEmpty(200),
  rate: z.int().check(z.gte(1), z.lte(5)),
  title: z.optional(z.string().check(z.maxLength(1000))),
  content: z.optional(z.string().check(z.maxLength(100_000))),
});
export type ReviewedProject = z.infer<typeof reviewedProjectSchema>;

const RECENT_SEARCHES_MAX = 10;

/** Every key the app stores, with its schema. Values are stored as JSON. */
export const STORAGE_KEYS = {
  reviewed_project: reviewedProjectSchema,
  connector: nonEmpty(200),
  store: z.record(z.string(), z.unknown()),
  searched_project: z.array(searchedProjectSchema).check(z.maxLength(RECENT_SEARCHES_MAX)),
  hints: z.array(z.enum(HINTS)),
  access_token: nonEmpty(4096),
  wallet_kind: z.enum(WALLET_KINDS),
  userDarkMode: z.boolean(),
  userLocale: z.enum(LANGUAGES),
  matchesDarkMode: z.nullable(z.boolean()),
  demo_wallet_key: hex32,
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;
export type StorageValue<K extends StorageKey> = z.infer<(typeof STORAGE_KEYS)[K]>;

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
