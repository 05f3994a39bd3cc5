// @ts-check
// Writes dist/chunk-groups.json: every named chunk group (the entry `main`, `face-mobile`, a plain build's
// `page-catalog-HomePage` …) with the files it needs, so scripts/first-load.mjs can add up a page's first
// load from the build itself.
class ChunkGroupsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Record<string, string[]>} */
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))]
              .filter((file) => /\.(js|css)$/.test(file))
              .sort();
          }
          const sorted = Object.fromEntries(Object.entries(groups).sort(([a], [b]) => a.localeCompare(b)));
          compilation.emitAsset(
            'chunk-groups.json',
            new compiler.webpack.sources.RawSource(`${JSON.stringify(sorted, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { ChunkGroupsPlugin };
