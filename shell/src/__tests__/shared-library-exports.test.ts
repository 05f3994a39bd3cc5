/**
 * @jest-environment node
 */
import path from 'node:path';

// The root webpack factory decides which exports of the tree-shaken shared libraries ship.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { clientExportsOf, usedExportsOf } = require(path.resolve(__dirname, '../../../webpack.base.js')) as {
  clientExportsOf(name: string): string[] | null;
  usedExportsOf(name: string): string[] | null;
};

test.each(['react-router-dom', 'react-i18next'])('every export of %s that an app imports is shipped', (library) => {
  const used = usedExportsOf(library);
  const shipped = clientExportsOf(library);
  expect(used).not.toBeNull();
  expect(used!.length).toBeGreaterThan(0);
  expect(shipped).toEqual(expect.arrayContaining(used!));
});

test('the whole client router API ships, so a remote rebuilt alone with a new hook still works', () => {
  const shipped = clientExportsOf('react-router-dom')!;
  for (const name of ['useNavigate', 'useSearchParams', 'useOutletContext', 'useBlocker', 'NavLink', 'Outlet', 'createBrowserRouter']) {
    expect(shipped).toContain(name);
  }
});

test('server rendering and framework-mode exports are what gets dropped', () => {
  const shipped = clientExportsOf('react-router-dom')!;
  for (const name of ['createStaticHandler', 'StaticRouterProvider', 'ServerRouter', 'createCookie', 'HydratedRouter']) {
    expect(shipped).not.toContain(name);
  }
});
