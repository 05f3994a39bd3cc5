// What the browser build leaves out of its libraries (webpack.base.js applies it to every app).
const path = require('node:path');

/**
 * axios ships two browser adapters; ours is the fetch adapter (shared/src/api/client.ts asks for it), so
 * the XMLHttpRequest one is replaced by `false`, which axios's adapter list treats as "not available".
 */
function leanLibraryPlugins(webpack) {
  return [
    new webpack.NormalModuleReplacementPlugin(/[\\/]axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/, (resource) => {
      resource.request = path.join(__dirname, 'axios-without-xhr.mjs');
      if (resource.createData) resource.createData.resource = resource.request;
    }),
  ];
}

module.exports = { leanLibraryPlugins };
