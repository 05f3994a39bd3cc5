import { satisfy } from './version-range';

/** What the shell reads from a remote's mf-manifest.json (the federation plugin writes it beside remoteEntry.js). */
export interface RemoteManifest {
  metaData: {
    globalName: string;
    publicPath?: string;
    remoteEntry: { name: string; path: string; type?: string };
    /** the federation plugin's version, which is its runtime's (the @module-federation packages share one) */
    pluginVersion?: string;
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

/** The federation runtime the shell was built with (webpack.base.js defines it in the shell's build). */
export const SHELL_FEDERATION_VERSION = process.env.MALL_FEDERATION_VERSION;

/**
 * Each singleton the remote's manifest says it needs, against the version the shell provides: a remote that needs
 * another major of a shared singleton (docs/CONTRACTS.md, versions) is refused before any of its code runs. So is a
 * remote built on another version of the federation runtime: it runs on the shell's bundler runtime, whose internals
 * its build was cut to fit (build/library-guards.cjs), so the versions must be the same.
 */
export function contractMismatches(
  manifest: Pick<RemoteManifest, 'shared'> & { metaData?: Pick<RemoteManifest['metaData'], 'pluginVersion'> },
  provides: ProvidedShares,
  federationVersion?: string,
): string[] {
  const mismatches: string[] = [];
  const shellFederation = federationVersion ?? SHELL_FEDERATION_VERSION;
  const remoteFederation = manifest.metaData?.pluginVersion;
  if (shellFederation && remoteFederation !== shellFederation) {
    mismatches.push(`federation runtime ${remoteFederation} (the shell has ${shellFederation})`);
  }
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
