// Stands in for the federation runtime's manifest ("snapshot") handling in the browser build
// (build/lean-libraries.cjs): the shell reads each remote's mf-manifest.json itself and registers the remote by its
// remoteEntry.js (shell/src/federation/remote-pages.ts), so the runtime never loads a manifest.
export class SnapshotHandler {
  constructor() {
    // Read by the runtime when a remote is registered again (removeRemote).
    this.manifestCache = new Map();
    // The runtime offers every plugin to each handler's hooks; this one has none.
    this.hooks = { lifecycle: {}, applyPlugin() {}, removePlugin() {} };
  }

  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(`${moduleInfo.name}: remotes are registered by their remoteEntry.js; manifests are not loaded`);
  }
}

export const getGlobalRemoteInfo = () => ({ hostGlobalSnapshot: undefined });
export const snapshotPlugin = () => ({ name: 'snapshot-plugin' });
export const generatePreloadAssetsPlugin = () => ({ name: 'generate-preload-assets-plugin' });

// Preloading a remote's files (the runtime's preloadRemote) starts from its snapshot, which this build never has:
// the shell preloads the page's files named in the manifest itself.
function preloadingLeftOut() {
  throw new Error('preloadRemote is left out of the mall’s browser build: the shell preloads from the manifests');
}
export const formatPreloadArgs = preloadingLeftOut;
export const preloadAssets = preloadingLeftOut;
export const defaultPreloadArgs = preloadingLeftOut;
export const normalizePreloadExposes = preloadingLeftOut;
