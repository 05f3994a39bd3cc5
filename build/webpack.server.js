// @ts-check
// Server bundles for the first screen (ARCHITECTURE.md "Server-rendered first screen"), built after an app's
// browser build into its dist/server/:
//   shell:   dist/server/first-screen.cjs — the renderer, with React, react-dom/server, the router, i18n and @mall/shared
//   remotes: dist/server/<ExposedPage>.cjs — each exposed page, taking those libraries from the shell (externals)
//   webpack --config ../webpack.server.js --env app=mf-catalog --mode production
// CSS Modules class names are made exactly as the browser build makes them (same context, same localIdentName),
// so the server's HTML wears the browser's CSS.
const path = require('node:path');
const webpack = require('webpack');
const { exposesOfConfig } = require('./page-exposes.cjs');

/**
 * What a remote page takes from the shell's server bundle (its `sharedModules`): the federation singletons
 * (shared/shared-libraries.json), React's JSX runtime and @mall/shared.
 */
const SHELL_PROVIDED = [...require('../shared/shared-libraries.json').singletons, 'react/jsx-runtime', '@mall/shared'];

/**
 * @param {string} dirname
 * @param {{ mode?: string }} argv
 */
function remoteExposes(dirname, argv) {
  const config = require(path.join(dirname, 'webpack.config.js'))({}, argv);
  return Object.fromEntries(
    Object.entries(exposesOfConfig(config)).map(([key, file]) => [key.replace(/^\.\//, ''), file]),
  );
}

/**
 * @param {{ app?: string }} env
 * @param {{ mode?: string }} argv
 */
module.exports = (env = {}, argv = {}) => {
  if (!env.app) throw new Error('build/webpack.server.js needs --env app=<an app folder of apps.json>');
  const app = env.app;
  const dirname = path.join(__dirname, '..', app);
  const isShell = env.app === 'shell';
  const production = (argv.mode || 'production') === 'production';
  const entry = isShell ? { 'first-screen': './server/bundle/first-screen-bundle.tsx' } : remoteExposes(dirname, argv);
  return {
    name: `${env.app}-server`,
    context: dirname,
    mode: production ? 'production' : 'development',
    target: 'node20',
    devtool: false,
    entry,
    output: {
      // Inside the app's release folder, beside the browser build it belongs to (`<manifest>/../server/`).
      path: path.join(dirname, 'dist', require(path.join(dirname, 'package.json')).version, 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: isShell
      ? []
      : /** @param {{ request?: string }} data @param {(error?: null, result?: string) => void} callback */
        ({ request = '' }, callback) =>
          SHELL_PROVIDED.includes(request) || request.startsWith('@mall/shared/')
            ? callback(null, `commonjs ${request}`)
            : callback(),
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      // One file per entry: `import()` (strings in other languages) is bundled in, never a separate chunk.
      parser: { javascript: { dynamicImportMode: 'eager' } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: false, refresh: false } },
              },
              env: { targets: { node: '20' } },
            },
          },
        },
        {
          test: /\.module\.css$/,
          loader: require.resolve('css-loader'),
          options: {
            modules: {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              exportOnlyLocals: true,
              localIdentName: production ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]',
            },
          },
        },
        // Global CSS is the browser's business; the server's HTML links the built files.
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          type: 'javascript/auto',
          loader: require.resolve('./empty-module-loader.cjs'),
        },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/inline' },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
};
