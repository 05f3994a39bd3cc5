/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mf-account',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // typing into forms with user-event is slow on a busy 2-core machine
  testTimeout: 20000,
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/src/test-support/style-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test-support/setup.ts'],
};
