// @ts-check
// What the browser build leaves out of its libraries (webpack.base.js applies it to every app). Each cut is
// held to the library version it was written for and must match a module where it applies (library-guards.cjs).
const path = require('node:path');
const { checkLibraryVersions, ReplacementsMatchedPlugin } = require('./library-guards.cjs');

/**
 * @typedef {{ name: string, count: number, appliesTo: string[] }} Replacement
 * @typedef {{ request: string, context?: string, createData?: { resource?: string } }} ResolveData
 */

/**
 * Every import of a module whose path matches `pattern` gets `file` (of build/browser/) instead.
 * @param {typeof import('webpack')} webpack
 * @param {Replacement[]} replacements where the cut is counted
 * @param {RegExp} pattern
 * @param {string} file
 * @param {string[]} appliesTo the kinds of build ('host', 'remote') in which it must match
 */
function replaceModule(webpack, replacements, pattern, file, appliesTo) {
  const replacement = { name: file, count: 0, appliesTo };
  replacements.push(replacement);
  return new webpack.NormalModuleReplacementPlugin(pattern, (/** @type {ResolveData} */ resource) => {
    replacement.count += 1;
    resource.request = path.join(__dirname, 'browser', file);
    if (resource.createData) resource.createData.resource = resource.request;
  });
}

/** The kinds of build each cut must match a module in. */
const HOST = ['host'];
const REMOTE = ['remote'];
const FEDERATED = ['host', 'remote'];

/**
 * axios ships two browser adapters; ours is the fetch adapter (shared/src/api/client.ts asks for it), so
 * the XMLHttpRequest one is replaced by `false`, which axios's adapter list treats as "not available". The fetch
 * adapter's helpers for options the mall never sets (progress, streams, FormData, size limits, data: URLs) are
 * replaced by one that throws. The federation runtime's manifest handling (loading mf-manifest.json, turning it into
 * a snapshot, preloading from it) is replaced by a stand-in: the shell reads the manifests itself. Its error
 * descriptions (one English sentence per code; the code itself stays in every message) give way to a short stand-in
 * in main.js and in every remoteEntry.js, its SDK logger (which falls back through delegates and captures stacks in
 * debug mode) in main.js (a remote's entry imports no logger). Remote modules imported by name (which no app does: the shell calls loadRemote) are left
 * out of the bundler runtime. A remote takes the shell's bundler runtime instead of its own
 * (shell-hands-bundler-runtime-to-remotes.mjs hands it over, remote-takes-shells-bundler-runtime.mjs takes it).
 * @param {typeof import('webpack')} webpack
 * @param {{ isHost: boolean, versionRanges?: string }} app `versionRanges`: the host's module that answers version
 *   ranges in the runtime's place (the shell names its own, shell/webpack.config.js; the build reads no app's files)
 */
function leanLibraryPlugins(webpack, { isHost, versionRanges }) {
  checkLibraryVersions();
  if (isHost && !versionRanges) throw new Error('A host build names its versionRanges module (webpack.base.js)');
  /** @type {Replacement[]} */
  const replacements = [];
  const semver = { name: `runtime-core semver → ${versionRanges}`, count: 0, appliesTo: HOST };
  replacements.push(semver);
  return [
    ...(isHost
      ? []
      : [
          replaceModule(
            webpack,
            replacements,
            /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
            'remote-takes-shells-bundler-runtime.mjs',
            REMOTE,
          ),
        ]),
    replaceModule(webpack, replacements, /[\\/]axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/, 'axios-without-xhr.mjs', HOST),
    replaceModule(
      webpack,
      replacements,
      /[\\/]axios[\\/]lib[\\/](helpers[\\/](trackStream|progressEventReducer|estimateDataURLDecodedBytes)|core[\\/]createMultipartBody)\.js$/,
      'axios-options-left-out.mjs',
      HOST,
    ),
    replaceModule(
      webpack,
      replacements,
      /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/](plugins[\\/](snapshot[\\/](SnapshotHandler|index)|generate-preload-assets)|utils[\\/]preload)\.js$/,
      'federation-without-manifests.mjs',
      HOST,
    ),
    replaceModule(
      webpack,
      replacements,
      /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]remotes\.js$/,
      'federation-without-static-remotes.mjs',
      HOST,
    ),
    replaceModule(
      webpack,
      replacements,
      /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/,
      'federation-errors-without-descriptions.mjs',
      FEDERATED,
    ),
    replaceModule(
      webpack,
      replacements,
      /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]logger\.m?js$/,
      'federation-console-logger.mjs',
      HOST,
    ),
    // The runtime's version ranges (it refuses every version for `>=0`) give way to the shell's, which answer as
    // node-semver does; replaced before it is resolved (by request, within runtime-core), so the stand-in is
    // compiled as the apps' TypeScript is.
    new webpack.NormalModuleReplacementPlugin(/(^|\/)semver\/index\.js$/, (/** @type {ResolveData} */ resource) => {
      if (/[\\/]@module-federation[\\/]runtime-core[\\/]dist([\\/]|$)/.test(resource.context ?? '')) {
        semver.count += 1;
        resource.request = /** @type {string} */ (versionRanges);
      }
    }),
    new OneSharingRuntimePlugin(webpack),
    new ReplacementsMatchedPlugin(replacements, isHost ? 'host' : 'remote'),
  ];
}

/**
 * webpack (5.111) adds its own sharing runtime wherever `__webpack_require__.S` is used, and the federation plugin
 * adds one more that sets `.S` and `.I` again: webpack's is dead code in main.js and in every remoteEntry.js. Taking
 * the requirement first (a bail hook) keeps webpack's out; the federation plugin adds its own from another hook.
 */
class OneSharingRuntimePlugin {
  /** @param {typeof import('webpack')} webpack */
  constructor(webpack) {
    this.shareScopeMap = webpack.RuntimeGlobals.shareScopeMap;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('OneSharingRuntimePlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(this.shareScopeMap)
        .tap({ name: 'OneSharingRuntimePlugin', stage: -10 }, () => true);
    });
  }
}

module.exports = { leanLibraryPlugins };
