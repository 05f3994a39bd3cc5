// One jest run over every workspace that has its own jest.config.js.
const fs = require('node:fs');
const path = require('node:path');

const { workspaces } = require('./package.json');

/** @type {import('jest').Config} */
module.exports = {
  projects: workspaces
    .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.js')))
    .map((dir) => `<rootDir>/${dir}`),
};
