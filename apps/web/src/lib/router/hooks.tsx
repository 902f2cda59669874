// The calls pages use: the location, navigation, params, the query string, redirects and
// links. Matching, params, the query string, redirects and links are wouter's; the location
// object (with its history key and state) and navigation come from the router's store.
import { forwardRef, useContext, useMemo, type AnchorHTMLAttributes } from 'react';
import {
  Link as WouterLink,
  Redirect,
  useParams as useWouterParams,
  useSearchParams as useWouterSearchParams,
} from 'wouter';
import { RouterContext, StateContext } from './provider';
import {
  namedParams,
  type Location,
  type NavigateOptions,
  type Params,
  type Router,
} from './store';

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks need a <RouterProvider>');
  return router;
}

export const useLocation = (): Location => useContext(StateContext)!.location;
export const useNavigate = (): Router['navigate'] => useRouter().navigate;

/** The matched route's params, URL-decoded per segment. */
export function useParams(): Params {
  const params = useWouterParams();
  return useMemo(() => namedParams(params), [params]);
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The query string, and a setter that navigates to the same path with another one. */
export const useSearchParams = useWouterSearchParams as () => [
  URLSearchParams,
  (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
];

/** Navigates when rendered (a redirect). */
export const Navigate = Redirect as (props: { to: string } & NavigateOptions) => null;

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  /** An absolute path, with query and hash if any. */
  to: string;
}

/** An <a href>: a plain click navigates in the app; other clicks (new tab, ...) are the browser's. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { to, replace: _replace, state: _state, preventScrollReset: _keep, ...rest } = props;
  // wouter's link navigates whatever the target: another window's link stays a plain anchor
  return props.target && props.target !== '_self' ? (
    <a {...rest} ref={ref} href={to} />
  ) : (
    <WouterLink {...(props as object)} ref={ref} to={to} />
  );
});
