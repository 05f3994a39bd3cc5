/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mf-checkout',
  // Page tests type and click like a shopper; on a busy 2-core machine that can take a few seconds.
  testTimeout: 20000,
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
  // uqr ships ESM only; let swc turn it into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!uqr/)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/src/test-support/style-stub.js',
  },
  setupFiles: ['<rootDir>/src/test-support/jsdom-polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/src/test-support/setup.ts'],
};
