// The app's own router (router.tsx): matching, navigation over a history, lazy pages, nested
// layouts, redirects, errors and links, on the memory router the component tests use.
import type { ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Link,
  Navigate,
  NotFoundError,
  Outlet,
  RouterProvider,
  createMemoryRouter,
  matchPath,
  useLocation,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from '.';

describe('matchPath()', () => {
  it('takes params whole-segment, decoded, in any case and with a trailing slash', () => {
    expect(matchPath('/project/:slug', '/project/cake%20swap')).toEqual({
      params: { slug: 'cake swap' },
    });
    expect(matchPath('/project/:slug', '/PROJECT/abc/')).toEqual({ params: { slug: 'abc' } });
    expect(matchPath('/project/:slug', '/project/abc/reviews')).toBeNull();
    expect(matchPath('/project/:slug', '/project/')).toBeNull();
    // a malformed escape stays as it came instead of throwing
    expect(matchPath('/u/:id', '/u/%E0%A4%A')).toEqual({ params: { id: '%E0%A4%A' } });
  });

  it('treats the pattern as text, and a splat as the rest of the path', () => {
    expect(matchPath('/a.b', '/axb')).toBeNull();
    expect(matchPath('/a.b', '/a.b')).toEqual({ params: {} });
    expect(matchPath('/docs/*', '/docs/x/y')).toEqual({ params: { '*': 'x/y' } });
    expect(matchPath('/docs/*', '/docs')).toEqual({ params: { '*': '' } });
    expect(matchPath('*', '/anything/at/all')).toEqual({ params: { '*': 'anything/at/all' } });
  });
});

const page = (name: string) =>
  function Page() {
    const location = useLocation();
    return (
      <p>
        {name} at {location.pathname + location.search + location.hash}
      </p>
    );
  };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('the memory router', () => {
  it('pushes, replaces the same URL, keeps the path for ?query and #hash, and goes back', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', Component: page('home') },
        { path: '/p/:id', Component: page('project') },
      ],
      { initialEntries: ['/'] },
    );
    await router.navigate('/p/1');
    expect(router.state).toMatchObject({ action: 'PUSH', params: { id: '1' } });
    await router.navigate('?tab=reviews');
    expect(router.state.location).toMatchObject({ pathname: '/p/1', search: '?tab=reviews' });
    await router.navigate('#about');
    expect(router.state.location).toMatchObject({
      pathname: '/p/1',
      search: '?tab=reviews',
      hash: '#about',
    });
    // the same URL again does not add an entry
    await router.navigate('/p/1?tab=reviews#about');
    expect(router.state.action).toBe('REPLACE');
    await router.navigate(-1);
    expect(router.state.location).toMatchObject({ pathname: '/p/1', search: '?tab=reviews' });
    expect(router.state.action).toBe('POP');
    await router.navigate(-2);
    expect(router.state.location.pathname).toBe('/');
    // back past the first entry stays on it
    await router.navigate(-5);
    expect(router.state.location.pathname).toBe('/');
  });

  it('loads a lazy page before the navigation completes, and the latest navigation wins', async () => {
    const slow = deferred<ComponentType>();
    const router = createMemoryRouter([
      { path: '/', Component: page('home') },
      { path: '/slow', lazy: () => slow.promise },
      { path: '/fast', Component: page('fast') },
    ]);
    const going = router.navigate('/slow');
    // still where it was while the page's code loads
    expect(router.state.location.pathname).toBe('/');
    await router.navigate('/fast');
    slow.resolve(page('slow'));
    await going;
    expect(router.state.location.pathname).toBe('/fast');
    // once loaded, the page is there at once
    await router.navigate('/slow');
    expect(router.state.location.pathname).toBe('/slow');
    expect(router.componentOf(router.routes[1]!)).toBeDefined();
  });

  it('gives a location no route matches a 404 error, and a page that fails to load its error', async () => {
    const failed = new Error('chunk failed');
    const router = createMemoryRouter([
      { path: '/', Component: page('home') },
      { path: '/broken', lazy: () => Promise.reject(failed) },
    ]);
    await router.navigate('/nowhere');
    expect(router.state.error).toBeInstanceOf(NotFoundError);
    expect((router.state.error as NotFoundError).status).toBe(404);
    await router.navigate('/broken');
    expect(router.state.error).toBe(failed);
    await router.navigate('/');
    expect(router.state.error).toBeNull();
  });
});

function Layout() {
  return (
    <main>
      <nav>
        <Link to="/p/7?x=1#h">seven</Link>
        <Link to="/p/8" target="_blank">
          eight in a new tab
        </Link>
      </nav>
      <Outlet />
    </main>
  );
}

function ProjectPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <section>
      <h1>project {id}</h1>
      <p>page {params.get('page') ?? '1'}</p>
      <button type="button" onClick={() => setParams((p) => (p.set('page', '2'), p))}>
        next
      </button>
    </section>
  );
}

function Failure() {
  const error = useRouteError();
  return <p role="alert">{error instanceof NotFoundError ? 'not found' : 'failed'}</p>;
}

describe('<RouterProvider>', () => {
  const routes: RouteObject[] = [
    {
      path: '/',
      Component: Layout,
      ErrorBoundary: Failure,
      children: [
        { path: '/', Component: page('home') },
        { path: '/p/:id', Component: ProjectPage },
        { path: '/old/:id', Component: () => <Navigate to="/p/3" replace /> },
      ],
    },
  ];

  it('renders nested routes, follows a plain click on a link, and leaves other clicks alone', async () => {
    const router = createMemoryRouter(routes);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('home at /')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('seven'));
    });
    expect(screen.getByRole('heading').textContent).toBe('project 7');
    expect(router.state.location).toMatchObject({ pathname: '/p/7', search: '?x=1', hash: '#h' });
    // the query string is state: the setter navigates on the same path
    await act(async () => {
      fireEvent.click(screen.getByText('next'));
    });
    expect(screen.getByText('page 2')).toBeTruthy();
    expect(router.state.location).toMatchObject({ pathname: '/p/7', search: '?x=1&page=2' });
    // a modified click or a new tab is the browser's (which jsdom cannot follow: stopped after
    // the link has had its say)
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    fireEvent.click(screen.getByText('seven'), { ctrlKey: true });
    fireEvent.click(screen.getByText('eight in a new tab'));
    document.removeEventListener('click', stop);
    expect(router.state.location.pathname).toBe('/p/7');
    expect(router.state.location.search).toBe('?x=1&page=2');
  });

  it('redirects without leaving the old entry, and shows the error boundary for a 404', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/', '/old/1'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('project 3')).toBeTruthy();
    expect(router.state.action).toBe('REPLACE');
    await act(async () => {
      await router.navigate(-1);
    });
    expect(screen.getByText('home at /')).toBeTruthy();
    await act(async () => {
      await router.navigate('/missing/page');
    });
    expect(screen.getByRole('alert').textContent).toBe('not found');
  });
});
