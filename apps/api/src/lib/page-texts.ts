// The texts the server writes into a page's head, per language (the page's language is
// `?lang=`, else the browser's Accept-Language, else English).
import { LANGUAGES, type Language } from '@chainreview/shared';

interface PageTexts {
  site: string;
  project: (p: { name: string; avg: string; count: number }) => string;
  projectTitle: (name: string) => string;
  reviewTitle: (title: string, project: string) => string;
  review: (p: { author: string; project: string; rate: number }) => string;
  profileTitle: (name: string) => string;
  profile: (name: string) => string;
  searchTitle: (keyword: string) => string;
  search: (keyword: string) => string;
}

export const PAGE_TEXTS: Record<Language, PageTexts> = {
  en: {
    site: 'ChainReview: reviews, ratings and reputation for crypto projects.',
    projectTitle: (name) => `${name} reviews`,
    project: ({ name, avg, count }) =>
      `${name} is rated ${avg} out of 5 from ${count} reviews on ChainReview.`,
    reviewTitle: (title, project) => `${title} - review of ${project}`,
    review: ({ author, project, rate }) =>
      `${author} rated ${project} ${rate} out of 5 on ChainReview.`,
    profileTitle: (name) => `${name} on ChainReview`,
    profile: (name) => `Reviews and reputation of ${name} on ChainReview.`,
    searchTitle: (keyword) => `Search: ${keyword}`,
    search: (keyword) => `Crypto projects and reviews matching "${keyword}" on ChainReview.`,
  },
  zh: {
    site: 'ChainReview：加密项目的评价、评分与声誉。',
    projectTitle: (name) => `${name} 的评价`,
    project: ({ name, avg, count }) =>
      `${name} 在 ChainReview 上获得 ${avg}/5 分，共 ${count} 条评价。`,
    reviewTitle: (title, project) => `${title} - ${project} 的评价`,
    review: ({ author, project, rate }) =>
      `${author} 在 ChainReview 上给 ${project} 打了 ${rate}/5 分。`,
    profileTitle: (name) => `${name} - ChainReview`,
    profile: (name) => `${name} 在 ChainReview 上的评价与声誉。`,
    searchTitle: (keyword) => `搜索：${keyword}`,
    search: (keyword) => `ChainReview 上与“${keyword}”相关的加密项目和评价。`,
  },
  ko: {
    site: 'ChainReview: 암호화폐 프로젝트 리뷰, 평점 및 평판.',
    projectTitle: (name) => `${name} 리뷰`,
    project: ({ name, avg, count }) =>
      `${name}은(는) ChainReview에서 리뷰 ${count}개로 5점 만점에 ${avg}점을 받았습니다.`,
    reviewTitle: (title, project) => `${title} - ${project} 리뷰`,
    review: ({ author, project, rate }) =>
      `${author}님이 ChainReview에서 ${project}에 5점 만점에 ${rate}점을 주었습니다.`,
    profileTitle: (name) => `ChainReview의 ${name}`,
    profile: (name) => `ChainReview에서 ${name}님의 리뷰와 평판.`,
    searchTitle: (keyword) => `검색: ${keyword}`,
    search: (keyword) => `ChainReview에서 "${keyword}"와(과) 일치하는 프로젝트와 리뷰.`,
  },
  ja: {
    site: 'ChainReview：暗号資産プロジェクトのレビュー、評価、評判。',
    projectTitle: (name) => `${name} のレビュー`,
    project: ({ name, avg, count }) =>
      `${name} は ChainReview で ${count} 件のレビューにより 5 点中 ${avg} 点と評価されています。`,
    reviewTitle: (title, project) => `${title} - ${project} のレビュー`,
    review: ({ author, project, rate }) =>
      `${author} さんは ChainReview で ${project} を 5 点中 ${rate} 点と評価しました。`,
    profileTitle: (name) => `ChainReview の ${name}`,
    profile: (name) => `ChainReview での ${name} さんのレビューと評判。`,
    searchTitle: (keyword) => `検索：${keyword}`,
    search: (keyword) => `ChainReview で「${keyword}」に一致するプロジェクトとレビュー。`,
  },
  ru: {
    site: 'ChainReview: отзывы, рейтинги и репутация криптопроектов.',
    projectTitle: (name) => `Отзывы о ${name}`,
    project: ({ name, avg, count }) =>
      `Рейтинг ${name} на ChainReview: ${avg} из 5 по ${count} отзывам.`,
    reviewTitle: (title, project) => `${title} - отзыв о ${project}`,
    review: ({ author, project, rate }) =>
      `${author} оценил(а) ${project} на ${rate} из 5 на ChainReview.`,
    profileTitle: (name) => `${name} на ChainReview`,
    profile: (name) => `Отзывы и репутация ${name} на ChainReview.`,
    searchTitle: (keyword) => `Поиск: ${keyword}`,
    search: (keyword) => `Криптопроекты и отзывы по запросу «${keyword}» на ChainReview.`,
  },
  vi: {
    site: 'ChainReview: đánh giá, xếp hạng và uy tín của các dự án crypto.',
    projectTitle: (name) => `Đánh giá ${name}`,
    project: ({ name, avg, count }) =>
      `${name} được chấm ${avg}/5 từ ${count} đánh giá trên ChainReview.`,
    reviewTitle: (title, project) => `${title} - đánh giá ${project}`,
    review: ({ author, project, rate }) =>
      `${author} đã chấm ${project} ${rate}/5 trên ChainReview.`,
    profileTitle: (name) => `${name} trên ChainReview`,
    profile: (name) => `Đánh giá và uy tín của ${name} trên ChainReview.`,
    searchTitle: (keyword) => `Tìm kiếm: ${keyword}`,
    search: (keyword) => `Dự án crypto và đánh giá khớp với "${keyword}" trên ChainReview.`,
  },
};

const OG_LOCALES: Record<Language, string> = {
  en: 'en_US',
  zh: 'zh_CN',
  ko: 'ko_KR',
  ja: 'ja_JP',
  ru: 'ru_RU',
  vi: 'vi_VN',
};
export const ogLocale = (lang: Language) => OG_LOCALES[lang];

const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** `?lang=` wins; else the first supported language of Accept-Language; else English. */
export function pageLanguage(queryLang: unknown, acceptLanguage: string | undefined): Language {
  if (typeof queryLang === 'string' && isLanguage(queryLang)) return queryLang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const base = part.split(';')[0]!.trim().toLowerCase().split('-')[0]!;
    if (isLanguage(base)) return base;
  }
  return 'en';
}
