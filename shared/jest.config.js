const { frontendProject } = require('../jest.frontend');

module.exports = frontendProject({
  displayName: 'shared',
  rootDir: __dirname,
  styleStub: '<rootDir>/test/style-stub.js',
  setupFiles: ['<rootDir>/test/jsdom-polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
