// Stands in for the federation bundler runtime in a remote's build (webpack.base.js): the remote takes the
// shell's (shell-hands-bundler-runtime-to-remotes.mjs). Two parts stay the remote's own: its runtime entry point, which
// holds the remote's federation instance (the shell's holds the shell's; of it, the bundler runtime calls `init` and
// `getRemoteEntry` only), and its container's start-up, which the shell's bundler runtime is built without (the
// shell exposes no module).
import { getRemoteEntry, init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './shell-hands-bundler-runtime-to-remotes.mjs';

const host = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!host) {
  throw new Error('This remote runs inside the mall’s shell, which provides its federation runtime');
}

export default {
  ...host,
  runtime: { init, getRemoteEntry },
  bundlerRuntime: { ...host.bundlerRuntime, initContainerEntry },
};
