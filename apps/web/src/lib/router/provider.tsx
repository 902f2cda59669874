// Renders the router's location with wouter: a <Switch> of the leaf routes, each under its
// layouts (a layout's <Outlet/> is the next route down), with the error boundaries of the
// route objects. wouter reads the location from the router's store, not from the browser.
import {
  Component,
  createContext,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Route, Router as WouterRouter, Switch } from 'wouter';
import { parser, type RouteObject, type Router, type RouterState } from './store';

export const RouterContext = createContext<Router | null>(null);
export const StateContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<unknown>(null);

export const useRouteError = (): unknown => useContext(ErrorContext);
export const Outlet = () => useContext(OutletContext);

/**
 * wouter decodes the path it is given (decodeURI); the router's params are decoded per segment
 * instead (an encoded `/` stays inside its segment), so wouter gets the path with `%` escaped.
 */
const raw = (path: string) => path.replace(/%/g, '%25');

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

/** A leaf route under its layouts; a failed load or a 404 shows the innermost ErrorBoundary. */
function renderBranch(router: Router, branch: RouteObject[], state: RouterState) {
  let content: ReactNode = null;
  let failedAt = -1;
  if (state.error)
    branch.forEach((route, i) => {
      if (route.ErrorBoundary) failedAt = i;
    });
  for (let i = branch.length - 1; i >= 0; i--) {
    const route = branch[i]!;
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
  return content;
}

/** wouter's location hooks over the router's store. */
function locationHook(router: Router) {
  const useRouterValue = (pick: (state: RouterState) => string) =>
    useSyncExternalStore(router.subscribe, () => pick(router.state));
  const useRouterLocation = (): [string, Router['navigate']] => [
    useRouterValue((s) => raw(s.location.pathname)),
    router.navigate,
  ];
  const useRouterSearch = () => useRouterValue((s) => raw(s.location.search));
  useRouterLocation.searchHook = useRouterSearch;
  return useRouterLocation;
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const hook = useMemo(() => locationHook(router), [router]);
  const root = router.routes[0];
  const Fallback = root?.HydrateFallback;
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        <WouterRouter hook={hook} parser={parser}>
          {!state.initialized ? (
            Fallback && <Fallback />
          ) : (
            // no keys: the layouts two pages share stay mounted between them
            <Switch>
              {router.branches.map((branch) => (
                <Route path={branch[branch.length - 1]!.path!}>
                  {() => renderBranch(router, branch, state)}
                </Route>
              ))}
              <Route>{() => renderBranch(router, root ? [root] : [], state)}</Route>
            </Switch>
          )}
        </WouterRouter>
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}
