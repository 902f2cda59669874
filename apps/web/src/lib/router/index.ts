// The app's router: wouter (matching, params, query string, links, redirects) over a store
// that moves the location once the next page's code is loaded, with nested layouts, error
// boundaries and scroll restoration. Pages import from here, never from wouter.
export {
  NotFoundError,
  createBrowserRouter,
  createMemoryRouter,
  createPath,
  matchPath,
  type Location,
  type NavigateOptions,
  type NavigationType,
  type Params,
  type RouteObject,
  type Router,
  type RouterState,
} from './store';
export { Outlet, RouterProvider, useRouteError } from './provider';
export {
  Link,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
} from './hooks';
export { ScrollRestoration } from './scroll';
