import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { NotFoundPage } from './not-found';

describe('not-found page', () => {
  it("says 'Opps!' and 'You are lost' and offers 'Back to home' when there is no history", async () => {
    window.history.replaceState({ idx: 0 }, '');
    const { router } = await renderRoute(NotFoundPage, { initialEntries: ['/no/such/page'] });
    const page = await screen.findByTestId('not-found');
    expect(page).toHaveTextContent('Opps!');
    expect(page).toHaveTextContent('You are lost');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers Back when there is history to go back to', async () => {
    window.history.replaceState({ idx: 2 }, '');
    await renderRoute(NotFoundPage, { initialEntries: ['/no/such/page'] });
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
    window.history.replaceState(null, '');
  });
});
