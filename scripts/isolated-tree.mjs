// A copy of the repository with only the root files, @mall/shared and the given apps (node_modules hard-linked,
// the other workspaces left out): where a remote is built and tested alone (scripts/check-isolated-builds.mjs),
// or built at another contract version (the e2e contract journeys).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What an app's build and tests may read besides its own folder. */
const COMMON_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'apps.json',
  // The base config the apps' configs extend (its parts are build/, below).
  'webpack.base.js',
  'jest.config.js',
  'jest.frontend.js',
  'jest.polyfills.js',
  // The API modules @mall/shared takes at run time (dependency-free: codes and limits, the riel rounding, the khans).
  'api/src/schemas/codes.ts',
  'api/src/schemas/riel.ts',
  'api/src/schemas/khans.ts',
];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);
const APP_DIRS = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8')).map((app) => app.dir);
const WORKSPACE_LINKS = [...APP_DIRS, '@mall', '.cache', '.federation'];

export function run(command, args, cwd, stdio = 'inherit') {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio, env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return (Date.now() - started) / 1000;
}

/**
 * @param {string[]} appDirs e.g. ['mf-checkout'] or ['examples/checkout-onepage']
 * @param {{ sharedVersion?: string }} [options] stamp @mall/shared with another version (another contract)
 * @returns {string} the copy's root
 */
export function isolatedTree(appDirs, { sharedVersion } = {}) {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'mall-alone-'));
  for (const file of COMMON_FILES) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(copy, file));
  }
  // build/: the webpack configs, their plugins and the stand-ins they put into the bundles; no app's code.
  for (const dir of ['shared', 'build', ...appDirs]) {
    cpSync(path.join(ROOT, dir), path.join(copy, dir), {
      recursive: true,
      filter: (source) => !SKIPPED.has(path.basename(source)),
    });
  }
  // Every installed package, as after a clone and `npm ci`; of the workspaces only @mall/shared (the copy's).
  const modules = path.join(copy, 'node_modules');
  run('cp', ['-al', path.join(ROOT, 'node_modules'), modules], copy);
  for (const entry of WORKSPACE_LINKS) rmSync(path.join(modules, entry), { recursive: true, force: true });
  mkdirSync(path.join(modules, '@mall'));
  symlinkSync('../../shared', path.join(modules, '@mall', 'shared'));
  if (sharedVersion) {
    const file = path.join(copy, 'shared', 'package.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version: sharedVersion }, null, 2));
  }
  return copy;
}

/** Builds one app of the copy (production); returns the seconds it took. */
export function buildIn(copy, appDir, stdio = 'inherit') {
  return run(
    path.join(copy, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production'],
    path.join(copy, appDir),
    stdio,
  );
}

/** Builds one app's server bundle (build/webpack.server.js, beside the browser build); returns the seconds it took. */
export function buildServerIn(copy, appDir, stdio = 'inherit') {
  const webpack = path.join(copy, 'node_modules', '.bin', 'webpack');
  const args = ['--config', '../build/webpack.server.js', '--env', `app=${appDir}`, '--mode', 'production'];
  return run(webpack, args, path.join(copy, appDir), stdio);
}
