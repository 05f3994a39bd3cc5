// What the browser build leaves out of its libraries (build/webpack.base.js applies it to every app).
const path = require('node:path');

/** Every import of a module whose path matches `pattern` gets `file` instead. */
function replaceModule(webpack, pattern, file) {
  return new webpack.NormalModuleReplacementPlugin(pattern, (resource) => {
    resource.request = path.join(__dirname, 'browser', file);
    if (resource.createData) resource.createData.resource = resource.request;
  });
}

/**
 * axios ships two browser adapters; ours is the fetch adapter (shared/src/api/client.ts asks for it), so
 * the XMLHttpRequest one is replaced by `false`, which axios's adapter list treats as "not available". The fetch
 * adapter's helpers for options the mall never sets (progress, streams, FormData, size limits, data: URLs) are
 * replaced by one that throws. The federation runtime's manifest handling (loading mf-manifest.json, turning it into
 * a snapshot, preloading from it) is replaced by a stand-in: the shell reads the manifests itself. Its error
 * descriptions (one English sentence per code; the code itself stays in every message) and its SDK logger (which
 * falls back through delegates and captures stacks in debug mode) give way to short stand-ins, in main.js and in
 * every remoteEntry.js. Remote modules imported by name (which no app does: the shell calls loadRemote) are left
 * out of the bundler runtime. A remote takes the shell's bundler runtime instead of its own
 * (shell-hands-bundler-runtime-to-remotes.mjs hands it over, remote-takes-shells-bundler-runtime.mjs takes it).
 * @param {typeof import('webpack')} webpack
 * @param {{ isHost: boolean }} app
 */
function leanLibraryPlugins(webpack, { isHost }) {
  return [
    ...(isHost
      ? []
      : [
          replaceModule(
            webpack,
            /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
            'remote-takes-shells-bundler-runtime.mjs',
          ),
        ]),
    replaceModule(webpack, /[\\/]axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/, 'axios-without-xhr.mjs'),
    replaceModule(
      webpack,
      /[\\/]axios[\\/]lib[\\/](helpers[\\/](trackStream|progressEventReducer|estimateDataURLDecodedBytes)|core[\\/]createMultipartBody)\.js$/,
      'axios-options-left-out.mjs',
    ),
    replaceModule(
      webpack,
      /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/](plugins[\\/](snapshot[\\/](SnapshotHandler|index)|generate-preload-assets)|utils[\\/]preload)\.js$/,
      'federation-without-manifests.mjs',
    ),
    replaceModule(
      webpack,
      /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]remotes\.js$/,
      'federation-without-static-remotes.mjs',
    ),
    replaceModule(
      webpack,
      /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/,
      'federation-errors-without-descriptions.mjs',
    ),
    replaceModule(
      webpack,
      /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]logger\.m?js$/,
      'federation-console-logger.mjs',
    ),
    // The runtime's version ranges (it refuses every version for `>=0`) give way to the shell's, which answer as
    // node-semver does; replaced before it is resolved (by request, within runtime-core), so the stand-in is
    // compiled as the apps' TypeScript is.
    new webpack.NormalModuleReplacementPlugin(/(^|\/)semver\/index\.js$/, (resource) => {
      if (/[\\/]@module-federation[\\/]runtime-core[\\/]dist([\\/]|$)/.test(resource.context ?? ''))
        resource.request = path.join(__dirname, '../shell/src/federation/version-range.ts');
    }),
    new OneSharingRuntimePlugin(webpack),
  ];
}

/**
 * webpack (5.111) adds its own sharing runtime wherever `__webpack_require__.S` is used, and the federation plugin
 * adds one more that sets `.S` and `.I` again: webpack's is dead code in main.js and in every remoteEntry.js. Taking
 * the requirement first (a bail hook) keeps webpack's out; the federation plugin adds its own from another hook.
 */
class OneSharingRuntimePlugin {
  constructor(webpack) {
    this.shareScopeMap = webpack.RuntimeGlobals.shareScopeMap;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('OneSharingRuntimePlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(this.shareScopeMap)
        .tap({ name: 'OneSharingRuntimePlugin', stage: -10 }, () => true);
    });
  }
}

module.exports = { leanLibraryPlugins };
