import { satisfy } from './version-range';

/** What the shell reads from a remote's mf-manifest.json (the federation plugin writes it beside remoteEntry.js). */
export interface RemoteManifest {
  metaData: {
    globalName: string;
    publicPath?: string;
    remoteEntry: { name: string; path: string; type?: string };
  };
  shared?: { name: string; singleton?: boolean; requiredVersion?: string | false }[];
  exposes?: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** The shell's side of the contract: its federation name and the shared libraries it provides, by name. */
export interface ProvidedShares {
  name: string;
  shared: Record<string, { version: string; from: string }[] | undefined>;
}

/** A remote built against a shared library (or @mall/shared contract) the shell does not provide in a version it accepts. */
export class RemoteContractError extends Error {
  override name = 'RemoteContractError';

  constructor(
    readonly remote: string,
    readonly mismatches: string[],
  ) {
    super(`Remote ${remote} needs what this shell does not provide: ${mismatches.join('; ')}`);
  }
}

/**
 * Each singleton the remote's manifest says it needs, against the version the shell provides: a remote that needs
 * another major of a shared singleton (docs/CONTRACTS.md, versions) is refused before any of its code runs.
 */
export function contractMismatches(manifest: Pick<RemoteManifest, 'shared'>, provides: ProvidedShares): string[] {
  const mismatches: string[] = [];
  for (const needed of manifest.shared ?? []) {
    if (!needed.singleton || typeof needed.requiredVersion !== 'string') continue;
    const provided = provides.shared[needed.name]?.find((share) => share.from === provides.name);
    if (provided && !satisfy(provided.version, needed.requiredVersion)) {
      mismatches.push(`${needed.name} ${needed.requiredVersion} (the shell has ${provided.version})`);
    }
  }
  return mismatches;
}

/** Whether a failed load (or anything it was caused by) is a contract refusal. */
export function isContractRefusal(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'RemoteContractError') return true;
  }
  return false;
}
