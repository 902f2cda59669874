import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { installFakeApi, json, makeProject, page } from '../../../../test/fake-api';
import { renderRoute } from '../../../../test/render';
import { GoodRatingSection } from './home-sections';

afterEach(() => vi.unstubAllGlobals());

describe('Good Rating section', { timeout: 30_000 }, () => {
  it('asks for the trusted order and shows each trusted rating beside the plain stars', async () => {
    const solid = makeProject({ name: 'Solid', avgStar: 4, reviewCount: 3, trustedRating: 3.42 });
    const hyped = makeProject({ name: 'Hyped', avgStar: 5, reviewCount: 3, trustedRating: 3.18 });
    const api = installFakeApi({
      'GET /api/public/projects': () => json(200, page([solid, hyped])),
    });
    await renderRoute(GoodRatingSection);
    const cards = await screen.findAllByTestId('project-card', {}, { timeout: 5000 });
    expect(
      cards.map((c) => within(c).getByRole('link', { name: /Solid|Hyped/ }).textContent),
    ).toEqual(['Solid', 'Hyped']);
    expect(within(cards[0]!).getByTestId('trusted-line')).toHaveTextContent('Trusted rating 3.4');
    expect(within(cards[1]!).getByTestId('trusted-line')).toHaveTextContent('Trusted rating 3.2');
    const [call] = api.callsTo('/api/public/projects');
    expect(call!.query.get('sort')).toBe('goodRatingScore');
    expect(call!.query.get('order')).toBe('desc');
  });
});
