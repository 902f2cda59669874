// The router's state outside React: the current location over a history (the browser's, or an
// in-memory one for the component tests), moved only once the next page's code is loaded, so
// the page on screen stays until the next one can replace it. wouter renders from it.
import type { ComponentType } from 'react';
import { matchRoute } from 'wouter';
import { compileRoute } from '@chainreview/shared/page-routes';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry: the scroll positions are saved under it. */
  key: string;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keeps the scroll position instead of going to the top (lists inside a longer page). */
  preventScrollReset?: boolean;
}

export type Params = Record<string, string | undefined>;

export interface RouteObject {
  /** Matched whole (trailing slashes allowed, any case); `:name` is one segment; `*` the rest. */
  path?: string;
  Component?: ComponentType;
  /** The page's code, loaded before the navigation to it completes. */
  lazy?: () => Promise<ComponentType>;
  /** Replaces this route's subtree when a page fails to load or to render. */
  ErrorBoundary?: ComponentType;
  /** Shown until the first page's code is in. */
  HydrateFallback?: ComponentType;
  children?: RouteObject[];
}

export interface RouterState {
  location: Location;
  /** How the current location was reached: POP is the first load and back/forward. */
  action: NavigationType;
  params: Params;
  /** False until the first location's code is loaded. */
  initialized: boolean;
  error: unknown;
  preventScrollReset: boolean;
}

export interface Router {
  readonly state: RouterState;
  readonly routes: RouteObject[];
  /** Every leaf route with its ancestors, outermost first; catch-all paths last. */
  readonly branches: RouteObject[][];
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Scroll positions by location key, saved when a location is left. */
  readonly scrollPositions: Map<string, number>;
  /** The route's component, once its code is loaded if it is lazy. */
  componentOf(route: RouteObject): ComponentType | undefined;
}

/** What a router needs from a history: the browser's, or an in-memory one for tests. */
interface History {
  read(): Location;
  write(location: Location, replace: boolean): void;
  go(delta: number): void;
  listen(onPop: () => void): void;
}

/** The error of a location no route matches. */
export class NotFoundError extends Error {
  status = 404;
}

/** wouter's pattern parser: the one the server matches page paths with (packages/shared). */
export const parser = (route: string) => compileRoute(route);

export function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Named params only (wouter adds positional ones), URL-decoded; a missing splat is ''. */
export function namedParams(raw: Record<string, string | undefined>): Params {
  const params: Params = {};
  for (const key in raw) if (isNaN(+key)) params[key] = decode(raw[key] ?? '');
  return params;
}

/** The params of `pathname` under `pattern`, or null. */
export function matchPath(pattern: string, pathname: string): { params: Params } | null {
  const [found, params] = matchRoute(parser, pattern, pathname);
  return found ? { params: namedParams(params) } : null;
}

const randomKey = () => Math.random().toString(36).slice(2, 10);

export const createPath = ({ pathname, search, hash }: Omit<Location, 'state' | 'key'>) =>
  pathname + (search && search !== '?' ? search : '') + (hash && hash !== '#' ? hash : '');

/** Splits a path; a leading `?` or `#` keeps the current pathname (and search, for `#`). */
function parsePath(to: string, current?: Location): Omit<Location, 'state' | 'key'> {
  let hash = '';
  let search = '';
  const hashAt = to.indexOf('#');
  if (hashAt >= 0) [to, hash] = [to.slice(0, hashAt), to.slice(hashAt)];
  const searchAt = to.indexOf('?');
  if (searchAt >= 0) [to, search] = [to.slice(0, searchAt), to.slice(searchAt)];
  if (!to && current) {
    to = current.pathname;
    if (!search && hash) search = current.search;
  }
  return {
    pathname: to || '/',
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

function flatten(routes: RouteObject[], parents: RouteObject[] = []): RouteObject[][] {
  const branches = routes.flatMap((route) =>
    route.children
      ? flatten(route.children, [...parents, route])
      : route.path !== undefined
        ? [[...parents, route]]
        : [],
  );
  const splat = (branch: RouteObject[]) => branch[branch.length - 1]!.path!.endsWith('*');
  return [...branches.filter((b) => !splat(b)), ...branches.filter(splat)];
}

function createRouter(routes: RouteObject[], history: History): Router {
  const branches = flatten(routes);
  const listeners = new Set<(state: RouterState) => void>();
  const loaded = new Map<RouteObject, ComponentType>();
  const scrollPositions = new Map<string, number>();
  let seq = 0;
  let state: RouterState = {
    location: history.read(),
    action: 'POP',
    params: {},
    initialized: false,
    error: null,
    preventScrollReset: false,
  };

  /** Loads the location's lazy pages, then makes it current (and writes it, unless a POP). */
  function go(location: Location, action: NavigationType, options: NavigateOptions) {
    const id = ++seq;
    let params: Params | undefined;
    const branch = branches.find((b) => {
      const [found, raw] = matchRoute(parser, b[b.length - 1]!.path!, location.pathname);
      if (found) params = namedParams(raw);
      return found;
    });
    const finish = (error: unknown) => {
      if (id !== seq) return;
      if (action !== 'POP') history.write(location, action === 'REPLACE');
      if (typeof window !== 'undefined') scrollPositions.set(state.location.key, window.scrollY);
      state = {
        location,
        action,
        params: params ?? {},
        initialized: true,
        error: branch ? error : new NotFoundError(location.pathname),
        preventScrollReset: !!options.preventScrollReset,
      };
      for (const listener of listeners) listener(state);
    };
    const pending = (branch ?? []).filter((route) => route.lazy && !loaded.has(route));
    // a page whose code is in is there at once (a link's click renders in the same task)
    if (!pending.length) return Promise.resolve(finish(null));
    return Promise.all(
      pending.map((route) => route.lazy!().then((page) => void loaded.set(route, page))),
    ).then(
      () => finish(null),
      (error: unknown) => finish(error),
    );
  }

  history.listen(() => void go(history.read(), 'POP', {}));
  void go(state.location, 'POP', {});

  return {
    get state() {
      return state;
    },
    routes,
    branches,
    scrollPositions,
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const path = parsePath(to, state.location);
      // the same URL again replaces the entry instead of adding one
      const replace = options.replace ?? createPath(path) === createPath(state.location);
      const location = { ...path, state: options.state ?? null, key: randomKey() };
      return go(location, replace ? 'REPLACE' : 'PUSH', options);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    componentOf: (route) => route.Component ?? loaded.get(route),
  };
}

/** history.state is `{ usr, key, idx }`: idx above 0 means there is an entry to go back to. */
interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  const saved = () => window.history.state as HistoryState | null;
  let idx = saved()?.idx ?? 0;
  if (saved()?.idx === undefined) window.history.replaceState({ ...saved(), idx }, '');
  return createRouter(routes, {
    read() {
      const { pathname, search, hash } = window.location;
      return {
        pathname,
        search,
        hash,
        state: saved()?.usr ?? null,
        key: saved()?.key ?? 'default',
      };
    },
    write(location, replace) {
      if (!replace) idx += 1;
      const data: HistoryState = { usr: location.state, key: location.key, idx };
      const url = createPath(location);
      if (replace) window.history.replaceState(data, '', url);
      else window.history.pushState(data, '', url);
    },
    go: (delta) => window.history.go(delta),
    listen(onPop) {
      window.addEventListener('popstate', () => {
        idx = saved()?.idx ?? 0;
        onPop();
      });
    },
  });
}

/** A router over an in-memory history (component tests). */
export function createMemoryRouter(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    initialIndex,
  }: { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  const entries: Location[] = initialEntries.map((entry, i) => ({
    ...parsePath(entry),
    state: null,
    key: i ? randomKey() : 'default',
  }));
  const clamp = (i: number) => Math.min(Math.max(i, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  let onPop = () => {};
  return createRouter(routes, {
    read: () => entries[index]!,
    write(location, replace) {
      if (!replace) index += 1;
      entries.splice(index, replace ? 1 : entries.length, location);
    },
    go(delta) {
      index = clamp(index + delta);
      onPop();
    },
    listen(listener) {
      onPop = listener;
    },
  });
}
