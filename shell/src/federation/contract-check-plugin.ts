import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

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

type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

/** Each singleton the remote's manifest says it needs, against the version the shell provides. */
export function contractMismatches({
  manifestJson,
  options,
}: Pick<SnapshotArgs, 'manifestJson' | 'options'>): string[] {
  const mismatches: string[] = [];
  for (const needed of manifestJson?.shared ?? []) {
    if (!needed.singleton || typeof needed.requiredVersion !== 'string') continue;
    const provided = options.shared[needed.name]?.find((share) => share.from === options.name);
    if (provided && !satisfy(provided.version, needed.requiredVersion)) {
      mismatches.push(`${needed.name} ${needed.requiredVersion} (the shell has ${provided.version})`);
    }
  }
  return mismatches;
}

/**
 * Reads the remote's manifest before any of its code runs: a remote that needs another major of a shared
 * singleton (docs/CONTRACTS.md, versions) is refused, and its routes say that part of the shop is being updated.
 */
export function contractCheckPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mall-contract-check',
    loadRemoteSnapshot(args) {
      const mismatches = contractMismatches(args);
      if (mismatches.length) throw new RemoteContractError(args.moduleInfo.name, mismatches);
      return args;
    },
  };
}

/** Whether a failed load (or anything it was caused by) is a contract refusal. */
export function isContractRefusal(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'RemoteContractError') return true;
  }
  return false;
}
