import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { Toaster } from '@mall/shared';
import { mallRoutes } from '../routing/mall-routes';
import { LAPTOP_PAGES, MOBILE_PAGES } from '../routing/page-sources';

/** The shell's real route tables in a memory router (tests mock `federation/remote-pages`). */
export function renderApp(path: string) {
  const router = createMemoryRouter(mallRoutes(LAPTOP_PAGES, MOBILE_PAGES), { initialEntries: [path] });
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

/** A remote page stand-in that says which exposed module it is (and, like CentrePage, hosts child routes). */
export function fakeRemotePage(id: string) {
  return function FakeRemotePage({ face }: { face: string }) {
    return (
      <>
        <h1>{`${id} (${face})`}</h1>
        <Outlet />
      </>
    );
  };
}
