// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ON_DEMAND_SHARED } = require('./shared-modules.cjs');

/**
 * The host's start-up files are only asked for once main.js runs (the async boundary, then each shared
 * library): preload them from index.html instead. Taken from the build itself: the chunks of the entry's
 * dynamic import (bootstrap) and of each library the host provides to the share scope.
 */
class PreloadStartupChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunksPlugin', (data) => {
        /** @type {Set<string>} */
        const files = new Set();
        /** @param {import('webpack').AsyncDependenciesBlock} block */
        const addBlock = (block) => {
          const group = compilation.chunkGraph.getBlockChunkGroup(block);
          for (const chunk of group ? group.chunks : []) {
            for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
          }
        };
        for (const module of compilation.modules) {
          const resource = /** @type {{ resource?: string }} */ (module).resource;
          const isEntry = resource && /[\\/]src[\\/]index\.tsx?$/.test(resource);
          // A provide-module's shared name is webpack's private `_name` (webpack 5: ProvideSharedModule).
          const sharedName = /** @type {{ _name?: string }} */ (module)._name;
          const startsUp = module.type === 'provide-module' && !ON_DEMAND_SHARED.includes(sharedName ?? '');
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

module.exports = { PreloadStartupChunksPlugin };
