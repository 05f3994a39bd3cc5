const fs = require('node:fs');
const path = require('node:path');

// Packages that ship ES modules only (kysely, typebox, cookie, content-disposition, …): swc turns them into
// CommonJS for jest. Found by their package.json rather than listed by hand, so a new one needs no edit here.
function esmOnlyPackages() {
  const root = path.join(__dirname, '..', 'node_modules');
  const names = fs
    .readdirSync(root)
    .flatMap((name) =>
      name.startsWith('@') ? fs.readdirSync(path.join(root, name)).map((sub) => `${name}/${sub}`) : [name],
    );
  return names.filter((name) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(root, name, 'package.json'), 'utf8')).type === 'module';
    } catch {
      return false;
    }
  });
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages().map(escape).join('|')})/)`],
  testTimeout: 20000,
};
