import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RecoveryOptions {
  /** How many times a failed remote module is asked for again before the page shows its fallback. */
  retries: number;
  /** Wait before the n-th retry: n × delayMs. */
  delayMs: number;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Forgets what the runtime cached about a remote (its entry and container) so the next load starts afresh. */
function forgetRemote(origin: ModuleFederation, remoteName: string): void {
  const remote = origin.options.remotes.find((candidate) => candidate.name === remoteName);
  if (remote) origin.registerRemotes([{ ...remote }], { force: true });
}

/**
 * `@module-federation/retry-plugin` is published for runtime 0.x only (0.17.1 pulls a second copy of the
 * SDK next to enhanced 2.9.2), so the retry lives here: an `errorLoadRemote` hook that retries the load a
 * few times; when the remote still cannot load, the error reaches the page, which shows the fallback.
 */
export function remoteRecoveryPlugin({ retries, delayMs }: RecoveryOptions): ModuleFederationRuntimePlugin {
  const attempts = new Map<string, number>();
  return {
    name: 'mall-remote-recovery',
    async errorLoadRemote({ id, lifecycle, origin }) {
      // An entry failure also ends in 'onLoad' for the module asked for: retry once, there (the shell retries manifests).
      if (lifecycle !== 'onLoad') return undefined;
      const attempt = (attempts.get(id) ?? 0) + 1;
      if (attempt > retries) {
        attempts.delete(id);
        return undefined;
      }
      attempts.set(id, attempt);
      await wait(delayMs * attempt);
      forgetRemote(origin, id.split('/')[0] ?? id);
      try {
        const module = await origin.loadRemote(id);
        attempts.delete(id);
        return module ?? undefined;
      } catch {
        return undefined;
      }
    },
  };
}
