/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharedLibraries from '../../shared-libraries.json';

// The factory every app builds with: it ships the decided lists and refuses an app that needs more.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkImportsAreShared } = require(path.resolve(__dirname, '../../../build/webpack.base.js')) as {
  checkImportsAreShared(dirname: string): void;
};

const lists = Object.entries(sharedLibraries.clientExports);

test.each(lists)('every export the list ships for %s exists in the installed library', (library, names) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = Object.keys(require(library) as object);
  expect(names.filter((name) => !exported.includes(name))).toEqual([]);
});

test('each list is what the apps import, no more: every export shipped costs every shopper bytes', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { usedExportsOf } = require(path.resolve(__dirname, '../../../build/webpack.base.js')) as {
    usedExportsOf(pkg: string, dirs: string[]): string[] | null;
  };
  const root = path.resolve(__dirname, '../../..');
  const dirs = ['shell', 'shared', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-merchant'].map((dir) =>
    path.join(root, dir, 'src'),
  );
  for (const [library, names] of lists) {
    expect([...names].sort()).toEqual(usedExportsOf(library, dirs));
  }
});

test('server rendering, framework-mode and unused client exports are what gets dropped', () => {
  const shipped = sharedLibraries.clientExports['react-router-dom'];
  for (const name of [
    'createStaticHandler',
    'StaticRouterProvider',
    'ServerRouter',
    'createCookie',
    'HydratedRouter',
    'useBlocker',
    'Form',
  ]) {
    expect(shipped).not.toContain(name);
  }
});

describe('an app importing from a shared library', () => {
  let appDir: string;
  beforeEach(() => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-app-'));
    fs.mkdirSync(path.join(appDir, 'src'));
  });
  afterEach(() => fs.rmSync(appDir, { recursive: true, force: true }));

  test('builds when it imports what the list ships', () => {
    fs.writeFileSync(path.join(appDir, 'src/page.tsx'), "import { useNavigate, type To } from 'react-router-dom';\n");
    expect(() => checkImportsAreShared(appDir)).not.toThrow();
  });

  test('is refused when it imports an export the list does not ship', () => {
    fs.writeFileSync(path.join(appDir, 'src/page.tsx'), "import { createStaticHandler } from 'react-router-dom';\n");
    expect(() => checkImportsAreShared(appDir)).toThrow(/createStaticHandler from react-router-dom/);
  });

  test('is refused when it takes a whole library namespace', () => {
    fs.writeFileSync(path.join(appDir, 'src/page.tsx'), "import * as i18n from 'react-i18next';\n");
    expect(() => checkImportsAreShared(appDir)).toThrow(/react-i18next/);
  });
});
