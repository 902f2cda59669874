// jsdom set-up for component tests: jest-dom matchers and the browser APIs Mantine expects.
import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';

// Preact runs effects after the next frame: a requestAnimationFrame raced by a 100 ms timer
// that cancels it. A test file's jsdom globals are gone before that timer fires at its end
// (cancelAnimationFrame is not defined); a plain timer needs neither.
options.requestAnimationFrame = (callback) => setTimeout(callback);

// findBy*/waitFor wait up to 5 s: on a loaded machine a lazy route can take more than 1 s
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
