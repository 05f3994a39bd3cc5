// The jest project of a front-end workspace (shell, shared, the remotes): jsdom, swc, CSS stubbed.
// Each workspace's jest.config.js calls this with its name and what it adds.

/**
 * @param {object} options
 * @param {string} options.displayName the project's name in jest's output (and for --selectProjects)
 * @param {string} options.rootDir the workspace (its jest.config.js's __dirname)
 * @param {string} [options.styleStub] module for plain (non-module) CSS imports; CSS Modules get identity-obj-proxy
 * @param {import('jest').Config} [options.overrides] anything else (setup files, time-outs, environment …)
 * @returns {import('jest').Config}
 */
function frontendProject({ displayName, rootDir, styleStub = 'identity-obj-proxy', ...overrides }) {
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
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': styleStub,
    },
    ...overrides,
  };
}

module.exports = { frontendProject };
