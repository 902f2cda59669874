// dayjs's month and day names for each language but English (built into dayjs). They load with
// that language's texts (lib/i18n.ts), not with every page that shows a date.
export const DAYJS_LOCALES: Record<string, string> = {
  zh: 'zh-cn',
  ko: 'ko',
  ja: 'ja',
  ru: 'ru',
  vi: 'vi',
};

const LOADERS: Record<string, () => Promise<unknown>> = {
  zh: () => import('dayjs/locale/zh-cn'),
  ko: () => import('dayjs/locale/ko'),
  ja: () => import('dayjs/locale/ja'),
  ru: () => import('dayjs/locale/ru'),
  vi: () => import('dayjs/locale/vi'),
};

/** Registers the language's dayjs locale (nothing to do for English). */
export function loadDateLocale(language: string): Promise<unknown> {
  return LOADERS[language]?.() ?? Promise.resolve();
}
