const { frontendProject } = require('../jest.frontend');

module.exports = frontendProject({
  displayName: 'mf-checkout',
  rootDir: __dirname,
  // Page tests type and click like a shopper; on a busy 2-core machine that can take a few seconds.
  testTimeout: 20000,
  // uqr ships ESM only; let swc turn it into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!uqr/)'],
  setupFilesAfterEnv: ['<rootDir>/src/test-support/setup.ts'],
});
