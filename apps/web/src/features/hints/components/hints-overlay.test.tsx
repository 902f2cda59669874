import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HINTS } from '@chainreview/shared/enums';
import { Link } from '@/lib/router';
import { renderRoute } from '../../../../test/render';
import { HintsOverlay } from './hints-overlay';

function Page() {
  return (
    <div>
      <input aria-label="Search projects" data-hint="search_projects" />
      <a href="/recent-activities" data-hint="activity">
        Activity
      </a>
      <Link to="/other">Other page</Link>
      <HintsOverlay />
    </div>
  );
}

// The card is a lazy chunk: load it once up front, so the first test's wait is not the time
// Vite takes to transform it on a busy machine.
beforeAll(async () => {
  await import('./hint-card');
}, 60_000);

// jsdom has no layout: give every element a box so targets count as visible.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The visitor's first interaction on the page (tips wait for one). */
function interact() {
  fireEvent.keyDown(document.body, { key: 'Shift' });
}

const stored = () => JSON.parse(window.localStorage.getItem('hints') ?? 'null') as string[] | null;

describe('hints overlay', () => {
  it('shows the first hint on the page 2000 ms after the route change, not before', async () => {
    await renderRoute(Page);
    interact();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(screen.queryByTestId('hint-card')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    // change_avatar has no target here: search_projects comes first
    const card = await screen.findByTestId('hint-card');
    expect(card).toHaveAttribute('data-hint-name', 'search_projects');
    expect(card).toHaveAccessibleName('Search projects');
    // numbered among the hints this page can show (search and activity), not out of 8
    expect(card).toHaveTextContent('Tip 1 of 2');
  });

  it('closing a hint removes it from the stored list and shows the next one on the page', async () => {
    await renderRoute(Page);
    interact();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2100);
    });
    fireEvent.click(await screen.findByTestId('hint-close'));
    expect(stored()).toEqual(HINTS.filter((h) => h !== 'search_projects'));
    const next = await screen.findByTestId('hint-card');
    expect(next).toHaveAttribute('data-hint-name', 'activity');
    expect(next).toHaveTextContent('Tip 2 of 2');
    // Escape inside the card closes it too
    fireEvent.keyDown(screen.getByTestId('hint-close'), { key: 'Escape' });
    expect(stored()).toEqual(HINTS.filter((h) => h !== 'search_projects' && h !== 'activity'));
    expect(screen.queryByTestId('hint-card')).not.toBeInTheDocument();
  });

  it('restores the full list when the stored one is empty, and stops after Skip all', async () => {
    window.localStorage.setItem('hints', '[]');
    const { router } = await renderRoute(Page);
    interact();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2100);
    });
    expect(await screen.findByTestId('hint-card')).toHaveAttribute(
      'data-hint-name',
      'search_projects',
    );
    fireEvent.click(screen.getByTestId('hint-skip-all'));
    expect(stored()).toEqual(['DONE']);
    await act(async () => {
      await router.navigate('/other');
      interact();
      await vi.advanceTimersByTimeAsync(2100);
    });
    expect(screen.queryByTestId('hint-card')).not.toBeInTheDocument();
  });

  it('steps aside while the user works in the target, and comes back after', async () => {
    await renderRoute(Page);
    interact();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2100);
    });
    expect(await screen.findByTestId('hint-card')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Search projects' });
    act(() => input.focus());
    expect(screen.queryByTestId('hint-card')).not.toBeInTheDocument();
    act(() => input.blur());
    expect(await screen.findByTestId('hint-card')).toHaveAttribute(
      'data-hint-name',
      'search_projects',
    );
  });

  it('waits for a loading page before counting its tips', async () => {
    function Loading() {
      return (
        <main>
          <div aria-busy="true" />
          <a href="/x" data-hint="activity">
            Activity
          </a>
          <HintsOverlay />
        </main>
      );
    }
    await renderRoute(Loading);
    interact();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.queryByTestId('hint-card')).not.toBeInTheDocument();
    // it does not wait for ever
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(await screen.findByTestId('hint-card')).toHaveAttribute('data-hint-name', 'activity');
  });

  it('shows nothing before the first interaction on the page, then 2000 ms after it', async () => {
    await renderRoute(Page);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.queryByTestId('hint-card')).not.toBeInTheDocument();
    fireEvent.wheel(window);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(screen.queryByTestId('hint-card')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(await screen.findByTestId('hint-card')).toBeInTheDocument();
  });

  it('hides while a modal dialog is open, closes on Escape, and offers Skip all one Tab on', async () => {
    await renderRoute(Page);
    interact();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2100);
    });
    const card = await screen.findByTestId('hint-card');
    // Got it, then Skip all tips, then the close button, in Tab order
    const buttons = [...card.querySelectorAll('button')].map((b) => b.dataset.testid);
    expect(buttons).toEqual(['hint-close', 'hint-skip-all', 'hint-x']);
    expect(screen.getByTestId('hint-x')).toHaveAccessibleName('Close this tip');

    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    act(() => void document.body.appendChild(modal));
    await waitFor(() => expect(screen.queryByTestId('hint-card')).not.toBeInTheDocument());
    act(() => modal.remove());
    expect(await screen.findByTestId('hint-card')).toBeInTheDocument();

    // Escape anywhere on the page closes the tip and saves it as seen
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(stored()).not.toContain('search_projects'));
  });
});
