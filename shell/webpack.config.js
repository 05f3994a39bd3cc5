const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createConfig } = require('../webpack.base.js');
const { WebAppPlugin } = require('./web-app/web-app-plugin.cjs');

const shellConfig = createConfig({
  name: 'shell',
  dirname: __dirname,
  isHost: true,
  staticPages: ['privacy.html', 'terms.html', 'offline.html'],
  // The federation runtime's version ranges answered as node-semver does (build/lean-libraries.cjs).
  versionRanges: path.join(__dirname, 'src/federation/version-range.ts'),
});

module.exports = (env, argv = {}) => {
  const config = shellConfig(env, argv);
  config.plugins.push(new WebAppPlugin());
  if (config.mode === 'production') {
    config.plugins.push(
      // The service worker (src/service-worker/) precaches the shell's own files: its scripts, styles, the offline
      // page and the installed app's files. Not the page itself (the server draws it per request), nor what only
      // servers read (server/, the federation's full library copies, the stats).
      new InjectManifest({
        swSrc: path.join(__dirname, 'src/service-worker/service-worker.ts'),
        swDest: 'sw.js',
        include: [/\.(js|css|png|jpg|webmanifest)$/, /^offline\.html$/],
        exclude: [/^sw\.js$/, /^remoteEntry\.js$/, /^independent-packages\//, /^server\//, /\.(gz|br)$/],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      }),
    );
  }
  return config;
};
