import type { ComponentType, ReactElement } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { pagePath, routesOf, type Face, type PageKey, type RemoteName, type RouteEntry } from '@mall/shared';
import { RemoteRoute } from '../federation/remote-route';
import { RequireLogin } from './require-login';
import { RootRedirect } from './root-redirect';

/** A page the shell draws itself, or one exposed by a remote (CONTRACTS.md "Federation"). */
export type PageSource = { component: ComponentType<{ face: Face }> } | { remote: RemoteName; expose: string };

export type PageSources = Partial<Record<PageKey, PageSource>>;

function pageElement(face: Face, source: PageSource | undefined): ReactElement | undefined {
  if (!source) return undefined;
  if ('remote' in source)
    return (
      <RemoteRoute key={`${source.remote}/${source.expose}`} remote={source.remote} page={source.expose} face={face} />
    );
  const Page = source.component;
  return <Page face={face} />;
}

function relativePath(path: string, parentPath: string): string {
  return path.slice(parentPath.length).replace(/^\//, '');
}

/** Builds one face's nested route objects from the route table in @mall/shared (names, paths, guard flags). */
export function faceRoutes(face: Face, sources: PageSources): RouteObject {
  const table = routesOf(face);
  const home = table.find((route) => route.page === 'home')!;

  const toRouteObject = (route: RouteEntry, parentPath: string, guarded: boolean): RouteObject => {
    const needsGuard = route.loginRequired && !guarded;
    let element = pageElement(face, sources[route.page]);
    if (element && needsGuard) element = <RequireLogin face={face}>{element}</RequireLogin>;
    if (route.index) return { id: route.name, index: true, element };

    const children: RouteObject[] = table
      .filter((child) => child.parent === route.name)
      .map((child) => toRouteObject(child, route.path, guarded || route.loginRequired));
    if (route.redirectTo) {
      children.unshift({
        id: `${route.name}Default`,
        index: true,
        element: <Navigate to={pagePath(face, route.redirectTo)} replace />,
      });
    }
    const guardOnly = !element && needsGuard && children.length > 0;
    return {
      id: route.name,
      path: relativePath(route.path, parentPath),
      element: guardOnly ? (
        <RequireLogin face={face}>
          <OutletPassThrough />
        </RequireLogin>
      ) : (
        element
      ),
      ...(children.length > 0 ? { children } : {}),
    };
  };

  const topLevel = table.filter((route) => route !== home && !route.parent);
  return {
    id: home.name,
    path: home.path,
    element: pageElement(face, sources.home),
    children: [
      { id: `${home.name}Default`, index: true, element: <Navigate to={pagePath(face, 'index')} replace /> },
      ...topLevel.map((route) => toRouteObject(route, home.path, false)),
      { id: `${home.name}NotFound`, path: '*', element: <Navigate to={pagePath(face, 'index')} replace /> },
    ],
  };
}

function OutletPassThrough(): ReactElement {
  return <Outlet />;
}

/**
 * The whole route tree: `/` picks the face; each face has its own layout and table. The merchant console is one
 * remote page (the page table's merchant/ConsolePage) at an address of its own: it draws its own routes, chrome and
 * sign-in below /merchant/.
 */
export function mallRoutes(laptop: PageSources, mobile: PageSources): RouteObject[] {
  return [
    faceRoutes('laptop', laptop),
    faceRoutes('mobile', mobile),
    { path: '/merchant/*', element: pageElement('laptop', { remote: 'merchant', expose: 'ConsolePage' }) },
    // `/` and every unknown address: the device's home.
    { id: 'NotFound', path: '*', element: <RootRedirect /> },
  ];
}

/** The route tree drawn at the router's location: the same in the browser, on the server and in tests. */
export function MallRoutes({ routes }: { routes: RouteObject[] }): ReactElement | null {
  return useRoutes(routes);
}
