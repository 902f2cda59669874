import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { SiteHeader } from './site-header';

const phoneMatchMedia = vi.mocked(window.matchMedia).getMockImplementation()!;
afterEach(() => {
  vi.mocked(window.matchMedia).mockImplementation(phoneMatchMedia);
});

describe('nav', () => {
  it('hides the search box on the home page', async () => {
    await renderRoute(SiteHeader, { initialEntries: ['/'] });
    expect(await screen.findByTestId('connect-wallet-button')).toHaveTextContent('Connect Wallet');
    expect(screen.queryByRole('combobox', { name: 'Search projects' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ChainReview home' })).toHaveAttribute('href', '/');
  });

  it('shows the search box elsewhere and goes to /search/{keyword} on Enter with a non-empty value', async () => {
    // a wide screen: the box is in the bar (a phone opens it from an icon)
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) =>
        ({
          matches: query === '(min-width: 48em)',
          media: query,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    const { router } = await renderRoute(SiteHeader, { initialEntries: ['/recently-reviews'] });
    const box = await screen.findByRole('combobox', { name: 'Search projects' });
    await userEvent.type(box, '   {Enter}');
    expect(router.state.location.pathname).toBe('/recently-reviews');
    await userEvent.type(box, ' cake swap {Enter}');
    expect(router.state.location.pathname).toBe('/search/cake%20swap');
  });

  it('has a theme toggle, a language menu and the external Submit Project link, and no bell when signed out', async () => {
    await renderRoute(SiteHeader, { initialEntries: ['/projects'] });
    expect(await screen.findByTestId('theme-toggle')).toHaveAccessibleName('Switch to dark theme');
    expect(screen.getByTestId('language-menu')).toBeInTheDocument();
    const submit = screen.getByRole('link', { name: /Submit Project/ });
    expect(submit).toHaveAttribute('target', '_blank');
    expect(submit.getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
