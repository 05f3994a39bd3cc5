// @ts-check
const { require: requireTypeScript } = require('tsx/cjs/api');

/**
 * The page table (docs/CONTRACTS.md "Federation"), through its one reader, @mall/shared's contracts (TypeScript,
 * loaded with tsx, as the browser, the shell and its server read it): each remote's exposed pages.
 * @type {{ PAGE_TABLE: Record<string, Record<string, unknown>> }}
 */
const { PAGE_TABLE } = requireTypeScript('../shared/src/contracts/federation.ts', __filename);

/**
 * A remote's `exposes` from the page table: `./HomePage` is `./src/pages/home-page/index.tsx` unless `files` names
 * another file (a replacement remote, examples/checkout-onepage). A remote exposes exactly the table's pages, so
 * the shell finds every page it routes to in whichever remote config.json names.
 * @param {string} name the remote's federation name
 * @param {Record<string, string>} [files]
 * @returns {Record<string, string>}
 */
function exposesOf(name, files = {}) {
  const pages = Object.keys(PAGE_TABLE[name] ?? {});
  const unknown = Object.keys(files).filter((page) => !pages.includes(page));
  if (!pages.length || unknown.length)
    throw new Error(`${name}: no such page in shared/src/contracts/pages.json: ${unknown.join(', ') || name}`);
  /** @param {string} page */
  const kebab = (page) => page.replace(/(?<=.)([A-Z])/g, '-$1').toLowerCase();
  return Object.fromEntries(pages.map((page) => [`./${page}`, files[page] ?? `./src/pages/${kebab(page)}/index.tsx`]));
}

/**
 * The exposes an app's webpack config gives its federation plugin (the server and plain builds read them), by the
 * plugin's private `_options` (its version is held by library-guards.cjs; a rename fails here, by name).
 * @param {{ plugins?: unknown[] }} config an app's webpack config
 * @returns {Record<string, string>} `./HomePage` → its file
 */
function exposesOfConfig(config) {
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const federation = /** @type {{ _options?: { exposes?: Record<string, string> } } | undefined} */ (
    config.plugins?.find((plugin) => plugin instanceof ModuleFederationPlugin)
  );
  const exposes = federation?._options?.exposes;
  if (!exposes)
    throw new Error('build/page-exposes.cjs: the federation plugin no longer keeps its exposes in _options');
  return exposes;
}

module.exports = { exposesOf, exposesOfConfig };
