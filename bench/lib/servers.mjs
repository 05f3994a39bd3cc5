// The bench starts its own mall (scratch database, its own ports, 127.0.0.1 only) and stops it at the end.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

export const ROOT = new URL('../../', import.meta.url).pathname;

// Its own ports unless given (on a shared machine each engineer passes their own set, as for `npm start`): each
// app of apps.json at its default port + 100; the plain build's shell takes the next port after the last app's.
const envPort = (name, fallback) => Number(process.env[name] || fallback);
const APPS = JSON.parse(readFileSync(path.join(ROOT, 'apps.json'), 'utf8'));
export const BENCH_PORTS = {
  api: envPort('API_PORT', 4100),
  ...Object.fromEntries(APPS.map((app) => [app.name, envPort(app.portEnv, app.defaultPort + 100)])),
  baseline: envPort('BASELINE_PORT', 4190),
};
BENCH_PORTS.plain = Math.max(...APPS.map((app) => BENCH_PORTS[app.name])) + 1;
export const SHELL_URL = `http://127.0.0.1:${BENCH_PORTS.shell}`;
/** The plain (non-federated) build of the same mall, served like the shell (build/webpack.plain.js). */
export const PLAIN_URL = `http://127.0.0.1:${BENCH_PORTS.plain}`;
export const API_URL = `http://127.0.0.1:${BENCH_PORTS.api}`;

const started = new Set();

/** A second mall built from another checkout (the baseline commit of the paint part) listens this far above. */
export const BASELINE_PORT_OFFSET = 100;

/** The shell's address as `npm start` prints it (localhost), for a mall `portOffset` above the bench's ports. */
export const shellUrlOf = (portOffset = 0) => `http://localhost:${BENCH_PORTS.shell + portOffset}`;

function mallEnv(databaseUrl, portOffset = 0) {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    API_PORT: String(BENCH_PORTS.api + portOffset),
    ...Object.fromEntries(APPS.map((app) => [app.portEnv, String(BENCH_PORTS[app.name] + portOffset)])),
    // The load generator is one client address: per-client limits would measure the 429 path.
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    RATE_LIMIT_BROWSE_PER_MINUTE: '1000000',
    RATE_LIMIT_STAFF_PER_MINUTE: '1000000',
    RATE_LIMIT_STAFF_COSTLY_PER_MINUTE: '1000000',
  };
}

function track(child, label) {
  started.add(child);
  child.on('exit', () => started.delete(child));
  child.stderr?.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  return child;
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await once(child, 'exit');
  clearTimeout(killed);
}

/**
 * `npm start`'s script on a scratch database; resolves once it prints its ready line. `root` and `portOffset` start
 * another checkout's mall (a baseline commit) beside this one.
 */
export async function startMall(databaseUrl, { root = ROOT, portOffset = 0, timeoutMs = 900_000 } = {}) {
  const child = track(
    spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: mallEnv(databaseUrl, portOffset),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    portOffset ? 'baseline mall' : 'mall',
  );
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the mall did not get ready within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (/Mall ready:/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mall stopped before it was ready (exit ${code})`));
    });
  });
  return { stop: () => stopChild(child) };
}

/** Builds the plain app (always: it is not what `npm start` keeps fresh). */
export async function buildPlain() {
  const child = track(
    spawn('npm', ['run', 'build:plain'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] }),
    'build:plain',
  );
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`npm run build:plain exited with ${code}`);
}

/** The plain build's shell server (its config names no remote), talking to the bench's API; needs startMall first. */
export async function startPlainShell() {
  const configFile = path.join(ROOT, '.bench', 'plain-config.json');
  await writeFile(configFile, JSON.stringify({ apiBaseUrl: '/api', imagePath: '', remotes: {} }));
  const child = track(
    spawn(process.execPath, ['shell/server/dist/shell-server.cjs', 'shell', '--dir', 'shell/dist-plain'], {
      cwd: ROOT,
      env: { ...mallEnv(''), CONFIG_FILE: configFile, SHELL_PORT: String(BENCH_PORTS.plain), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
    'plain',
  );
  await waitForUrl(`${PLAIN_URL}/config.json`, 30_000, child);
  return { stop: () => stopChild(child) };
}

/** The API server alone (for the scale runs), ready when its OpenAPI document answers. */
export async function startApi(databaseUrl, extraEnv = {}, timeoutMs = 300_000) {
  execFileSync(process.execPath, ['api/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const child = track(
    spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.js'], {
      cwd: ROOT,
      env: { ...mallEnv(databaseUrl), ...extraEnv },
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
    'api',
  );
  await waitForUrl(`${API_URL}/api/docs/json`, timeoutMs, child);
  return { pid: child.pid, stop: () => stopChild(child) };
}

/** The baseline: a raw Node `http` server answering a small JSON hello, in its own process like the API. */
export async function startBaseline() {
  const source = `require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"data":"hello"}');
  }).listen(${BENCH_PORTS.baseline}, '127.0.0.1');`;
  const child = track(spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'pipe'] }), 'baseline');
  await waitForUrl(`http://127.0.0.1:${BENCH_PORTS.baseline}/`, 10_000, child);
  return { stop: () => stopChild(child) };
}

export async function waitForUrl(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: its server exited with ${child.exitCode}`);
    const ok = await new Promise((resolve) => {
      const request = http.get(url, { timeout: 2000 }, (response) => {
        response.resume();
        resolve(response.statusCode !== undefined && response.statusCode < 500);
      });
      request.on('error', () => resolve(false));
      request.on('timeout', () => request.destroy());
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops whatever is still running (on error or Ctrl-C). */
export async function stopAll() {
  await Promise.allSettled([...started].map(stopChild));
}

/**
 * A checkout of `commit` under .bench/ with its own dependencies (npm ci, once), for its mall to be built and
 * started beside this one. Returns its folder.
 */
export async function prepareBaseline(commit) {
  const sha = execFileSync('git', ['rev-parse', '--short', commit], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = path.join(ROOT, '.bench', `baseline-${sha}`);
  if (!existsSync(path.join(dir, 'package.json'))) {
    execFileSync('git', ['worktree', 'add', '--force', '--detach', dir, sha], { cwd: ROOT, stdio: 'inherit' });
  }
  if (!existsSync(path.join(dir, 'node_modules'))) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return { dir, sha };
}
