const { frontendProject } = require('../jest.frontend');

module.exports = frontendProject({
  displayName: 'mf-merchant',
  rootDir: __dirname,
  // typing into forms with user-event is slow on a busy 2-core machine
  testTimeout: 20000,
  setupFilesAfterEnv: ['<rootDir>/src/test-support/setup.ts'],
});
