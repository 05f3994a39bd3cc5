const { frontendProject } = require('../jest.frontend');

module.exports = frontendProject({
  displayName: 'shared',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
