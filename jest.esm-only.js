const fs = require('node:fs');
const path = require('node:path');

// Packages that ship ES modules only (kysely, typebox, cookie, content-disposition, …): swc turns them into
// CommonJS for jest. Found by their package.json rather than listed by hand, so a new one needs no edit here.
function esmOnlyPackages() {
  const root = path.join(__dirname, 'node_modules');
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

/** jest's transformIgnorePatterns that let swc turn those packages into CommonJS. */
function esmOnlyTransformIgnorePatterns() {
  return [`/node_modules/(?!(${esmOnlyPackages().map(escape).join('|')})/)`];
}

module.exports = { esmOnlyTransformIgnorePatterns };
