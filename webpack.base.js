// @ts-check
// One webpack factory for every front-end app (the shell host and the four remotes: catalog, checkout, account,
// merchant), which each app's webpack.config.js extends. Its parts, one job each, are under build/:
// page-exposes.cjs (a remote's exposes from the page table), shared-modules.cjs (what is shared, and the start-up
// libraries chunk), used-exports.cjs (which exports the apps import), preload-startup-chunks-plugin.cjs,
// location-free-module-ids-plugin.cjs, chunk-groups-plugin.cjs, lean-libraries.cjs (federation's and axios's
// trimmed internals, each held to the library version it was written for by library-guards.cjs).
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ChunkGroupsPlugin } = require('./build/chunk-groups-plugin.cjs');
const { leanLibraryPlugins } = require('./build/lean-libraries.cjs');
const { exposesOf } = require('./build/page-exposes.cjs');
const { checkImportsAreShared, sharedModules, startupLibrariesChunk } = require('./build/shared-modules.cjs');
const { PreloadStartupChunksPlugin } = require('./build/preload-startup-chunks-plugin.cjs');
const { LocationFreeModuleIdsPlugin } = require('./build/location-free-module-ids-plugin.cjs');
const { FEDERATION_RUNTIME_VERSION } = require('./build/library-guards.cjs');

/** Browsers we build for: phones of the last few years and current desktops. */
const BROWSER_TARGETS = ['chrome >= 92', 'safari >= 15', 'firefox >= 100', 'samsung >= 16', 'edge >= 92'];

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
const PROVIDE_BUNDLER_RUNTIME_PLUGIN = path.join(__dirname, 'build/browser/shell-hands-bundler-runtime-to-remotes.mjs');

/** @param {string} dirname */
function existingEntry(dirname) {
  for (const file of ['src/index.ts', 'src/index.tsx']) {
    if (fs.existsSync(path.join(dirname, file))) return `./${file}`;
  }
  return undefined;
}

/** @param {boolean} production */
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
 * @param {string} options.name federation name: 'shell' | 'catalog' | 'checkout' | 'account' | 'merchant'
 * @param {string} options.dirname the app's directory (its webpack.config.js's __dirname)
 * @param {Record<string, string>} [options.pageFiles] a remote's page files where they are not the usual
 *   `src/pages/<page>/index.tsx` (its `exposes` come from the page table, exposesOf)
 * @param {boolean} [options.isHost] the shell: builds index.html and provides the federation runtime
 * @param {string} [options.template] index.html template (host)
 * @param {string[]} [options.staticPages] plain HTML pages copied from public/ as they are (host)
 * @param {string} [options.versionRanges] the module that answers the federation runtime's version ranges in its
 *   place (host; build/lean-libraries.cjs)
 */
function createConfig({ name, dirname, pageFiles, isHost = false, template, staticPages = [], versionRanges }) {
  checkImportsAreShared(dirname);
  /** @param {unknown} _env @param {{ mode?: string }} [argv] */
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
      ...leanLibraryPlugins(webpack, { isHost, versionRanges }),
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
        // The federation runtime's version is part of the contract with the remotes (contract-check.ts): they run
        // on the shell's bundler runtime, so each remote's manifest must name this version.
        new webpack.DefinePlugin({
          'process.env.MALL_FEDERATION_VERSION': JSON.stringify(FEDERATION_RUNTIME_VERSION),
        }),
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
          compressionOptions: /** @type {import('node:zlib').ZlibOptions} */ ({
            params: { [require('node:zlib').constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
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
        // A chunk or stylesheet on another origin than the page's (a remote's, from the shell's page) loads with
        // CORS: the service worker then sees its status and keeps only a whole answer, never an opaque one (whose
        // status is hidden and which Chromium counts as megabytes of quota). The remotes' servers answer
        // Access-Control-Allow-Origin (shell/server/node/remote-server.ts, deploy/nginx/remote-headers.conf).
        crossOriginLoading: 'anonymous',
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

module.exports = { createConfig };
