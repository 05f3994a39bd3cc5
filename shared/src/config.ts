/** Runtime config (`/config.json`, or inlined into index.html): read and validated here only. */
import type { RemoteName } from './contracts/federation';

/** Each remote's manifest address, by the federation names of the page table's remotes. */
export type RemoteLocations = Record<RemoteName, string>;

export interface RuntimeConfig {
  apiBaseUrl: string;
  imagePath: string;
  remotes: RemoteLocations;
}

export const CONFIG_URL = '/config.json';
/** The shell's server inlines the config into index.html as `<script type="application/json" id="mall-config">`. */
export const CONFIG_ELEMENT_ID = 'mall-config';

/**
 * A remote run on its own (its dev server, without the shell's server) finds the others at their development ports:
 * apps.json's `defaultPort`s, written here because @mall/shared is built from its own folder (a test holds them to
 * apps.json).
 */
const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  imagePath: '',
  remotes: {
    catalog: 'http://localhost:8081/mf-manifest.json',
    checkout: 'http://localhost:8082/mf-manifest.json',
    account: 'http://localhost:8083/mf-manifest.json',
    merchant: 'http://localhost:8084/mf-manifest.json',
  },
};

let current: RuntimeConfig = DEFAULT_CONFIG;

export class RuntimeConfigError extends Error {
  constructor(message: string) {
    super(`Invalid runtime config: ${message}`);
    this.name = 'RuntimeConfigError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readString(source: Record<string, unknown>, key: string, fallback?: string): string {
  const value = source[key];
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'string') throw new RuntimeConfigError(`"${key}" must be a string`);
  return value;
}

/** Validates raw JSON; `imagePath` defaults to '' and each missing remote to its development URL. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new RuntimeConfigError('expected an object');
  const apiBaseUrl = readString(raw, 'apiBaseUrl').replace(/\/+$/, '');
  const imagePath = readString(raw, 'imagePath', '').replace(/\/+$/, '');
  const remotesRaw = raw.remotes ?? {};
  if (!isRecord(remotesRaw)) throw new RuntimeConfigError('"remotes" must be an object');
  const remotes = Object.fromEntries(
    Object.entries(DEFAULT_CONFIG.remotes).map(([name, fallback]) => [name, readString(remotesRaw, name, fallback)]),
  ) as RemoteLocations;
  return { apiBaseUrl, imagePath, remotes };
}

export function setRuntimeConfig(config: unknown): RuntimeConfig {
  current = parseRuntimeConfig(config);
  return current;
}

/** The config in use: the one set or loaded, else the development defaults (a remote run on its own). */
export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

function readInlineConfig(): unknown {
  if (typeof window === 'undefined') return undefined;
  const element = document.getElementById(CONFIG_ELEMENT_ID);
  if (element?.textContent) return JSON.parse(element.textContent) as unknown;
  return undefined;
}

/** Uses the config inlined into the page when there is one, else fetches `/config.json` (no cache). */
export async function loadRuntimeConfig(url: string = CONFIG_URL): Promise<RuntimeConfig> {
  const inline = readInlineConfig();
  if (inline !== undefined) return setRuntimeConfig(inline);
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  return setRuntimeConfig(await response.json());
}
