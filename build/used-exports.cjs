// @ts-check
// Which exports of a package a source tree imports, read from its import statements (the build refuses an app that
// imports a shared library's export shared/shared-libraries.json does not ship). A small reader of `import … from`,
// `export … from`, `import()` and `require()`; its cases are held by build/__tests__/used-exports.test.ts.
const path = require('node:path');
const fs = require('node:fs');

/**
 * The files of a source folder that go into a build (not its tests, nor the helpers only tests import).
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', '__tests__', 'test-support'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every export of `pkg` that the code under `dirs` imports by name, or null when some code takes the
 * whole namespace (which a list of exports cannot serve).
 * @param {string} pkg
 * @param {string[]} dirs
 * @returns {string[] | null}
 */
function usedExportsOf(pkg, dirs) {
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statement = new RegExp(`(?:import|export)\\s+(type\\s+)?([^;]*?)\\s*from\\s*['"]${escaped}['"]`, 'g');
  const dynamic = new RegExp(`import\\(\\s*['"]${escaped}['"]\\s*\\)|require\\(\\s*['"]${escaped}['"]\\s*\\)`);
  const names = new Set();
  for (const file of dirs.flatMap(sourceFiles)) {
    const code = fs.readFileSync(file, 'utf8');
    if (dynamic.test(code)) return null;
    for (const [, typeOnly, clause] of code.matchAll(statement)) {
      if (typeOnly) continue;
      if (/\*/.test(clause)) return null;
      const braces = /\{([^}]*)\}/.exec(clause);
      const defaultName = clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, '')
        .trim();
      if (defaultName && !clause.trim().startsWith('{')) names.add('default');
      for (const part of (braces ? braces[1] : '').split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        names.add(spec.split(/\s+as\s+/)[0].trim());
      }
    }
  }
  return [...names].sort();
}

module.exports = { sourceFiles, usedExportsOf };
