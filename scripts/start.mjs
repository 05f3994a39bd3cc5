// `npm start`: build the front-end apps whose dist/ is missing or older than their sources, build and start the API
// and a static server per app of apps.json (`--nginx`: nginx instead, see scripts/nginx.mjs), wait until every one
// answers, then print one line with the address to open.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, createWriteStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// First, before anything else: this is not how the mall runs in production.
process.stderr.write(
  `npm start runs the mall in development mode (NODE_ENV=${process.env.NODE_ENV || 'development'}, built and ` +
    'served from this checkout); for production see README "Run in production"\n',
);

// The shell's server is TypeScript, compiled like the API (a fraction of a second): start runs its sources of now,
// each app's server a process of its own, as the API and as in production (plain JavaScript, not through tsx).
execFileSync(process.execPath, [fileURLToPath(new URL('../shell/server/build.mjs', import.meta.url))], {
  stdio: 'inherit',
});
const { APPS, ROOT, portOf, releaseDirOf, releaseOf } = await import('./shell-server.mjs');
const { startNginx } = await import('./nginx.mjs');

const env = process.env;
const apiPort = Number(env.API_PORT || 4000);
const children = new Set();

/** Runs a command quietly; when it fails, what it printed comes with the error (a build's errors are on stdout). */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${output.trimEnd()}\n${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** Newest modification time of a file or of any file below a folder (tests do not go into a build). */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target)
    .filter((entry) => entry !== '__tests__')
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), 0);
}

// What an app's build depends on: its own sources and config, the shared package, the factory and the lock file.
// A build older than any of them (after a pull or an edit) would serve yesterday's mall, so it is built again.
const COMMON_INPUTS = [
  'shared/src',
  'shared/shared-libraries.json',
  'shared/package.json',
  'webpack.base.js',
  'build',
  'package-lock.json',
].map((file) => path.join(ROOT, file));

function needsBuild(app) {
  const manifest = path.join(releaseDirOf(app), 'mf-manifest.json');
  if (!existsSync(manifest)) return 'first start';
  const inputs = [
    ...COMMON_INPUTS,
    ...['src', 'server/bundle', 'public', 'webpack.config.js'].map((file) => path.join(ROOT, app.dir, file)),
  ];
  return Math.max(...inputs.map(newestChange)) > statSync(manifest).mtimeMs ? 'sources changed' : null;
}

async function buildStaleApps() {
  for (const app of APPS) {
    const reason = needsBuild(app);
    if (!reason) continue;
    // Progress goes to stderr so that stdout carries the one "ready" line.
    process.stderr.write(`Building ${app.dir} (${reason})…\n`);
    await run('npm', ['run', 'build', '-w', app.dir]);
  }
}

const API_LOG = path.join(ROOT, 'logs', 'api.log');

function startApi() {
  mkdirSync(path.dirname(API_LOG), { recursive: true });
  process.stderr.write(`The API logs to ${API_LOG}\n`);
  const log = createWriteStream(API_LOG, { flags: 'a' });
  const api = spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.js'], {
    cwd: ROOT,
    // The shell server proxies /api and names the shopper in X-Forwarded-For: the per-client limits count shoppers.
    env: { ...env, API_PORT: String(apiPort), TRUST_PROXY: env.TRUST_PROXY || '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(api);
  api.stdout.pipe(log);
  api.stderr.pipe(log);
  api.stderr.on('data', (chunk) => process.stderr.write(chunk));
  api.on('exit', (code, signal) => {
    children.delete(api);
    if (!stopping) {
      process.stderr.write(`The API stopped (${signal || code}); see ${API_LOG}\n`);
      stop(1);
    }
  });
}

async function waitUntilAnswering(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** An app's server (shell/server/dist/shell-server.cjs, compiled above); what it prints goes to stderr. */
function startAppServer(app) {
  // This machine's own callers (a local proxy, the shell's load test) name their shopper in X-Forwarded-For.
  const appEnv = { ...env, API_PORT: String(apiPort), TRUST_PROXY: env.TRUST_PROXY || '127.0.0.1' };
  const server = spawn(process.execPath, ['--enable-source-maps', 'shell/server/dist/shell-server.cjs', app.dir], {
    cwd: ROOT,
    env: appEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(server);
  server.stdout.pipe(process.stderr);
  server.on('exit', (code, signal) => {
    children.delete(server);
    if (!stopping) {
      process.stderr.write(`The ${app.dir} server stopped (${signal || code})\n`);
      stop(1);
    }
  });
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** The front ends from nginx (deploy/nginx/) instead of the Node servers: what a deployment runs. */
function startNginxServer() {
  // npm start runs one API: nginx's upstream names it alone (API_PORT_2 is for a deployment's second instance).
  const { child } = startNginx({ ...env, API_PORT: String(apiPort), API_PORT_2: '' });
  children.add(child);
  child.on('exit', (code) => {
    children.delete(child);
    if (!stopping) {
      process.stderr.write(`nginx stopped (${code})\n`);
      stop(1);
    }
  });
}

async function main() {
  await buildStaleApps();
  await run('npm', ['run', 'build', '-w', 'api']); // a fraction of a second: the API always runs its sources of now
  startApi();
  if (process.argv.includes('--nginx')) startNginxServer();
  else {
    for (const app of APPS) startAppServer(app);
  }
  const checks = [
    ...APPS.map(
      (app) =>
        `http://127.0.0.1:${portOf(app)}/${app.name === 'shell' ? 'config.json' : `${releaseOf(app)}/mf-manifest.json`}`,
    ),
    `http://127.0.0.1:${apiPort}/api/docs/json`,
  ];
  // The API seeds its database on first start, which can take a while.
  await Promise.all(checks.map((url) => waitUntilAnswering(url, 180_000)));
  console.log(`Mall ready: http://localhost:${portOf(APPS[0])}/ (API log: ${API_LOG})`);
}

main().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  stop(1);
});
