// @ts-check
const path = require('node:path');
const { createHash } = require('node:crypto');

/** The repository (this file is build/location-free-module-ids-plugin.cjs). */
const ROOT = path.resolve(__dirname, '..');

/**
 * Module ids that do not depend on where the repository is. Deterministic ids hash a module's name, and the
 * federation plugin names its runtime entry (`node_modules/.federation/entry.<hash>.js|<hash>`, hashes of
 * absolute paths) and its container entry with absolute paths: a remote built in another folder would ship
 * another remoteEntry.js. Those modules get their id from the name with the repository's path and hashes taken out.
 */
class LocationFreeModuleIdsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // webpack's own naming of a module (not in its typed API); build/library-guards.cjs holds webpack's version.
    const { getFullModuleName } = require('webpack/lib/ids/IdHelpers');
    compiler.hooks.compilation.tap('LocationFreeModuleIdsPlugin', (compilation) => {
      compilation.hooks.moduleIds.tap({ name: 'LocationFreeModuleIdsPlugin', stage: -1 }, (modules) => {
        /** @type {Set<number>} */
        const taken = new Set();
        for (const module of modules) {
          /** @type {string} */
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

module.exports = { LocationFreeModuleIdsPlugin };
