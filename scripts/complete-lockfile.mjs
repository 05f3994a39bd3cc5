// The registry this project installs from carries only linux-x64 builds of native packages (@swc/core,
// @rspack/binding, …), so `npm install` leaves the other platforms' optional builds out of package-lock.json,
// and `npm ci` then refuses the lock file ("Missing: <name>@ from lock file"). This adds those entries with
// their version and the os/cpu/libc their names encode; npm skips them on every other platform without a fetch.
// Run it after any `npm install` that changes the lock file: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OSES = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64'];

/** `@swc/core-linux-arm-gnueabihf` → { os: ['linux'], cpu: ['arm'], libc: ['glibc'] }. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const osIndex = parts.findIndex((part) => OSES.includes(part));
  const cpu = parts.slice(osIndex + 1).find((part) => CPUS.includes(part));
  if (osIndex < 0 || !cpu) return null;
  const os = parts[osIndex];
  const tail = parts.slice(osIndex + 1).join('-');
  const libc =
    os !== 'linux' ? undefined : tail.includes('musl') ? ['musl'] : tail.includes('gnu') ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

const added = [];
for (const entry of Object.values(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const platform = platformOf(name);
    if (!platform) throw new Error(`${name}: cannot tell its platform from its name; add its lock entry by hand`);
    packages[key] = { version, optional: true, ...platform };
    added.push(`${name}@${version}`);
  }
}

if (added.length === 0) {
  console.log('package-lock.json already lists every optional platform build');
} else {
  const [root, ...rest] = Object.keys(packages);
  lock.packages = Object.fromEntries([root, ...rest.sort()].map((key) => [key, packages[key]]));
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`added ${added.length} optional platform builds to package-lock.json:\n  ${added.join('\n  ')}`);
}
