/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shared',
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
    '\\.css$': '<rootDir>/test/style-stub.js',
  },
  setupFiles: ['<rootDir>/test/jsdom-polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
