// One copy of the federation bundler runtime in the browser, the shell's (webpack.base.js). The shell's runtime
// plugin (this file's default export) hands its bundler runtime to the remotes when the runtime starts; a remote's
// build takes it from there (remote-takes-shells-bundler-runtime.mjs) instead of carrying its own copy, as it already
// takes the runtime core (`experiments.externalRuntime`). The bundler runtime keeps no state of its own: each
// function works on the `__webpack_require__` of the build that calls it.
/* global __webpack_require__ -- this file runs inside the shell's webpack build, whose require it reads */

/** Where the shell puts its bundler runtime for the remotes. */
export const BUNDLER_RUNTIME_GLOBAL = '_MALL_FEDERATION_BUNDLER_RUNTIME';

export default function provideBundlerRuntime() {
  return {
    name: 'mall-provide-bundler-runtime',
    beforeInit(args) {
      // The federation entry has copied the bundler runtime into this build's `__webpack_require__.federation`.
      const { runtime, bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      globalThis[BUNDLER_RUNTIME_GLOBAL] ??= {
        runtime,
        bundlerRuntime,
        attachShareScopeMap,
        instance: undefined,
        initOptions: undefined,
        bundlerRuntimeOptions: {},
      };
      return args;
    },
  };
}
