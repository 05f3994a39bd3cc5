const { frontendProject } = require('../jest.frontend');
const { esmOnlyTransformIgnorePatterns } = require('../jest.esm-only');

module.exports = frontendProject({
  displayName: 'shell',
  rootDir: __dirname,
  testEnvironment: '<rootDir>/jest.environment.js',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // The shell's Node server is tested beside itself (its tests ask for the node environment).
  testMatch: ['<rootDir>/{src,server}/**/__tests__/**/*.test.ts?(x)'],
  transformIgnorePatterns: esmOnlyTransformIgnorePatterns(),
});
