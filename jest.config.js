// One jest run over every workspace that has its own jest.config.js.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { workspaces } = require('./package.json');

/** @type {import('jest').Config} */
module.exports = {
  // jest's default (cores - 1) is a single worker on a two-core machine; the suites wait on I/O as much as on CPU.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // Global only (a project's own testTimeout is not applied in a multi-project run): API suites start real databases.
  testTimeout: 30000,
  // The build's tests live beside the build (build/__tests__), which is no workspace.
  projects: [...workspaces, 'build']
    .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.js')))
    .map((dir) => `<rootDir>/${dir}`),
};
