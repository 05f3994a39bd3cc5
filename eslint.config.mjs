// One lint configuration for the whole tree. The zones keep the parts apart: a remote never reaches into
// another remote or the shell, @mall/shared never reaches into an app, features never import pages, and
// API routes never reach past the services into the repositories.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const APPS = ['shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-merchant'];
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
    target: './api/src/routes',
    from: './api/src/repositories',
    message: 'Routes call services; only services reach the repositories.',
  },
  {
    target: ['./api/src/repositories', './api/src/services'],
    from: './api/src/routes',
    message: 'Services and repositories never depend on the HTTP routes.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-plain/**',
      '**/coverage/**',
      'api/data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
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
    files: [
      '{shell,mf-catalog,mf-checkout,mf-account,mf-merchant,shared}/src/**/*.{ts,tsx}',
      'examples/*/src/**/*.{ts,tsx}',
    ],
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
