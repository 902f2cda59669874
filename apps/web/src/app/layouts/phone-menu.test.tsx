import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { installFakeApi } from '../../../test/fake-api';
import { fakeSession, renderWithSession } from '../../../test/render-with-session';
import { PhoneMenu } from './phone-menu';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('phone menu', () => {
  it('names the network when signed in and switches theme and language', async () => {
    installFakeApi({});
    await renderWithSession(<PhoneMenu />, { session: fakeSession(true) });
    await userEvent.click(
      screen.getByRole('button', { name: 'Menu: theme, language and network' }),
    );
    expect(await screen.findByTestId('phone-chain-name')).toHaveTextContent('BNB Chain');

    await userEvent.click(screen.getByTestId('phone-theme-dark'));
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    // the menu stays open for the theme, so the language is one more tap
    await userEvent.click(screen.getByTestId('phone-language-ko'));
    await waitFor(() => expect(i18n.language).toBe('ko'));
  });

  it('shows no network when signed out', async () => {
    installFakeApi({});
    await renderWithSession(<PhoneMenu />, { session: fakeSession(false) });
    await userEvent.click(screen.getByTestId('phone-menu-button'));
    expect(await screen.findByTestId('phone-theme-light')).toBeInTheDocument();
    expect(screen.queryByTestId('phone-chain-name')).toBeNull();
  });
});
