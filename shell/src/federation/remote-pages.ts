import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import {
  translationsReady,
  type RemoteLocations,
  type RemoteName,
  type RemotePage,
  type RemotePageModule,
} from '@mall/shared';
import { contractMismatches, isContractRefusal, RemoteContractError, type RemoteManifest } from './contract-check';
import { remoteRecoveryPlugin, wait } from './remote-recovery-plugin';

const RETRIES = 2;
const RETRY_DELAY_MS = 400;

/**
 * A remote's remoteEntry.js loads with `crossorigin`, as its chunks do (webpack's crossOriginLoading): the service
 * worker then sees a CORS answer with its status and keeps only a 200 (an opaque one hides its status and costs
 * megabytes of quota), and the server's preload hint of the entry is used, not fetched twice.
 */
const crossOriginEntryPlugin: ModuleFederationRuntimePlugin = {
  name: 'mall-cross-origin-entry',
  createScript({ url }) {
    if (!isCrossOrigin(url)) return undefined;
    const script = document.createElement('script');
    script.crossOrigin = 'anonymous';
    script.src = url;
    return script;
  },
};

let locations: Partial<RemoteLocations> = {};
/** A remote's manifest and where it was read, once checked and its remoteEntry.js registered. */
interface ReadyRemote {
  manifest: RemoteManifest;
  manifestUrl: string;
}
/** Each remote once ready; dropped when reading or checking its manifest failed. */
const readyRemotes = new Map<RemoteName, Promise<ReadyRemote>>();

/** Takes the remotes named by the runtime config (their mf-manifest.json); nothing is fetched until a page needs it. */
export function registerMallRemotes(remotes: RemoteLocations): void {
  registerPlugins([remoteRecoveryPlugin({ retries: RETRIES, delayMs: RETRY_DELAY_MS }), crossOriginEntryPlugin]);
  locations = remotes;
  readyRemotes.clear();
}

async function fetchManifest(url: string): Promise<RemoteManifest> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as RemoteManifest;
    } catch (error) {
      if (attempt > RETRIES) throw error;
      await wait(RETRY_DELAY_MS * attempt);
    }
  }
}

/** Where a file the manifest names is served: beside the manifest, unless the remote was built for a fixed address. */
function fileUrl(manifest: RemoteManifest, manifestUrl: string, file: string): string {
  const { publicPath } = manifest.metaData;
  return new URL(file, publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : manifestUrl).href;
}

/**
 * The shell reads the remote's manifest itself (the runtime is built without its manifest handling: webpack.base.js),
 * checks the contract before any of the remote's code runs, and registers the remote by its remoteEntry.js.
 */
function readyRemote(remote: RemoteName): Promise<ReadyRemote> {
  let ready = readyRemotes.get(remote);
  if (ready) return ready;
  ready = (async () => {
    const url = locations[remote];
    if (!url) throw new Error(`config.json names no ${remote} remote`);
    const manifest = await fetchManifest(url);
    const mismatches = contractMismatches(manifest, getInstance()!.options);
    if (mismatches.length) throw new RemoteContractError(remote, mismatches);
    const { remoteEntry, globalName } = manifest.metaData;
    const entryFile = remoteEntry.path
      ? `${remoteEntry.path.replace(/\/?$/, '/')}${remoteEntry.name}`
      : remoteEntry.name;
    registerRemotes(
      [{ name: remote, entry: fileUrl(manifest, url, entryFile), entryGlobalName: globalName, type: remoteEntry.type }],
      { force: true },
    );
    return { manifest, manifestUrl: url };
  })();
  readyRemotes.set(remote, ready);
  ready.catch(() => readyRemotes.delete(remote));
  return ready;
}

/** Another origin than the page's: webpack's loaders set `crossorigin` on exactly these (crossOriginLoading). */
export function isCrossOrigin(href: string): boolean {
  return !href.startsWith(`${window.location.origin}/`);
}

/** The page's own files are asked for beside remoteEntry.js, not after it: one round trip instead of two. */
function preloadExposedFiles({ manifest, manifestUrl }: ReadyRemote, page: string): void {
  const exposed = manifest.exposes?.find((candidate) => candidate.name === page);
  if (!exposed) return;
  const files = [
    ...exposed.assets.js.sync.map((file) => [file, 'script'] as const),
    ...exposed.assets.css.sync.map((file) => [file, 'style'] as const),
  ];
  for (const [file, kind] of files) {
    const href = fileUrl(manifest, manifestUrl, file);
    if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', kind);
    link.href = href;
    // As the remote's own loaders ask for it (webpack's crossOriginLoading): one fetch, kept by the worker as a 200.
    if (isCrossOrigin(href)) link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }
}

export class RemotePageError extends Error {
  /** The remote was refused for its contract version (being updated), not unreachable. */
  readonly outdated: boolean;

  constructor(
    readonly id: string,
    cause?: unknown,
  ) {
    super(`Remote page ${id} could not be loaded`, { cause });
    this.name = 'RemotePageError';
    this.outdated = isContractRefusal(cause);
  }
}

/** Loads `catalog/HomePage` and the like; rejects with RemotePageError when the remote is unavailable. */
export async function loadRemotePage(remote: RemoteName, page: string): Promise<RemotePage> {
  const id = `${remote}/${page}`;
  let module: RemotePageModule | null;
  try {
    preloadExposedFiles(await readyRemote(remote), page);
    module = await loadRemote<RemotePageModule>(id);
  } catch (error) {
    throw new RemotePageError(id, error);
  }
  if (typeof module?.default !== 'function' && typeof module?.default !== 'object') throw new RemotePageError(id);
  // The page registered its strings as it loaded: draw it once the chosen language's are in.
  await translationsReady();
  return module.default;
}
