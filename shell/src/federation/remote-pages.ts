import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  translationsReady,
  type RemoteLocations,
  type RemoteName,
  type RemotePage,
  type RemotePageModule,
} from '@mall/shared';
import { contractCheckPlugin, isContractRefusal } from './contract-check-plugin';
import { remoteRecoveryPlugin } from './remote-recovery-plugin';

/** Registers the remotes named by the runtime config; nothing is fetched until a page needs it. */
export function registerMallRemotes(remotes: RemoteLocations): void {
  registerPlugins([contractCheckPlugin(), remoteRecoveryPlugin({ retries: 2, delayMs: 400 })]);
  registerRemotes(
    (Object.keys(remotes) as RemoteName[]).map((name) => ({ name, entry: remotes[name] })),
    { force: true },
  );
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
    module = await loadRemote<RemotePageModule>(id);
  } catch (error) {
    throw new RemotePageError(id, error);
  }
  if (typeof module?.default !== 'function' && typeof module?.default !== 'object') throw new RemotePageError(id);
  // The page registered its strings as it loaded: draw it once the chosen language's are in.
  await translationsReady();
  return module.default;
}
