// One webpack factory for every front-end app (the shell host and the three remotes).
const path = require('node:path');
const fs = require('node:fs');
const { createHash } = require('node:crypto');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ChunkGroupsPlugin } = require('./chunk-groups-plugin.cjs');
const { leanLibraryPlugins } = require('./lean-libraries.cjs');

/** The repository (this file is build/webpack.base.js). */
const ROOT = path.resolve(__dirname, '..');
const rootPackage = require('../package.json');
const sharedPackage = require('../shared/package.json');

/** Browsers we build for: phones of the last few years and current desktops. */
const BROWSER_TARGETS = ['chrome >= 92', 'safari >= 15', 'firefox >= 100', 'samsung >= 16', 'edge >= 92'];

/**
 * What every app shares (singletons, and which exports of the tree-shaken libraries ship), decided once in
 * shared/shared-libraries.json: an app's build reads only its own folder, @mall/shared and this factory.
 */
const SHARED_LIBRARIES = require('../shared/shared-libraries.json');
const SINGLETON_LIBRARIES = SHARED_LIBRARIES.singletons;

/** The page table (docs/CONTRACTS.md "Federation"): each remote's exposed pages. */
const PAGE_TABLE = require('../shared/src/contracts/pages.json');

/**
 * A remote's `exposes` from the page table: `./HomePage` is `./src/pages/home-page/index.tsx` unless `files` names
 * another file (a replacement remote, examples/checkout-onepage). A remote exposes exactly the table's pages, so
 * the shell finds every page it routes to in whichever remote config.json names.
 */
function exposesOf(name, files = {}) {
  const pages = Object.keys(PAGE_TABLE[name] ?? {});
  const unknown = Object.keys(files).filter((page) => !pages.includes(page));
  if (!pages.length || unknown.length)
    throw new Error(`${name}: no such page in shared/src/contracts/pages.json: ${unknown.join(', ') || name}`);
  const kebab = (page) => page.replace(/(?<=.)([A-Z])/g, '-$1').toLowerCase();
  return Object.fromEntries(pages.map((page) => [`./${page}`, files[page] ?? `./src/pages/${kebab(page)}/index.tsx`]));
}

/**
 * The remotes load the federation runtime from the host (`experiments.externalRuntime`) instead of
 * carrying their own 27 KiB copy. The host provides it with the inject plugin, pointed at its ESM file:
 * the plugin's own `provideExternalRuntime` option resolves the CJS file and bundles the runtime twice.
 */
const INJECT_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** The shell hands its federation bundler runtime to the remotes (build/lean-libraries.cjs says how they take it). */
const PROVIDE_BUNDLER_RUNTIME_PLUGIN = path.join(ROOT, 'build/browser/shell-hands-bundler-runtime-to-remotes.mjs');

/** The files of a source folder that go into a build (not its tests, nor the helpers only tests import). */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', '__tests__', 'test-support'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every export of `pkg` that the code under `dirs` imports by name, or null when some code takes the
 * whole namespace (which a list of exports cannot serve).
 */
function usedExportsOf(pkg, dirs) {
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statement = new RegExp(`(?:import|export)\\s+(type\\s+)?([^;]*?)\\s*from\\s*['"]${escaped}['"]`, 'g');
  const dynamic = new RegExp(`import\\(\\s*['"]${escaped}['"]\\s*\\)|require\\(\\s*['"]${escaped}['"]\\s*\\)`);
  const names = new Set();
  for (const file of dirs.flatMap(sourceFiles)) {
    const code = fs.readFileSync(file, 'utf8');
    if (dynamic.test(code)) return null;
    for (const [, typeOnly, clause] of code.matchAll(statement)) {
      if (typeOnly) continue;
      if (/\*/.test(clause)) return null;
      const braces = /\{([^}]*)\}/.exec(clause);
      const defaultName = clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, '')
        .trim();
      if (defaultName && !clause.trim().startsWith('{')) names.add('default');
      for (const part of (braces ? braces[1] : '').split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        names.add(spec.split(/\s+as\s+/)[0].trim());
      }
    }
  }
  return [...names].sort();
}

/**
 * Shared libraries ship with only the exports the apps import (the plugin's inferring mode kept only the
 * host's imports and broke a remote; an explicit list works). Every export shipped is bytes on every first
 * load, so the list is exactly what the apps import (a test keeps it so); a remote that needs another one adds
 * it to the list, a minor version of @mall/shared, and the shell ships it from that version on.
 */
function clientExportsOf(name) {
  if (process.env.MALL_TREE_SHAKE === 'off') return null;
  return SHARED_LIBRARIES.clientExports[name] ?? null;
}

/** Fails the build of an app that imports a shared library's export the decided list does not ship. */
function checkImportsAreShared(dirname) {
  const dirs = [path.join(dirname, 'src'), path.join(ROOT, 'shared/src')];
  for (const name of Object.keys(SHARED_LIBRARIES.clientExports)) {
    const used = usedExportsOf(name, dirs);
    const missing = used
      ? used.filter((exported) => !SHARED_LIBRARIES.clientExports[name].includes(exported))
      : ['* (import names)'];
    if (missing.length) {
      throw new Error(
        `${dirname} imports ${missing.join(', ')} from ${name}, which shared/shared-libraries.json does not ship`,
      );
    }
  }
}

function dependencyVersion(name) {
  const version = rootPackage.dependencies[name] || rootPackage.devDependencies[name];
  if (!version) throw new Error(`${name} is shared but not declared in the root package.json`);
  return version;
}

/** Libraries the host provides but the first screen does not run: they load when first used (axios: the first API call). */
const ON_DEMAND_LIBRARIES = ['axios'];

/** A package and every package it depends on, as installed at the repository's root. */
function withDependencies(names) {
  const found = new Set();
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
  const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const test = new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map(escape).join('|')})[\\\\/]`);
  return { test, name: 'libraries', chunks: 'async', enforce: true, priority: 20 };
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
 */
function sharedModules({ isHost }) {
  const provided = isHost ? {} : { import: false };
  const shared = {};
  for (const name of SINGLETON_LIBRARIES) {
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: `^${dependencyVersion(name)}` };
    const usedExports = clientExportsOf(name);
    if (usedExports) shared[name].treeShaking = { usedExports, mode: 'runtime-infer' };
    else Object.assign(shared[name], provided);
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

function existingEntry(dirname) {
  for (const file of ['src/index.ts', 'src/index.tsx']) {
    if (fs.existsSync(path.join(dirname, file))) return `./${file}`;
  }
  return undefined;
}

/**
 * The host's start-up files are only asked for once main.js runs (the async boundary, then each shared
 * library): preload them from index.html instead. Taken from the build itself: the chunks of the entry's
 * dynamic import (bootstrap) and of each library the host provides to the share scope.
 */
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

class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunksPlugin', (data) => {
        const files = new Set();
        const addBlock = (block) => {
          const group = compilation.chunkGraph.getBlockChunkGroup(block);
          for (const chunk of group ? group.chunks : []) {
            for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
          }
        };
        for (const module of compilation.modules) {
          const isEntry = module.resource && /[\\/]src[\\/]index\.tsx?$/.test(module.resource);
          const startsUp = module.type === 'provide-module' && !ON_DEMAND_SHARED.includes(module._name);
          if (startsUp || isEntry) module.blocks.forEach(addBlock);
        }
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        for (const file of files) {
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'PreloadStartupChunksPlugin' },
            attributes: {
              rel: 'preload',
              href: `${publicPath}${file}`,
              as: file.endsWith('.css') ? 'style' : 'script',
            },
          });
        }
        return data;
      });
    });
  }
}

/**
 * Module ids that do not depend on where the repository is. Deterministic ids hash a module's name, and the
 * federation plugin names its runtime entry (`node_modules/.federation/entry.<hash>.js|<hash>`, hashes of
 * absolute paths) and its container entry with absolute paths: a remote built in another folder would ship
 * another remoteEntry.js. Those modules get their id from the name with the repository's path and hashes taken out.
 */
class LocationFreeModuleIdsPlugin {
  apply(compiler) {
    const { getFullModuleName } = require('webpack/lib/ids/IdHelpers');
    compiler.hooks.compilation.tap('LocationFreeModuleIdsPlugin', (compilation) => {
      compilation.hooks.moduleIds.tap({ name: 'LocationFreeModuleIdsPlugin', stage: -1 }, (modules) => {
        const taken = new Set();
        for (const module of modules) {
          const name = getFullModuleName(module, compiler.context, compiler.root);
          const locationFree = name
            .split(ROOT)
            .join('<root>')
            .replace(/[0-9a-f]{32}/g, '<hash>');
          if (locationFree === name) continue;
          // Six digits: above the range the deterministic ids of an app this size use.
          let id =
            100000 + (parseInt(createHash('sha256').update(locationFree).digest('hex').slice(0, 8), 16) % 900000);
          while (taken.has(id)) id += 1;
          taken.add(id);
          compilation.chunkGraph.setModuleId(module, id);
        }
      });
    });
  }
}

function cssRules(production) {
  const styleLoader = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  return [
    {
      test: /\.module\.css$/,
      use: [
        styleLoader,
        {
          loader: require.resolve('css-loader'),
          options: {
            modules: {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: production ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]',
            },
          },
        },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [styleLoader, require.resolve('css-loader')],
    },
  ];
}

/**
 * @param {object} options
 * @param {string} options.name federation name: 'shell' | 'catalog' | 'checkout' | 'account'
 * @param {string} options.dirname the app's directory (its webpack.config.js's __dirname)
 * @param {Record<string, string>} [options.pageFiles] a remote's page files where they are not the usual
 *   `src/pages/<page>/index.tsx` (its `exposes` come from the page table, exposesOf)
 * @param {boolean} [options.isHost] the shell: builds index.html and provides the federation runtime
 * @param {string} [options.template] index.html template (host)
 * @param {string[]} [options.staticPages] plain HTML pages copied from public/ as they are (host)
 */
function createConfig({ name, dirname, pageFiles, isHost = false, template, staticPages = [] }) {
  checkImportsAreShared(dirname);
  return (_env, argv = {}) => {
    const production = (argv.mode || process.env.NODE_ENV || 'production') === 'production';
    const entry = existingEntry(dirname);
    // Each release in its own folder (dist/<version>/), so several sit side by side on one CDN.
    const release = require(path.join(dirname, 'package.json')).version;

    const plugins = [
      new LocationFreeModuleIdsPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: isHost ? undefined : exposesOf(name, pageFiles),
        remotes: {},
        shared: sharedModules({ isHost }),
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        runtimePlugins: isHost ? [INJECT_RUNTIME_PLUGIN, PROVIDE_BUNDLER_RUNTIME_PLUGIN] : [],
        // target 'web' drops the runtime's Node.js script loader from the browser bundle; the shell reads the remotes'
        // manifests itself (shell/src/federation/remote-pages.ts), so the runtime's snapshot plugin is off. A remote
        // consumes no remote (no remote imports another), so its entry leaves out the bundler's remote loading.
        experiments: {
          ...(isHost ? {} : { externalRuntime: true }),
          optimization: { target: 'web', disableSnapshot: true, disableRemote: !isHost },
        },
      }),
      ...leanLibraryPlugins(require('webpack'), { isHost }),
    ];
    if (production) {
      plugins.push(
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:8].css',
          chunkFilename: '[name].[contenthash:8].css',
        }),
      );
    }
    if (isHost) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: template || path.join(dirname, 'public/index.html'),
          inject: 'body',
          scriptLoading: 'defer',
          minify: production,
        }),
        new PreloadStartupChunksPlugin(),
        new ChunkGroupsPlugin(),
        ...staticPages.map(
          (page) =>
            new HtmlWebpackPlugin({
              filename: page,
              template: path.join(dirname, 'public', page),
              inject: false,
              minify: false,
            }),
        ),
      );
    }
    if (production) {
      const test = /\.(js|css|html|svg|json|txt)$/;
      plugins.push(
        new CompressionPlugin({ test, filename: '[path][base].gz', algorithm: 'gzip', threshold: 256, minRatio: 0.9 }),
        new CompressionPlugin({
          test,
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          threshold: 256,
          minRatio: 0.9,
          compressionOptions: { params: { [require('node:zlib').constants.BROTLI_PARAM_QUALITY]: 11 } },
        }),
      );
    }

    return {
      name,
      context: dirname,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: entry ? { main: entry } : {},
      target: 'web',
      output: {
        path: path.join(dirname, 'dist', release),
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // The host's pages live at deep paths (/mobile/index): its files must be addressed from the root.
        // A remote's files are found next to its remoteEntry.js, wherever that is served from.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        // The tree-shaking plugin builds full copies of those libraries beside the app: keep them.
        clean: { keep: /^independent-packages\// },
        // Write every file on every build, so the manifest's time says when the app was last built (npm start
        // compares it with the sources' to decide whether to build again).
        compareBeforeEmit: false,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      },
      module: {
        rules: [
          {
            // In the libraries that build/lean-libraries.cjs trims, an import that a stand-in does not export
            // fails the build instead of arriving undefined at run time.
            test: /[\\/]node_modules[\\/](axios[\\/]lib|@module-federation[\\/][\w-]+[\\/]dist)[\\/]/,
            parser: { exportsPresence: 'error' },
          },
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                },
                env: { targets: BROWSER_TARGETS },
              },
            },
          },
          ...cssRules(production),
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
        ],
      },
      optimization: {
        ...(isHost && production ? { splitChunks: { cacheGroups: { libraries: startupLibrariesChunk() } } } : {}),
        runtimeChunk: false,
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
      // The federation plugin warns of every singleton with a request filter; @mall/shared's (stylesheets are not
      // shared, sharedModules) filters files that are never singletons' modules.
      ignoreWarnings: [/"singleton: true" is used together with "exclude\.request: \/\\\.css\$\/"/],
      plugins,
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  };
}

module.exports = {
  createConfig,
  exposesOf,
  usedExportsOf,
  clientExportsOf,
  checkImportsAreShared,
  SINGLETON_LIBRARIES,
  BROWSER_TARGETS,
};
