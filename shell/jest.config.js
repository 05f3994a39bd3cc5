const { frontendProject } = require('../jest.frontend');

module.exports = frontendProject({
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest.environment.js',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
