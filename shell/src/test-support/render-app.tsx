import { act, render } from '@testing-library/react';
import { MemoryRouter, Outlet, useLocation, useNavigate, type Location } from 'react-router-dom';
import { Toaster } from '@mall/shared';
import { MallRoutes, mallRoutes } from '../routing/mall-routes';
import { LAPTOP_PAGES, MOBILE_PAGES } from '../routing/page-sources';

/** Where the app is, as the router says (read by tests after each step), and a way to go elsewhere. */
export interface RenderedApp {
  state: { location: Location };
  navigate(path: string): Promise<void>;
}

function RouterProbe({ into }: { into: RenderedApp }) {
  into.state.location = useLocation();
  const navigate = useNavigate();
  into.navigate = async (path) => act(() => void navigate(path));
  return null;
}

/** The shell's real route tables in a memory router (tests mock `federation/remote-pages`). */
export function renderApp(path: string): RenderedApp {
  const app = { state: {} } as RenderedApp;
  render(
    <>
      <MemoryRouter initialEntries={[path]}>
        <MallRoutes routes={mallRoutes(LAPTOP_PAGES, MOBILE_PAGES)} />
        <RouterProbe into={app} />
      </MemoryRouter>
      <Toaster />
    </>,
  );
  return app;
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
