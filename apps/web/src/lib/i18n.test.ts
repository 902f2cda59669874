import { describe, expect, it } from 'vitest';
import { detectLanguage, matchLanguage } from './i18n';

describe('language detection', () => {
  it('prefers ?lang=, then the saved choice, then the browser, then English', () => {
    expect(detectLanguage({ query: 'ja', saved: 'ko', browser: ['vi-VN'] })).toBe('ja');
    expect(detectLanguage({ query: 'xx', saved: 'ko', browser: ['vi-VN'] })).toBe('ko');
    expect(detectLanguage({ saved: null, browser: ['fr-FR', 'zh-CN'] })).toBe('zh');
    expect(detectLanguage({ saved: 'de', browser: ['fr-FR'] })).toBe('en');
    expect(detectLanguage({})).toBe('en');
  });

  it('maps browser tags to supported languages', () => {
    expect(matchLanguage('ru-RU')).toBe('ru');
    expect(matchLanguage('zh_TW')).toBe('zh');
    expect(matchLanguage('KO')).toBe('ko');
    expect(matchLanguage('pt-BR')).toBeNull();
    expect(matchLanguage(undefined)).toBeNull();
  });
});
