// One lint configuration for the whole tree. The zones keep the parts apart: a remote never reaches into
// another remote or the shell, @mall/shared never reaches into an app, features never import pages, and
// API routes never reach past the services into the repositories.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readFileSync } from 'node:fs';
import globals from 'globals';

/** The front-end apps' folders (apps.json). */
const APPS = JSON.parse(readFileSync(new URL('./apps.json', import.meta.url), 'utf8')).map((app) => app.dir);
const others = (app) => APPS.filter((other) => other !== app).map((other) => `./${other}`);

const zones = [
  // A remote or the shell never imports another app's code: only @mall/shared is common ground.
  ...APPS.map((app) => ({
    target: `./${app}/src`,
    from: [...others(app), './api'],
    message: 'An app imports only its own code and @mall/shared, never another app.',
  })),
  {
    target: './shared/src',
    from: APPS.map((app) => `./${app}`),
    message: '@mall/shared is imported by the apps; it never imports one.',
  },
  {
    // The API's schemas are the one source of the contracts: @mall/shared takes their types (import type) and
    // the dependency-free codes module, nothing else of the server.
    target: './shared/src',
    from: './api',
    except: ['./src/schemas'],
    message: '@mall/shared takes only the contracts from the API (api/src/schemas), never server code.',
  },
  ...APPS.map((app) => ({
    target: `./${app}/src/features`,
    from: `./${app}/src/pages`,
    message: 'Features are used by pages, never the other way round.',
  })),
  {
    // The shell's routing composes its layouts and pages; they never reach back up into it.
    target: ['./shell/src/layout', './shell/src/pages'],
    from: ['./shell/src/routing', './shell/src/bootstrap.tsx'],
    message: 'Layouts and pages are composed by the routing; they never import it.',
  },
  {
    // The shell's Node server loads the React half (its server bundle) built, and takes its types only through
    // the bundle's public entry; it never reaches into the browser's source.
    target: './shell/server/node',
    from: ['./shell/src', './shell/server/bundle', ...others('shell'), './api'],
    except: ['./first-screen-bundle.tsx'],
    message: "The shell's server imports its server bundle only through shell/server/bundle/first-screen-bundle.tsx.",
  },
  {
    target: ['./shell/src', './shell/server/bundle'],
    from: './shell/server/node',
    message: "The browser's code and the server bundle never import the Node server.",
  },
  {
    target: ['./scripts', './e2e', './bench', './api'],
    from: './shell/server/node',
    except: ['./shell-server.ts'],
    message: "Other parts use the shell server's public entry, shell/server/node/shell-server.ts.",
  },
  {
    // Dev and CI tools start, build and measure the apps; they never run the apps' code.
    target: './scripts',
    from: [...APPS.map((app) => `./${app}/src`), './shell/server/bundle', './shared/src', './build/browser'],
    message: "Tools use the shell server's public entry and the build, never an app's source or the browser's files.",
  },
  {
    // The build reads the apps' files as webpack's input (paths), never as modules of its own.
    target: ['./build/*.{cjs,js}', './build/browser', './webpack.base.js'],
    from: [...APPS.map((app) => `./${app}/src`), './shell/server', './api', './scripts'],
    message: 'The build never imports an app, the servers or the tools.',
  },
  {
    // The build's tests check what it builds against the shell's contract check, and nothing else of the apps.
    target: './build/__tests__',
    from: './shell/src',
    except: ['./federation/contract-check.ts'],
    message: "The build's tests read of the apps only the shell's contract check.",
  },
  {
    target: './build/__tests__',
    from: [...others('shell'), './shell/server', './api', './scripts'],
    message: "The build's tests read of the apps only the shell's contract check.",
  },
  {
    // Of @mall/shared the build reads the page table (which pages each remote exposes) through its one reader.
    target: ['./build', './webpack.base.js'],
    from: './shared/src',
    except: ['./contracts/federation.ts'],
    message: 'The build reads only the page table of @mall/shared, through shared/src/contracts/federation.ts.',
  },
  {
    target: './api/src/routes',
    from: './api/src/repositories',
    message: 'Routes call services; only services reach the repositories.',
  },
  {
    target: ['./api/src/repositories', './api/src/services'],
    from: './api/src/routes',
    message: 'Services and repositories never depend on the HTTP routes.',
  },
  {
    // A migration is frozen as it was written: today's code changes, its result must not (and the database module
    // imports the migrations, so an import back would be a circle).
    target: './api/src/db/migrations',
    from: ['./api/src/repositories', './api/src/services', './api/src/routes', './api/src/lib', './api/src/seed'],
    message: 'A migration imports nothing from the live code: copy what it needs into it, as it stands that day.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-plain/**',
      '**/dist-worker/**',
      '**/coverage/**',
      'api/data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      // The bench's scratch folder: its databases and the baseline commits it checks out and builds.
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: [`{${[...APPS, 'shared'].join(',')}}/src/**/*.{ts,tsx}`, 'examples/*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The two classic hook rules. The React Compiler rules of react-hooks 7 (refs, set-state-in-effect, ...)
      // judge code written for the compiler, which this project does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A choice's label text sits two elements down (name and hint spans).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    // Playwright reads a test's fixtures from its first parameter's pattern: `{}` asks for none.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // The API's services decide; the repositories hold every query. A query builder in a service is refused here.
    files: ['api/src/services/**/*.ts'],
    ignores: ['api/src/services/**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee > Identifier.property[name=/^(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom|replaceInto|mergeInto)$/]',
          message: 'Queries live in api/src/repositories: call a repository function from the service.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['sql'],
              message: 'Raw SQL lives in api/src/repositories: call a repository function from the service.',
            },
          ],
        },
      ],
    },
  },
  {
    // Migrations are written against the schema as it was then, not today's Database type.
    files: ['api/src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    // Jest setup files take Node's TextEncoder and friends onto the jsdom global on purpose.
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
);
