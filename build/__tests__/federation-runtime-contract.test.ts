// The federation runtime's version is part of the shell's contract (docs/CONTRACTS.md, versions): a small remote
// built for real on another version of the runtime, and what the shell's contract check answers. In a file of its
// own: two versions of the federation plugin cannot be loaded in one module registry.
import { contractMismatches } from '../../shell/src/federation/contract-check';
import { FEDERATION_RUNTIME_VERSION } from '../library-guards.cjs';
import { buildFixtureRemote, federationPluginAt } from './fixture-remote';

// A build takes a few seconds, longer on a busy machine.
jest.setTimeout(120_000);

it('refuses a remote built on another federation runtime, naming both versions', async () => {
  const changed = federationPluginAt('2.99.0');
  try {
    const built = await buildFixtureRemote({ Federation: changed.ModuleFederationPlugin });
    expect(built.errors).toEqual([]);
    // The build itself names the runtime it was built on (no manifest edited by hand).
    expect(built.manifest.metaData.pluginVersion).toBe('2.99.0');
    // The shell as its build defines it (webpack.base.js: MALL_FEDERATION_VERSION), providing no shared library.
    expect(contractMismatches(built.manifest, { name: 'shell', shared: {} }, FEDERATION_RUNTIME_VERSION)).toEqual([
      `federation runtime 2.99.0 (the shell has ${FEDERATION_RUNTIME_VERSION})`,
    ]);
  } finally {
    changed.remove();
  }
});
