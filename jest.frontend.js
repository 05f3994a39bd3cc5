// The jest project of a front-end workspace (shell, shared, the remotes): jsdom, swc, CSS stubbed,
// the polyfills jsdom lacks (jest.polyfills.js).
const path = require('node:path');
// Each workspace's jest.config.js calls this with its name and what it adds.

/**
 * @param {object} options
 * @param {string} options.displayName the project's name in jest's output (and for --selectProjects)
 * @param {string} options.rootDir the workspace (its jest.config.js's __dirname)
 * @param {import('jest').Config} [options.overrides] anything else (setup files, time-outs, environment …)
 * @returns {import('jest').Config}
 */
function frontendProject({ displayName, rootDir, ...overrides }) {
  return {
    displayName,
    rootDir,
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
    moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
    setupFiles: [path.join(__dirname, 'jest.polyfills.js')],
    ...overrides,
  };
}

module.exports = { frontendProject };
