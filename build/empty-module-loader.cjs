// @ts-check
// build/webpack.server.js: a global stylesheet imported by a component is nothing on the server.
module.exports = function emptyModule() {
  return 'export {};';
};
