const { frontendProject } = require('../jest.frontend');

module.exports = frontendProject({
  displayName: 'mf-catalog',
  rootDir: __dirname,
  styleStub: '<rootDir>/src/test-support/style-stub.js',
  setupFiles: ['<rootDir>/src/test-support/jsdom-polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/src/test-support/setup.ts'],
});
