// Proves that each remote builds and tests from its own folder: for every remote, a copy of the tree with only
// the root files, @mall/shared and that remote (no shell, no other remote), where the remote is built and its
// tests run. Its files must be byte-identical to the normal build's (`npm run build` first); the manifests,
// which name the build, are left aside.
//   node scripts/check-isolated-builds.mjs [mf-checkout …]
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, releaseDirOf } from './shell-server.mjs';
import { buildIn, buildServerIn, isolatedTree, run } from './isolated-tree.mjs';

const MANIFEST = /^mf-(manifest|stats)\.json(\.gz|\.br)?$/;

function filesOf(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesOf(dir, relative) : [relative];
  });
}

function differences(expectedDir, actualDir) {
  const kept = (file) => !MANIFEST.test(path.basename(file));
  const expected = filesOf(expectedDir).filter(kept).sort();
  const actual = filesOf(actualDir).filter(kept).sort();
  const problems = [];
  for (const file of expected) if (!actual.includes(file)) problems.push(`missing ${file}`);
  for (const file of actual) if (!expected.includes(file)) problems.push(`extra ${file}`);
  for (const file of expected.filter((name) => actual.includes(name))) {
    if (!readFileSync(path.join(expectedDir, file)).equals(readFileSync(path.join(actualDir, file))))
      problems.push(`differs ${file}`);
  }
  return problems;
}

function checkRemote(remote) {
  const normalBuild = releaseDirOf(remote);
  if (!existsSync(path.join(normalBuild, 'remoteEntry.js')))
    throw new Error(`${normalBuild} is missing: run "npm run build" first`);
  const copy = isolatedTree([remote.dir]);
  try {
    const present = readdirSync(copy).sort().join(' ');
    console.log(`\n${remote.dir} alone in ${copy} (${present})`);

    // The browser build and the server bundle (the shell's server render runs it), as `npm run build` makes them.
    const buildSeconds = buildIn(copy, remote.dir) + buildServerIn(copy, remote.dir);
    const problems = differences(normalBuild, releaseDirOf(remote, copy));
    if (problems.length)
      throw new Error(`${remote.dir} built alone differs from the normal build:\n  ${problems.join('\n  ')}`);
    console.log(
      `${remote.dir}: built alone in ${buildSeconds.toFixed(1)} s, byte-identical to the normal build (manifests aside)`,
    );

    const jest = path.join(copy, 'node_modules', '.bin', 'jest');
    const testSeconds = run(jest, ['--ci', remote.dir], copy);
    console.log(`${remote.dir}: its tests pass alone (${testSeconds.toFixed(1)} s)`);
    rmSync(copy, { recursive: true, force: true });
  } catch (error) {
    console.error(`(the copy is kept for a look: ${copy})`);
    throw error;
  }
}

const wanted = process.argv.slice(2);
const remotes = wanted.length ? REMOTES.filter((remote) => wanted.includes(remote.dir)) : REMOTES;
if (wanted.length && remotes.length !== wanted.length) throw new Error(`Unknown remote in ${wanted.join(', ')}`);
for (const remote of remotes) checkRemote(remote);
console.log(`\n${remotes.length} remote(s) build and test alone`);
