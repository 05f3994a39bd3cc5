// @ts-check
// What the apps share through federation (docs/CONTRACTS.md "Federation"), decided once in
// shared/shared-libraries.json: an app's build reads only its own folder, @mall/shared and build/.
const path = require('node:path');
const fs = require('node:fs');
const { usedExportsOf } = require('./used-exports.cjs');

/** The repository (this file is build/shared-modules.cjs). */
const ROOT = path.resolve(__dirname, '..');
const rootPackage = require('../package.json');
const sharedPackage = require('../shared/package.json');

/** The singletons, and which exports of the tree-shaken libraries ship. */
const SHARED_LIBRARIES = require('../shared/shared-libraries.json');
/** @type {string[]} */
const SINGLETON_LIBRARIES = SHARED_LIBRARIES.singletons;
/** @type {Record<string, string[]>} */
const CLIENT_EXPORTS = SHARED_LIBRARIES.clientExports;

/**
 * Shared libraries ship with only the exports the apps import (the plugin's inferring mode kept only the
 * host's imports and broke a remote; an explicit list works). Every export shipped is bytes on every first
 * load, so the list is exactly what the apps import (a test keeps it so); a remote that needs another one adds
 * it to the list, a minor version of @mall/shared, and the shell ships it from that version on.
 * @param {string} name
 * @returns {string[] | null}
 */
function clientExportsOf(name) {
  if (process.env.MALL_TREE_SHAKE === 'off') return null;
  return CLIENT_EXPORTS[name] ?? null;
}

/**
 * Fails the build of an app that imports a shared library's export the decided list does not ship.
 * @param {string} dirname the app's folder
 */
function checkImportsAreShared(dirname) {
  const dirs = [path.join(dirname, 'src'), path.join(ROOT, 'shared/src')];
  for (const name of Object.keys(CLIENT_EXPORTS)) {
    const used = usedExportsOf(name, dirs);
    const missing = used ? used.filter((exported) => !CLIENT_EXPORTS[name].includes(exported)) : ['* (import names)'];
    if (missing.length) {
      throw new Error(
        `${dirname} imports ${missing.join(', ')} from ${name}, which shared/shared-libraries.json does not ship`,
      );
    }
  }
}

/** @param {string} name */
function dependencyVersion(name) {
  /** @type {Record<string, string | undefined>} */
  const declared = { ...rootPackage.devDependencies, ...rootPackage.dependencies };
  const version = declared[name];
  if (!version) throw new Error(`${name} is shared but not declared in the root package.json`);
  return version;
}

/** Libraries the host provides but the first screen does not run: they load when first used (axios: the first API call). */
const ON_DEMAND_LIBRARIES = ['axios'];

/**
 * What the host provides but does not preload: the on-demand libraries, and @mall/shared's entries of their own
 * (package.json exports besides "." and "./*", e.g. `@mall/shared/qr-code`), which load with the page that imports them.
 */
const ON_DEMAND_SHARED = [
  ...ON_DEMAND_LIBRARIES,
  ...Object.keys(sharedPackage.exports)
    .filter((key) => key !== '.' && key !== './*')
    .map((key) => `@mall/shared/${key.slice(2)}`),
];

/**
 * A package and every package it depends on, as installed at the repository's root.
 * @param {string[]} names
 */
function withDependencies(names) {
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {string} name */
  const visit = (name) => {
    const manifest = path.join(ROOT, 'node_modules', name, 'package.json');
    if (found.has(name) || !fs.existsSync(manifest)) return;
    found.add(name);
    Object.keys(require(manifest).dependencies ?? {}).forEach(visit);
  };
  names.forEach(visit);
  return [...found];
}

/**
 * The host's start-up libraries go into one chunk, as a plain bundle's vendor chunk does: gzip finds more to
 * share in one file than in eight (3.1 KiB on the first load), and all of them are fetched at start anyway.
 */
function startupLibrariesChunk() {
  const packages = withDependencies(SINGLETON_LIBRARIES.filter((name) => !ON_DEMAND_LIBRARIES.includes(name)));
  /** @param {string} name */
  const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const test = new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map(escape).join('|')})[\\\\/]`);
  return { test, name: 'libraries', chunks: /** @type {const} */ ('async'), enforce: true, priority: 20 };
}

/**
 * Every singleton with the range of versions this build works with (docs/CONTRACTS.md, versions): the same
 * major, at least the version built against. `strictVersion`: a remote never runs with a copy it does not accept.
 * The shell provides every library and @mall/shared itself; a remote brings no copy of them (`import: false`):
 * it runs only in the shell, which refuses it before it runs when it does not provide what the remote needs
 * (shell/src/federation/contract-check.ts), so a remote's copies were never used and cost its remoteEntry.js the
 * table of them. The tree-shaken libraries are the exception: the runtime hands a remote the shell's tree-shaken
 * copy only through the remote's own entry for the library (without one it took the full copy, a second router).
 * @mall/shared's entries of their own (`address-book`) are provided by whichever app imports them, as the shell
 * does not import them all.
 * @param {{ isHost: boolean }} app
 */
function sharedModules({ isHost }) {
  const provided = isHost ? {} : { import: /** @type {const} */ (false) };
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETON_LIBRARIES) {
    const usedExports = clientExportsOf(name);
    shared[name] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${dependencyVersion(name)}`,
      ...(usedExports ? { treeShaking: { usedExports, mode: 'runtime-infer' } } : provided),
    };
  }
  const sharedConfig = {
    singleton: true,
    strictVersion: true,
    requiredVersion: `^${sharedPackage.version}`,
    version: sharedPackage.version,
  };
  shared['@mall/shared'] = { ...sharedConfig, ...provided };
  // Deep imports (`@mall/shared/address-book`) by prefix. Its version is read from the package by name: a key
  // ending in "/" resolved through the package's "./*" export is what Node deprecates (DEP0155). Its stylesheets
  // are not shared: they hold no state, only the shell imports them, and a stylesheet shared is a script chunk of
  // its own on every first load.
  shared['@mall/shared/'] = { ...sharedConfig, packageName: '@mall/shared', exclude: { request: /\.css$/ } };
  return shared;
}

module.exports = {
  SINGLETON_LIBRARIES,
  ON_DEMAND_SHARED,
  clientExportsOf,
  checkImportsAreShared,
  sharedModules,
  startupLibrariesChunk,
};
