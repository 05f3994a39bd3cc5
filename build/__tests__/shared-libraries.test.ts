import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharedLibraries from '../../shared/shared-libraries.json';
import { checkLibraryVersions, WRITTEN_FOR } from '../library-guards.cjs';
// The factory every app builds with: it ships the decided lists and refuses an app that needs more.
import { checkImportsAreShared } from '../shared-modules.cjs';
import { usedExportsOf } from '../used-exports.cjs';

const lists = Object.entries(sharedLibraries.clientExports);

test.each(lists)('every export the list ships for %s exists in the installed library', (library, names) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = Object.keys(require(library) as object);
  expect(names.filter((name) => !exported.includes(name))).toEqual([]);
});

test('each list is what the apps import, no more: every export shipped costs every shopper bytes', () => {
  const root = path.resolve(__dirname, '../..');
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

describe("the build's reader of import statements (build/used-exports.cjs)", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-imports-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const importsOf = (code: string) => {
    fs.writeFileSync(path.join(dir, 'page.tsx'), code);
    return usedExportsOf('react-router-dom', [dir]);
  };

  test('reads default, named, renamed and re-exported names, leaving types out', () => {
    expect(
      importsOf(
        [
          "import Router, { Link, useNavigate as go, type To } from 'react-router-dom';",
          "import type { Location } from 'react-router-dom';",
          "export { NavLink } from 'react-router-dom';",
          "import {\n  Outlet,\n  useParams,\n} from 'react-router-dom';",
          "import { other } from 'react-router';",
        ].join('\n'),
      ),
    ).toEqual(['Link', 'NavLink', 'Outlet', 'default', 'useNavigate', 'useParams']);
  });

  test('answers null when code takes the whole namespace, dynamically or with a star', () => {
    expect(importsOf("const router = await import('react-router-dom');")).toBeNull();
    expect(importsOf("import * as router from 'react-router-dom';")).toBeNull();
    expect(importsOf("export * from 'react-router-dom';")).toBeNull();
  });

  test('leaves tests and test helpers out', () => {
    fs.mkdirSync(path.join(dir, '__tests__'));
    fs.writeFileSync(path.join(dir, '__tests__/page.test.tsx'), "import { MemoryRouter } from 'react-router-dom';");
    expect(importsOf("import { Link } from 'react-router-dom';")).toEqual(['Link']);
  });
});

describe("the build's cuts into libraries (build/library-guards.cjs)", () => {
  test('pass with the installed libraries, the versions they were written for', () => {
    expect(() => checkLibraryVersions()).not.toThrow();
  });

  test('fail the build when a library is upgraded, naming the cuts to look at again', () => {
    const upgraded = (name: string) =>
      name === 'axios' ? '1.22.0' : WRITTEN_FOR[name as keyof typeof WRITTEN_FOR].version;
    expect(() => checkLibraryVersions(upgraded)).toThrow(/axios 1\.22\.0 \(written for 1\.21\.1: axios-without-xhr/);
  });
});
