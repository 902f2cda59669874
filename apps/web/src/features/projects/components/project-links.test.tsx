import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, makeProject } from '../../../../test/fake-api';
import { fakeSession, renderWithSession } from '../../../../test/render-with-session';
import { listingIcons, ProjectLinks } from './project-links';

afterEach(() => vi.unstubAllGlobals());

describe('project listing links', () => {
  it('gives two different listing links two different icons, each with a tooltip', async () => {
    installFakeApi({});
    await renderWithSession(
      <ProjectLinks
        project={makeProject({
          listingLinks: ['https://www.coingecko.com/en/coins/x', 'https://exchange-one.io/x'],
        })}
      />,
      { session: fakeSession(false) },
    );
    const links = screen.getAllByTestId('listing-link');
    expect(links).toHaveLength(2);
    const icons = links.map((a) => a.getAttribute('data-icon'));
    expect(icons[0]).toBeTruthy();
    expect(icons[0]).not.toBe(icons[1]);
    await userEvent.hover(links[0]!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('coingecko.com');
    await userEvent.unhover(links[0]!);
    await userEvent.hover(links[1]!);
    expect(
      await screen.findByText(/exchange-one\.io/, { selector: '[role="tooltip"]' }),
    ).toBeInTheDocument();
  });

  it('never repeats an icon, even for unknown or same-kind hosts', () => {
    const icons = listingIcons([
      'https://a.example',
      'https://b.example',
      'https://pancakeswap.finance/swap',
      'https://app.uniswap.org/',
    ]);
    expect(new Set(icons).size).toBe(4);
  });
});
