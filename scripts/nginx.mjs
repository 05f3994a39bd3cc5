// The mall behind Debian's nginx (deploy/nginx/): fills in the configuration's placeholders and runs nginx as
// this user, serving the builds in place (a staging folder of links to each app's dist/, the layout of a CDN).
//   node scripts/nginx.mjs            API_PORT (and API_PORT_2: a second API instance) and each app's port of apps.json
//                                     (SHELL_PORT … MERCHANT_PORT), as for npm start
// `npm start -- --nginx` starts the API and this instead of the Node static servers (the e2e journeys in CI).
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  rmSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APPS,
  COMMON_HEADERS,
  HSTS,
  REMOTES,
  REMOTE_POLICY,
  ROOT,
  WORKER_POLICY,
  portOf,
  publicOriginOf,
  releaseOf,
  shellPolicy,
} from './shell-server.mjs';

const NGINX = '/usr/sbin/nginx';
const TEMPLATES = path.join(ROOT, 'deploy', 'nginx');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function fillIn(template, values) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx: no value for ${name}`);
    return values[name];
  });
}

/** The CDN's layout: <app>/<release>/ for each app (links to its dist/), and the config.json the shell serves. */
export function stageMall(mallRoot, env = process.env) {
  mkdirSync(mallRoot, { recursive: true });
  for (const app of APPS) symlinkSync(path.join(ROOT, app.dir, 'dist'), path.join(mallRoot, app.name));
  const config = {
    apiBaseUrl: '/api',
    imagePath: '',
    remotes: Object.fromEntries(
      REMOTES.map((app) => [app.name, `http://localhost:${portOf(app, env)}/${releaseOf(app)}/mf-manifest.json`]),
    ),
  };
  writeFileSync(path.join(mallRoot, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return config;
}

/** The API instances nginx balances: API_PORT (4000), and API_PORT_2 when a second instance runs. */
export function apiPortsOf(env = process.env) {
  const ports = [Number(env.API_PORT || 4000)];
  if (env.API_PORT_2) ports.push(Number(env.API_PORT_2));
  for (const port of ports) {
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`deploy/nginx: bad API port ${port}`);
  }
  return ports;
}

/** Renders deploy/nginx/ into runDir for these ports and this folder of releases. */
export function renderNginxConfig({ runDir, mallRoot, config, env = process.env }) {
  const shellRelease = env.SHELL_RELEASE || releaseOf(APPS[0]);
  // One policy for every page nginx serves from the shell's release: the hashes of each page's inline styles.
  const shellDir = path.join(mallRoot, 'shell', shellRelease);
  const shellPages = readdirSync(shellDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(path.join(shellDir, file), 'utf8'))
    .join('\n');
  const values = {
    COMMON_HEADER_LINES: Object.entries({
      ...COMMON_HEADERS,
      ...(publicOriginOf(env)?.protocol === 'https:' ? { 'strict-transport-security': HSTS } : {}),
    })
      .map(([name, value]) => `add_header ${name} "${value}" always;`)
      .join('\n'),
    // nginx serves the pages as they were built: each is its own template.
    SHELL_CSP: shellPolicy(config, shellPages),
    REMOTE_CSP: REMOTE_POLICY,
    WORKER_CSP: WORKER_POLICY,
    MALL_ROOT: mallRoot,
    NGINX_DIR: runDir,
    RUN_DIR: runDir,
    SHELL_RELEASE: shellRelease,
    API_SERVERS: apiPortsOf(env)
      .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`)
      .join('\n'),
    LOAD_BROTLI: existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '',
    ...Object.fromEntries(APPS.map((app) => [app.portEnv, String(portOf(app, env))])),
    REMOTE_SERVERS: REMOTES.map(
      (app) =>
        `server {\n    listen ${portOf(app, env)};\n    root ${mallRoot}/${app.name};\n    include ${runDir}/remote-headers.conf;\n}`,
    ).join('\n\n'),
  };
  for (const file of readdirSync(TEMPLATES)) {
    writeFileSync(path.join(runDir, file), fillIn(readFileSync(path.join(TEMPLATES, file), 'utf8'), values));
  }
  if (!values.LOAD_BROTLI) {
    // Without Debian's libnginx-mod-http-brotli-static the .br files are not used (gzip still is).
    const mall = path.join(runDir, 'mall.conf');
    writeFileSync(
      mall,
      readFileSync(mall, 'utf8').replace(/^brotli_static on;$/m, '# brotli_static: module not installed'),
    );
  }
  const check = spawnSync(
    NGINX,
    ['-t', '-q', '-p', runDir, '-c', path.join(runDir, 'nginx.conf'), '-e', path.join(runDir, 'error.log')],
    { encoding: 'utf8' },
  );
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
}

/** Starts nginx in the foreground (its child process); resolves once it has started. */
export function startNginx(env = process.env) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx libnginx-mod-http-brotli-static`);
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'mall-nginx-'));
  // Started by root, nginx's workers run as nobody: they must be able to read the staging folder.
  chmodSync(runDir, 0o755);
  const mallRoot = path.join(runDir, 'mall');
  const config = stageMall(mallRoot, env);
  renderNginxConfig({ runDir, mallRoot, config, env });
  const child = spawn(
    NGINX,
    ['-p', runDir, '-c', path.join(runDir, 'nginx.conf'), '-e', path.join(runDir, 'error.log')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  // The rendered configuration goes with nginx, or with this process if it exits first.
  const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });
  child.on('exit', removeRunDir);
  process.on('exit', removeRunDir);
  return { child, runDir };
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  const { child, runDir } = startNginx();
  console.log(`nginx serving the mall on http://localhost:${portOf(APPS[0])}/ (configuration in ${runDir})`);
  const stop = () => child.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}
