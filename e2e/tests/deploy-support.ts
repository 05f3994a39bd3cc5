// What the deployment journeys share: builds of an app at another contract version (in a copy of the tree),
// servers for those builds and for a shell of their own, and that shell's config.json, which they edit.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { APPS, REMOTES, createStaticServer, portOf, releaseOf } from '../../shell/server/node/shell-server';

export const ROOT = path.resolve(__dirname, '../..');

interface IsolatedTreeModule {
  isolatedTree(appDirs: string[], options?: { sharedVersion?: string }): string;
  buildIn(copy: string, appDir: string, stdio?: 'inherit' | 'ignore'): number;
}

const load = <T>(file: string): Promise<T> =>
  import(pathToFileURL(path.join(ROOT, 'scripts', file)).href) as Promise<T>;

/** The version of @mall/shared the mall is built at, and the next minor and major of it. */
export const CONTRACT = (() => {
  const current = JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')).version as string;
  const [major, minor] = current.split('.').map(Number);
  return { current, nextMinor: `${major}.${minor + 1}.0`, nextMajor: `${major + 1}.0.0` };
})();

/** A copy of the tree with `appDirs`, @mall/shared stamped `sharedVersion`, each app built; returns the copy. */
export async function buildAtContract(appDirs: string[], sharedVersion: string): Promise<string> {
  const { isolatedTree, buildIn } = await load<IsolatedTreeModule>('isolated-tree.mjs');
  const copy = isolatedTree(appDirs, { sharedVersion });
  for (const dir of appDirs) buildIn(copy, dir, 'ignore');
  return copy;
}

/** A copy of the tree with `appDir` changed by `edit` (another release: new content, new hashes), built; returns the copy. */
export async function buildEdited(appDir: string, edit: (copy: string) => void): Promise<string> {
  const { isolatedTree, buildIn } = await load<IsolatedTreeModule>('isolated-tree.mjs');
  const copy = isolatedTree([appDir]);
  edit(copy);
  buildIn(copy, appDir, 'ignore');
  return copy;
}

export function removeTree(copy: string | undefined): void {
  if (copy) rmSync(copy, { recursive: true, force: true });
}

/** Builds examples/checkout-onepage if it has not been built (CI builds it before the journeys). */
export async function onePageCheckoutBuild(): Promise<string> {
  const dir = path.join(ROOT, 'examples/checkout-onepage');
  const release = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version as string;
  if (!existsSync(path.join(dir, 'dist', release, 'mf-manifest.json'))) {
    const { buildIn } = await load<IsolatedTreeModule>('isolated-tree.mjs');
    buildIn(ROOT, 'examples/checkout-onepage', 'ignore');
  }
  return path.join(dir, 'dist');
}

export interface Served {
  origin: string;
  close(): Promise<void>;
}

async function listen(server: FastifyInstance): Promise<Served> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://localhost:${port}`, close: () => server.close() };
}

/** Serves a remote's releases folder (…/dist: `/<release>/mf-manifest.json`) on a port of its own. */
export async function serveRemote(name: string, distDir: string): Promise<Served> {
  return listen(await createStaticServer({ app: APPS.find((app) => app.name === name)!, dir: distDir }));
}

/** The mall's remotes where `npm start` (or nginx) serves them: what config.json names by default. */
export async function defaultRemotes(): Promise<Record<string, string>> {
  return Object.fromEntries(
    REMOTES.map((app) => [app.name, `http://localhost:${portOf(app)}/${releaseOf(app)}/mf-manifest.json`]),
  );
}

export interface ShellUnderTest extends Served {
  /** Rewrites its config.json (the only thing an integrator edits). */
  setRemotes(remotes: Record<string, string>): void;
}

/** A shell server of its own (another build of the shell with `dir`) reading a config.json the test edits. */
export async function serveShell(dir?: string): Promise<ShellUnderTest> {
  const configDir = mkdtempSync(path.join(os.tmpdir(), 'mall-config-'));
  const configFile = path.join(configDir, 'config.json');
  const setRemotes = (remotes: Record<string, string>) =>
    writeFileSync(configFile, JSON.stringify({ apiBaseUrl: '/api', imagePath: '', remotes }, null, 2));
  setRemotes(await defaultRemotes());
  const env = { ...process.env, CONFIG_FILE: configFile, API_PORT: process.env.API_PORT || '4000' };
  const served = await listen(await createStaticServer({ app: APPS.find((app) => app.name === 'shell')!, env, dir }));
  const close = async () => {
    await served.close();
    rmSync(configDir, { recursive: true, force: true });
  };
  return { origin: served.origin, close, setRemotes };
}

/** Every file of a build with its SHA-256: compared before and after a swap. */
export function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative))) {
      const file = path.join(relative, entry);
      if (statSync(path.join(dir, file)).isDirectory()) walk(file);
      else
        files[file] = createHash('sha256')
          .update(readFileSync(path.join(dir, file)))
          .digest('hex');
    }
  };
  walk('');
  return files;
}
