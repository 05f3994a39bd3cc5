// The front-end apps (apps.json, the one list every tool reads) and where their builds are, for the shell's server
// and the tools that start, check and measure the mall.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import appList from '../../../apps.json';

/** The repository (this file is shell/server/node/apps.ts; built, shell/server/dist/shell-server.cjs). */
export const ROOT = path.resolve(__dirname, '../../..');

export interface FrontEndApp {
  /** Federation name (`shell` for the host). */
  name: string;
  /** Workspace folder. */
  dir: string;
  /** The environment variable of its port. */
  portEnv: string;
  defaultPort: number;
}

/** The front-end apps, the shell first. */
export const APPS: FrontEndApp[] = appList;
export const REMOTES = APPS.filter((app) => app.name !== 'shell');

/** An app's release: the version in its package.json (under `root`, the repository by default). */
export function releaseOf(app: FrontEndApp, root = ROOT): string {
  return JSON.parse(readFileSync(path.join(root, app.dir, 'package.json'), 'utf8')).version;
}

/** Where an app's current release is built: dist/<release>/, beside the releases before it. */
export function releaseDirOf(app: FrontEndApp, root = ROOT): string {
  return path.join(root, app.dir, 'dist', releaseOf(app, root));
}

export function portOf(app: FrontEndApp, env: NodeJS.ProcessEnv = process.env): number {
  return Number(env[app.portEnv] || app.defaultPort);
}
