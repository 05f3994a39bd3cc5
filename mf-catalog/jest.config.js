const { frontendProject } = require('../jest.frontend');

module.exports = frontendProject({
  displayName: 'mf-catalog',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/src/test-support/setup.ts'],
});
