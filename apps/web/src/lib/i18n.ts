// i18next set-up: six languages, each a folder of section files (locales/<lang>/*.json, merged
// by locales/<lang>/index.ts); English (the source of truth) is bundled as far as the first
// screen of '/' and of a project page needs it, the rest comes by section with the code that
// names it (addEnglishTexts; english-split.ts); the other languages load on demand, one chunk
// per language. Choice order (spec 4): ?lang=, saved userLocale, the browser's
// languages, then en. <html lang> follows the active language.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@chainreview/shared/enums';
import enFirst from 'virtual:locales/en-first';
import { storage } from './storage';

export const i18n = i18next.createInstance();

const lazyLocales = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/index.ts',
  '!../locales/en/index.ts',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = lazyLocales[`../locales/${language}/index.ts`];
    if (!load) return callback(null, {});
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

let restOfEnglish: Promise<void> | null = null;

/** Adds English texts (a section of the rest, imported by the modules that name it). */
export function addEnglishTexts(tree: Record<string, unknown>): void {
  // init() makes a new store: texts added before it would be lost
  const add = () => i18n.addResourceBundle('en', 'translation', tree, true, true);
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}

/** Adds the English texts beyond the first screen's (once). */
export function loadRestTexts(): Promise<void> {
  restOfEnglish ??= import('virtual:locales/en-rest').then(
    (mod) =>
      new Promise<void>((resolve) => {
        // init() makes a new store: texts added before it would be lost
        const add = () => {
          i18n.addResourceBundle('en', 'translation', mod.default, true, true);
          resolve();
        };
        if (i18n.isInitialized) add();
        else i18n.on('initialized', add);
      }),
  );
  return restOfEnglish;
}

/** Adds the English error texts (errors.<code>, once): what an API error's text is built from. */
export function loadErrorTexts(): Promise<void> {
  return import('virtual:locales/en-rest/errors').then(() => undefined);
}

/**
 * A lazily loaded module that resolves once its English texts are in too: every route but '/'
 * and the project page, and every lazily loaded component, load through it. In the build the
 * texts a module names come with it (english-split.ts); the dev server and the component tests
 * load the whole rest.
 */
export function withRestTexts<T>(load: Promise<T>): Promise<T> {
  if (import.meta.env.PROD) return load;
  return Promise.all([load, loadRestTexts()]).then(([mod]) => mod);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a browser tag such as 'zh-CN' or 'ko' to a supported language, if any. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

export function detectLanguage(input: {
  query?: string | null;
  saved?: string | null;
  browser?: readonly string[];
}): Language {
  const fromQuery = isLanguage(input.query) ? input.query : null;
  if (fromQuery) return fromQuery;
  if (isLanguage(input.saved)) return input.saved;
  for (const tag of input.browser ?? []) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length
    ? [...navigator.languages]
    : navigator.language
      ? [navigator.language]
      : [];
}

/** Starts i18next in the given language (detected when omitted) and waits for its texts. */
export async function initI18n(language?: Language): Promise<typeof i18n> {
  const lng =
    language ?? detectLanguage({ saved: storage.get('userLocale'), browser: browserLanguages() });
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (lang) => {
      if (typeof document !== 'undefined') document.documentElement.lang = lang;
    });
    await i18n
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        resources: { en: { translation: enFirst } },
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        // given explicitly, so that i18next does not test every key for natural language (a
        // regular expression per t() call: hundreds on a first render)
        keySeparator: '.',
        nsSeparator: ':',
        returnNull: false,
        react: { useSuspense: false },
      });
    if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
  } else if (i18n.language !== lng) {
    await i18n.changeLanguage(lng);
  }
  return i18n;
}

/** Switches language; a user's own choice (not a detected one) is saved. */
export async function setLanguage(
  language: Language,
  options: { persist?: boolean } = {},
): Promise<void> {
  if (options.persist ?? true) storage.set('userLocale', language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The text for an API error code (errors.<code>); unknown codes are shown as they are (spec 8). */
export function errorCodeText(code: string): string {
  if (/^[A-Za-z0-9_]+$/.test(code) && i18n.exists(`errors.${code}`))
    return i18n.t(`errors.${code}`);
  return code;
}
