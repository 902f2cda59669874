import { describe, expect, it } from 'vitest';
import { matchPageRoute } from '@chainreview/shared/page-routes';
import { matchPath } from '@/lib/router';
import { paths, readPage, withPage } from './paths';

const project = {
  id: 'p1',
  chain: 'BSC',
  name: 'Pancake Swap',
  symbol: 'CAKE',
  contractAddress: '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82',
};

describe('paths', () => {
  it('declares every route of spec section 2, and ours beyond it (admin, trust, transparency)', () => {
    expect(
      Object.values(paths)
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      [
        '/',
        '/search/:keyword',
        '/project/:chain/:slug',
        '/write-review/:chain/:contractAddress',
        '/reviews/:reviewId',
        '/submit-project/:chain/:contractAddress',
        '/user/address/:address',
        '/me',
        '/search-hashtag',
        '/recently-reviews',
        '/recent-activities',
        '/user-rewards-history/:address',
        '/quests',
        '/quest/:questId',
        '/create-quest',
        '/projects',
        '/projects-by-chain',
        // beyond the spec: the admin console, the public trust page and the moderation figures
        '/admin',
        '/admin/audit',
        '/trust',
        '/transparency',
      ].sort(),
    );
  });

  it('builds lowercase project links with the address as the last hyphen-separated segment', () => {
    const href = paths.project.href(project);
    expect(href).toBe('/project/bsc/pancake-swap-cake-0x0e09fabb73bd3ade0a17ecc321fd13a19e81ce82');
    const match = matchPath(paths.project.path, href);
    expect(match?.params.chain).toBe('bsc');
    expect(match?.params.slug?.split('-').at(-1)).toBe(project.contractAddress.toLowerCase());
  });

  it('falls back to the project id when there is no contract address, also for write-review and submit-project', () => {
    const noAddress = { ...project, id: 'abc123', contractAddress: null };
    expect(paths.project.href(noAddress)).toBe('/project/bsc/pancake-swap-cake-abc123');
    expect(paths.writeReview.href(noAddress)).toBe('/write-review/bsc/abc123');
    expect(paths.submitProject.href(noAddress)).toBe('/submit-project/bsc/abc123');
  });

  it('links a profile to /me for the viewer and to the address route for anyone else', () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(paths.user.href(address, address.toLowerCase())).toBe('/me');
    expect(paths.user.href(address, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe(
      `/user/address/${address}`,
    );
    expect(paths.user.href(address)).toBe(`/user/address/${address}`);
    expect(matchPath(paths.user.path, paths.user.href(address))?.params.address).toBe(address);
  });

  it('links the donations tab of my profile', () => {
    expect(paths.me.href()).toBe('/me');
    expect(paths.me.href('donations')).toBe('/me?tab=donations');
  });

  it('encodes search keywords and hashtags, trimming and dropping the leading #', () => {
    expect(paths.search.href('  pancake swap ')).toBe('/search/pancake%20swap');
    expect(paths.hashtag.href('#défi')).toBe('/search-hashtag?hashtag=d%C3%A9fi');
    expect(matchPath(paths.search.path, paths.search.href('a/b'))?.params.keyword).toBe('a/b');
  });

  it('builds the remaining links', () => {
    expect(paths.review.href('r1')).toBe('/reviews/r1');
    expect(paths.rewardsHistory.href('0xabc')).toBe('/user-rewards-history/0xabc');
    expect(paths.quest.href('q1')).toBe('/quest/q1');
    expect(paths.projectsByChain.href('bsc')).toBe('/projects-by-chain?chain=bsc');
    expect(paths.projectsByChain.href()).toBe('/projects-by-chain');
    expect(paths.recentReviews.href()).toBe('/recently-reviews');
    expect(paths.recentActivities.href()).toBe('/recent-activities');
  });

  it('reads and writes the page query parameter, default 1', () => {
    expect(readPage('')).toBe(1);
    expect(readPage('?page=3')).toBe(3);
    expect(readPage('?page=0')).toBe(1);
    expect(readPage('?page=abc')).toBe(1);
    expect(readPage('?page=2.5')).toBe(1);
    expect(withPage('/projects', 2)).toBe('/projects?page=2');
    expect(withPage('/projects-by-chain?chain=bsc&page=4', 1)).toBe('/projects-by-chain?chain=bsc');
    expect(withPage('/projects-by-chain?chain=bsc', 5)).toBe('/projects-by-chain?chain=bsc&page=5');
  });

  it("matches a path exactly as the server's route list does (its 404 is the router's)", () => {
    const samples = [
      '/',
      '/search/pepe',
      '/project/BSC/pancake-swap-cake-0xabc',
      '/project/bsc/18/',
      '/project/bsc',
      '/project/bsc/x/y',
      '/reviews/12',
      '/Reviews/12//',
      '/reviews',
      '/user/address/0xabc',
      '/user',
      '/me',
      '/me/x',
      '/admin/audit',
      '/admin/audit/1',
      '/trust',
      '/nothing',
      '/search-hashtag',
      '/projects-by-chain',
      '/quest/7',
    ];
    for (const sample of samples) {
      const router = Object.entries(paths).find(([, p]) => matchPath(p.path, sample));
      const server = matchPageRoute(sample);
      expect(server?.name ?? null, sample).toBe(router?.[0] ?? null);
      expect(server?.params ?? null, sample).toEqual(
        router ? matchPath(router[1].path, sample)!.params : null,
      );
    }
  });
});
