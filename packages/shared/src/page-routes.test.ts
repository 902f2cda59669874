import { describe, expect, it } from 'vitest';
import { compileRoute, matchPageRoute, PAGE_ROUTES } from './page-routes.ts';

describe('page routes', () => {
  it('lists every page of the web app with its pattern', () =>
    expect(PAGE_ROUTES).toEqual({
      home: '/',
      search: '/search/:keyword',
      project: '/project/:chain/:slug',
      writeReview: '/write-review/:chain/:contractAddress',
      review: '/reviews/:reviewId',
      submitProject: '/submit-project/:chain/:contractAddress',
      user: '/user/address/:address',
      me: '/me',
      hashtag: '/search-hashtag',
      recentReviews: '/recently-reviews',
      recentActivities: '/recent-activities',
      rewardsHistory: '/user-rewards-history/:address',
      quests: '/quests',
      quest: '/quest/:questId',
      createQuest: '/create-quest',
      trust: '/trust',
      transparency: '/transparency',
      projects: '/projects',
      admin: '/admin',
      adminAudit: '/admin/audit',
      projectsByChain: '/projects-by-chain',
    }));

  it('matches each pattern with its named segments', () => {
    expect(matchPageRoute('/project/bsc/0xabc')).toEqual({
      name: 'project',
      params: { chain: 'bsc', slug: '0xabc' },
    });
    expect(matchPageRoute('/write-review/eth/0x1')).toEqual({
      name: 'writeReview',
      params: { chain: 'eth', contractAddress: '0x1' },
    });
    expect(matchPageRoute('/reviews/12')).toEqual({ name: 'review', params: { reviewId: '12' } });
    expect(matchPageRoute('/admin/audit')).toEqual({ name: 'adminAudit', params: {} });
    expect(matchPageRoute('/admin')).toEqual({ name: 'admin', params: {} });
  });

  it('matches the home page, with or without its slash', () => {
    expect(matchPageRoute('/')).toEqual({ name: 'home', params: {} });
    expect(matchPageRoute('')).toEqual({ name: 'home', params: {} });
  });

  it('matches in any case and with trailing slashes, keeping segments percent-encoded', () => {
    expect(matchPageRoute('/QUESTS//')).toEqual({ name: 'quests', params: {} });
    expect(matchPageRoute('/search/a%20b/')).toEqual({
      name: 'search',
      params: { keyword: 'a%20b' },
    });
  });

  it('answers null for any other path: a prefix, a suffix, an extra or empty segment', () => {
    for (const path of [
      '/unknown',
      '/x/me',
      '/me/x',
      '/mex',
      '/reviews',
      '/reviews/',
      '/reviews/1/2',
      '/project/bsc',
      '//me',
      'me',
    ])
      expect(matchPageRoute(path), path).toBeNull();
  });

  it('takes every regular-expression character of a pattern literally', () => {
    const special = '/a.b*c+d?e^f$g{h}i|j(k)l[m]n\\o';
    const { pattern: regex, keys: names } = compileRoute(`${special}/:id`);
    expect(names).toEqual(['id']);
    expect(regex.exec(`${special}/7`)?.slice(1)).toEqual(['7']);
    for (const near of ['/aXb*c+d?e^f$g{h}i|j(k)l[m]n\\o/7', '/a.bc+d?e^f$g{h}i|j(k)l[m]n\\o/7'])
      expect(regex.test(near), near).toBe(false);
    expect(compileRoute('/x.y').pattern.test('/xzy')).toBe(false);
    expect(compileRoute('/x(y)').pattern.test('/xy')).toBe(false);
    expect(compileRoute('/x[y]').pattern.test('/xy')).toBe(false);
    expect(compileRoute('/x{y}').pattern.test('/x{y}')).toBe(true);
    expect(compileRoute('/x|y').pattern.test('/y')).toBe(false);
    expect(compileRoute('/x^y$').pattern.test('/x^y$')).toBe(true);
    expect(compileRoute('/x?').pattern.test('/')).toBe(false);
    expect(compileRoute('/x+').pattern.test('/xx')).toBe(false);
    expect(compileRoute('/x\\d').pattern.test('/x1')).toBe(false);
  });

  it('drops trailing slashes of a pattern and names each segment parameter', () => {
    const { pattern: regex, keys: names } = compileRoute('/u/:first/v/:second_2//');
    expect(names).toEqual(['first', 'second_2']);
    expect(regex.exec('/U/a/v/b/')?.slice(1)).toEqual(['a', 'b']);
    expect(regex.test('/u/a/b/v/c')).toBe(false);
    expect(regex.exec('/u/a/v/b')?.slice(1)).toEqual(['a', 'b']);
  });

  it('gives the rest of the path after a trailing * as param *, none when nothing follows', () => {
    const { pattern: regex, keys: names } = compileRoute('/files/*');
    expect(names).toEqual(['*']);
    expect(regex.exec('/files/a/b.png')?.slice(1)).toEqual(['a/b.png']);
    expect(regex.exec('/files')?.slice(1)).toEqual([undefined]);
    expect(regex.test('/filesx')).toBe(false);
  });
});
