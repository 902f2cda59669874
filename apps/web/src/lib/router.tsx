// The app's router: History API navigation, nested layout routes, lazy pages, scroll
// restoration, in about 2 KB gzip where react-router was 30 (the first-load budget).
// Its surface follows the react-router calls the app used: Link, useNavigate, useLocation,
// useParams, useSearchParams, Navigate, Outlet, matchPath, ScrollRestoration.
import {
  Component,
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

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
  /** Matched whole (a trailing slash allowed, any case); `:name` is one segment; `*` the rest. */
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
  /** The matched routes, outermost first (empty when nothing matches). */
  matches: RouteObject[];
  params: Params;
  /** False until the first location's code is loaded. */
  initialized: boolean;
  error: unknown;
  preventScrollReset: boolean;
}

export interface Router {
  readonly state: RouterState;
  readonly routes: RouteObject[];
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Scroll positions by location key, saved when a location is left. */
  readonly scrollPositions: Map<string, number>;
  /** The route's component, once its code is loaded if it is lazy. */
  componentOf(route: RouteObject): ComponentType | undefined;
}

/** What a router needs from a history: the browser's, or an in-memory one for tests. */
interface History {
  read(): { location: Location; idx: number | null };
  write(location: Location, replace: boolean): void;
  go(delta: number): void;
  listen(onPop: () => void): void;
}

/** The error of a location no route matches. */
export class NotFoundError extends Error {
  status = 404;
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

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const compiled = new Map<string, [RegExp, string[]]>();

/** The params of `pathname` under `pattern`, or null; param values are URL-decoded. */
export function matchPath(pattern: string, pathname: string): { params: Params } | null {
  let entry = compiled.get(pattern);
  if (!entry) {
    const names: string[] = [];
    let source =
      '^' +
      pattern
        .replace(/\/*\*?$/, '')
        .replace(/^\/*/, '/')
        .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
        .replace(/\/:([\w-]+)/g, (_, name: string) => {
          names.push(name);
          return '/([^\\/]+)';
        });
    if (pattern.endsWith('*')) {
      names.push('*');
      source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
    } else source += '\\/*$';
    entry = [new RegExp(source, 'i'), names];
    compiled.set(pattern, entry);
  }
  const found = entry[0].exec(pathname);
  if (!found) return null;
  const params: Params = {};
  entry[1].forEach((name, i) => (params[name] = decode(found[i + 1] ?? '')));
  return { params };
}

/** Every leaf route with its ancestors; catch-all paths are tried after all the others. */
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
    location: history.read().location,
    action: 'POP',
    matches: [],
    params: {},
    initialized: false,
    error: null,
    preventScrollReset: false,
  };

  function match(pathname: string) {
    for (const branch of branches) {
      const found = matchPath(branch[branch.length - 1]!.path!, pathname);
      if (found) return { matches: branch, params: found.params };
    }
    return null;
  }

  /** Loads the location's lazy pages, then makes it current (and writes it, unless a POP). */
  function go(location: Location, action: NavigationType, options: NavigateOptions) {
    const id = ++seq;
    const found = match(location.pathname);
    const finish = (error: unknown) => {
      if (id !== seq) return;
      if (action !== 'POP') history.write(location, action === 'REPLACE');
      if (typeof window !== 'undefined') scrollPositions.set(state.location.key, window.scrollY);
      state = {
        location,
        action,
        matches: found?.matches ?? [],
        params: found?.params ?? {},
        initialized: true,
        error: found ? error : new NotFoundError(location.pathname),
        preventScrollReset: !!options.preventScrollReset,
      };
      for (const listener of listeners) listener(state);
    };
    const pending = (found?.matches ?? []).filter((route) => route.lazy && !loaded.has(route));
    if (!pending.length) {
      finish(null);
      return Promise.resolve();
    }
    return Promise.all(
      pending.map((route) => route.lazy!().then((page) => void loaded.set(route, page))),
    ).then(
      () => finish(null),
      (error: unknown) => finish(error),
    );
  }

  history.listen(() => void go(history.read().location, 'POP', {}));
  void go(state.location, 'POP', {});

  return {
    get state() {
      return state;
    },
    routes,
    scrollPositions,
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const path = parsePath(to, state.location);
      // the same URL again replaces the entry instead of adding one (as react-router did)
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
  let idx = 0;
  const read = () => {
    const saved = window.history.state as HistoryState | null;
    const { pathname, search, hash } = window.location;
    return {
      location: { pathname, search, hash, state: saved?.usr ?? null, key: saved?.key ?? 'default' },
      idx: saved?.idx ?? null,
    };
  };
  const first = read();
  if (first.idx === null) {
    const saved = window.history.state as HistoryState | null;
    window.history.replaceState({ ...saved, idx: 0 }, '');
  } else idx = first.idx;
  return createRouter(routes, {
    read,
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
        idx = read().idx ?? 0;
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
    read: () => ({ location: entries[index]!, idx: index }),
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

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<unknown>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks need a <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('Router hooks need a <RouterProvider>');
  return state;
}

export const useLocation = (): Location => useRouterState().location;
export const useParams = (): Params => useRouterState().params;
export const useNavigate = (): Router['navigate'] => useRouter().navigate;
export const useRouteError = (): unknown => useContext(ErrorContext);
export const Outlet = () => useContext(OutletContext);

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The query string as URLSearchParams, and a setter that navigates to the same path with another one. */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const { pathname, search: latest } = router.state.location;
      const value = typeof next === 'function' ? next(new URLSearchParams(latest)) : next;
      const query = new URLSearchParams(value).toString();
      void router.navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [router],
  );
  return [params, setParams];
}

/** Navigates when rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  /** An absolute path, with query and hash if any. */
  to: string;
}

/** An <a href>: a plain click navigates in the app; other clicks (new tab, ...) are the browser's. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset, onClick, target, ...rest },
  ref,
) {
  const router = useRouter();
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          (target && target !== '_self') ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey
        )
          return;
        event.preventDefault();
        void router.navigate(to, { replace, state, preventScrollReset });
      }}
    />
  );
});

const SCROLL_STORAGE_KEY = 'cr-scroll-positions';

/**
 * Back/forward (and a reload) return to where the page was scrolled; any other navigation
 * goes to its #hash or to the top, unless it asked to keep the position.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { location, action, preventScrollReset } = useRouterState();
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    try {
      const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<
        string,
        number
      >;
      for (const [key, y] of Object.entries(saved))
        if (!router.scrollPositions.has(key)) router.scrollPositions.set(key, y);
    } catch {
      // none saved, or storage unavailable
    }
    const save = () => {
      router.scrollPositions.set(router.state.location.key, window.scrollY);
      try {
        sessionStorage.setItem(
          SCROLL_STORAGE_KEY,
          JSON.stringify(Object.fromEntries(router.scrollPositions)),
        );
      } catch {
        // storage full or unavailable: positions are kept for this page only
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);
  useLayoutEffect(() => {
    const y = action === 'POP' ? router.scrollPositions.get(location.key) : undefined;
    if (y !== undefined) return window.scrollTo(0, y);
    const target = location.hash && document.getElementById(decode(location.hash.slice(1)));
    if (target) return target.scrollIntoView();
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [router, location, action, preventScrollReset]);
  return null;
}

interface BoundaryProps {
  fallback: ComponentType;
  resetKey: string;
  children: ReactNode;
}

/** Catches a render error below a route with an ErrorBoundary; a navigation clears it. */
class RouteBoundary extends Component<BoundaryProps, { caught?: { error: unknown }; key: string }> {
  override state = {
    caught: undefined as { error: unknown } | undefined,
    key: this.props.resetKey,
  };
  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { caught: undefined, key: props.resetKey };
  }
  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <ErrorContext.Provider value={caught.error}>
        <Fallback />
      </ErrorContext.Provider>
    );
  }
}

/** Renders the current location's routes, each layout's <Outlet/> being the next route. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const root = router.routes[0];
  let content: ReactNode = null;
  if (!state.initialized) {
    const Fallback = root?.HydrateFallback;
    content = Fallback ? <Fallback /> : null;
  } else {
    const matches = state.matches.length ? state.matches : root ? [root] : [];
    let failedAt = -1;
    if (state.error)
      matches.forEach((route, i) => {
        if (route.ErrorBoundary) failedAt = i;
      });
    for (let i = matches.length - 1; i >= 0; i--) {
      const route = matches[i]!;
      if (i === failedAt) {
        const Fallback = route.ErrorBoundary!;
        content = (
          <ErrorContext.Provider value={state.error}>
            <Fallback />
          </ErrorContext.Provider>
        );
        continue;
      }
      if (i > failedAt && failedAt >= 0) continue;
      const Page = router.componentOf(route);
      content = (
        <OutletContext.Provider value={content}>{Page ? <Page /> : null}</OutletContext.Provider>
      );
      if (route.ErrorBoundary)
        content = (
          <RouteBoundary fallback={route.ErrorBoundary} resetKey={state.location.key}>
            {content}
          </RouteBoundary>
        );
    }
  }
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{content}</StateContext.Provider>
    </RouterContext.Provider>
  );
}
