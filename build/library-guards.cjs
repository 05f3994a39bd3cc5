// @ts-check
// The build's cuts into libraries' internals (build/lean-libraries.cjs: module replacements keyed on their dist/
// files, a deep import, a copy of a private surface; webpack's IdHelpers and a provide-module's `_name`; the
// federation plugin's warning text and `_options.exposes`) are written for one version of each library. A version
// bump fails the build here, naming the cuts to look at again (ARCHITECTURE.md "Federation's cuts: kept, each guarded"),
// instead of letting a renamed file bring the full code back unnoticed or changed behaviour break in the browser.
const path = require('node:path');
const fs = require('node:fs');

/** The repository (this file is build/library-guards.cjs). */
const ROOT = path.resolve(__dirname, '..');

/** Each library whose internals the build relies on, the version those cuts were written for, and where they are. */
const WRITTEN_FOR = {
  '@module-federation/enhanced': {
    version: '2.9.2',
    cuts: 'its warning text (webpack.base.js ignoreWarnings) and _options.exposes (page-exposes.cjs)',
  },
  '@module-federation/runtime-core': {
    version: '2.9.2',
    cuts: 'federation-without-manifests.mjs (a copy of SnapshotHandler’s surface) and its semver stand-in',
  },
  '@module-federation/webpack-bundler-runtime': {
    version: '2.9.2',
    cuts: 'remote-takes-shells-bundler-runtime.mjs (deep import of initContainerEntry.js), federation-without-static-remotes.mjs',
  },
  '@module-federation/error-codes': { version: '2.9.2', cuts: 'federation-errors-without-descriptions.mjs' },
  '@module-federation/sdk': { version: '2.9.2', cuts: 'federation-console-logger.mjs' },
  axios: { version: '1.21.1', cuts: 'axios-without-xhr.mjs, axios-options-left-out.mjs' },
  webpack: {
    version: '5.111.1',
    cuts: 'OneSharingRuntimePlugin, IdHelpers (location-free-module-ids-plugin.cjs), a provide-module’s _name',
  },
};

/**
 * The installed version of a package, read from its package.json at build time (by path: not every package
 * exports its package.json).
 * @param {string} name
 * @param {string} [root]
 */
function installedVersion(name, root = ROOT) {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : undefined;
}

/**
 * Fails when an installed library is not the version the build's cuts into it were written for.
 * @param {(name: string) => string | undefined} [versionOf]
 */
function checkLibraryVersions(versionOf = (name) => installedVersion(name)) {
  const wrong = Object.entries(WRITTEN_FOR)
    .filter(([name, { version }]) => versionOf(name) !== version)
    .map(([name, { version, cuts }]) => `${name} ${versionOf(name)} (written for ${version}: ${cuts})`);
  if (wrong.length)
    throw new Error(
      `The build cuts into these libraries' internals for another version; check each cut, then set the version in build/library-guards.cjs:\n  ${wrong.join('\n  ')}`,
    );
}

/** The federation runtime's version, which the shell and every remote must share (contract-check.ts). */
const FEDERATION_RUNTIME_VERSION = WRITTEN_FOR['@module-federation/runtime-core'].version;

/**
 * Counts what each module replacement matched in one compilation and fails the compilation when one that must
 * apply to this kind of build matched nothing (a renamed or no longer imported file: the full code is back).
 */
class ReplacementsMatchedPlugin {
  /**
   * @param {{ name: string, count: number, appliesTo: string[] }[]} replacements
   * @param {string} kind 'host' | 'remote'
   */
  constructor(replacements, kind) {
    this.replacements = replacements;
    this.kind = kind;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // Only the app's own build: the federation plugin builds the tree-shaken libraries' fallbacks with the same
    // plugins and without itself (as does the plain build, which the host's build covers).
    const federated = compiler.options.plugins.some((plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin');
    if (!federated) return;
    const kind = this.kind;
    compiler.hooks.thisCompilation.tap('ReplacementsMatchedPlugin', (compilation) => {
      for (const replacement of this.replacements) replacement.count = 0;
      compilation.hooks.finishModules.tap('ReplacementsMatchedPlugin', () => {
        const unmatched = this.replacements.filter(
          (replacement) => replacement.appliesTo.includes(kind) && replacement.count === 0,
        );
        for (const { name } of unmatched)
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `build/lean-libraries.cjs: the cut "${name}" matched no module in this ${kind} build (a library file renamed or no longer imported)`,
            ),
          );
      });
    });
  }
}

module.exports = {
  WRITTEN_FOR,
  FEDERATION_RUNTIME_VERSION,
  installedVersion,
  checkLibraryVersions,
  ReplacementsMatchedPlugin,
};
