// Proves that each remote builds and tests from its own folder: for every remote, a copy of the tree with only
// the root files, @mall/shared and that remote (no shell, no other remote), where the remote is built and its
// tests run. Its files must be byte-identical to the normal build's (`npm run build` first); the manifests,
// which name the build, are left aside.
//   node scripts/check-isolated-builds.mjs [mf-checkout …]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, ROOT, releaseDirOf } from './static-server.mjs';

/** What a remote's build and tests may read besides its own folder. */
const COMMON_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'webpack.base.js', 'jest.config.js', 'jest.frontend.js', 'jest.polyfills.js'];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);
const MANIFEST = /^mf-(manifest|stats)\.json(\.gz|\.br)?$/;

function copyFolder(from, to) {
  cpSync(from, to, { recursive: true, filter: (source) => !SKIPPED.has(path.basename(source)) });
}

/**
 * node_modules of the copy: every installed package (hard links, so the copy's paths are its own, as after a
 * clone and `npm ci`), but of the workspaces only @mall/shared, pointing at the copy's shared/.
 */
function linkPackages(copy) {
  const target = path.join(copy, 'node_modules');
  run('cp', ['-al', path.join(ROOT, 'node_modules'), target], copy);
  for (const entry of ['shell', 'mf-catalog', 'mf-checkout', 'mf-account', '@mall', '.cache', '.federation']) {
    rmSync(path.join(target, entry), { recursive: true, force: true });
  }
  mkdirSync(path.join(target, '@mall'));
  symlinkSync('../../shared', path.join(target, '@mall', 'shared'));
}

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
    if (!readFileSync(path.join(expectedDir, file)).equals(readFileSync(path.join(actualDir, file)))) problems.push(`differs ${file}`);
  }
  return problems;
}

function run(command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return (Date.now() - started) / 1000;
}

function checkRemote(remote) {
  const normalBuild = releaseDirOf(remote);
  if (!existsSync(path.join(normalBuild, 'remoteEntry.js'))) throw new Error(`${normalBuild} is missing: run "npm run build" first`);
  const copy = mkdtempSync(path.join(os.tmpdir(), 'mall-alone-'));
  try {
    for (const file of COMMON_FILES) cpSync(path.join(ROOT, file), path.join(copy, file));
    copyFolder(path.join(ROOT, 'shared'), path.join(copy, 'shared'));
    copyFolder(path.join(ROOT, remote.dir), path.join(copy, remote.dir));
    linkPackages(copy);
    const present = readdirSync(copy).sort().join(' ');
    console.log(`\n${remote.dir} alone in ${copy} (${present})`);

    const webpack = path.join(copy, 'node_modules', '.bin', 'webpack');
    const buildSeconds = run(webpack, ['--mode', 'production'], path.join(copy, remote.dir));
    const problems = differences(normalBuild, releaseDirOf(remote, copy));
    if (problems.length) throw new Error(`${remote.dir} built alone differs from the normal build:\n  ${problems.join('\n  ')}`);
    console.log(`${remote.dir}: built alone in ${buildSeconds.toFixed(1)} s, byte-identical to the normal build (manifests aside)`);

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
