// The front-end servers' settings from the environment, checked at start (README "Run in production").
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, portOf, releaseOf, type FrontEndApp } from './apps';
import type { ServedConfig } from './security-headers';

/**
 * The runtime config, from configuration only (never from a request's Host): CONFIG_FILE if given, else the
 * environment, each remote at REMOTE_<NAME>_URL or on PUBLIC_HOST (default localhost) at its port.
 */
export async function runtimeConfigFor(env: NodeJS.ProcessEnv = process.env): Promise<ServedConfig> {
  if (env.CONFIG_FILE) return JSON.parse(await readFile(path.resolve(env.CONFIG_FILE), 'utf8'));
  const host = env.PUBLIC_HOST || 'localhost';
  const remoteUrl = (app: FrontEndApp) =>
    env[`REMOTE_${app.name.toUpperCase()}_URL`] ||
    `http://${host}:${portOf(app, env)}/${releaseOf(app)}/mf-manifest.json`;
  return {
    apiBaseUrl: env.API_BASE_URL || '/api',
    imagePath: env.IMAGE_PATH || '',
    remotes: Object.fromEntries(REMOTES.map((app) => [app.name, remoteUrl(app)])),
  };
}

/**
 * The API's address for the shell server's own calls (the /api proxy, the first screen's data): API_URL, else this
 * machine at API_PORT. Its origin only, checked at start: an address with a path (`…/api`) would make every call
 * `/api/api/…`, a 404 for every drawing.
 */
export function apiOriginOf(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.API_URL || `http://127.0.0.1:${env.API_PORT || 4000}`;
  const refuse = (why: string) =>
    new Error(`API_URL=${raw}: ${why}. Give the API server's origin, e.g. API_URL=http://127.0.0.1:4000 (README).`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('not an address');
  }
  if (url.protocol !== 'http:')
    throw refuse('the shell server speaks plain HTTP to the API (it is on a private network)');
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw refuse('an origin only, without a path (the shell adds /api itself)');
  return url.origin;
}

/**
 * PUBLIC_ORIGIN, the address shoppers open (`https://shop.example`): over HTTPS, every answer says so for a year
 * (Strict-Transport-Security). Unset: no HSTS (development, plain HTTP).
 */
export function publicOriginOf(env: NodeJS.ProcessEnv = process.env): URL | undefined {
  const raw = env.PUBLIC_ORIGIN;
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/+$/, ''))
    throw new Error(`PUBLIC_ORIGIN=${raw}: give the shop's origin, e.g. PUBLIC_ORIGIN=https://shop.example (README).`);
  return url;
}

/** Whether every answer says Strict-Transport-Security: the public origin is HTTPS. */
export const hstsOf = (env: NodeJS.ProcessEnv): boolean => publicOriginOf(env)?.protocol === 'https:';

/** Fastify's trustProxy from TRUST_PROXY (as the API reads it): whose X-Forwarded-For names the shopper. */
export function proxyTrust(raw: string | undefined): boolean | string {
  return !raw || raw === 'false' ? false : raw === 'true' || raw;
}
