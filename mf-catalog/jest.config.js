/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mf-catalog',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
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
  setupFiles: ['<rootDir>/src/test-support/jsdom-polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/src/test-support/setup.ts'],
};
