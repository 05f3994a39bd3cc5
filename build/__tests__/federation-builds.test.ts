// Builds for real (webpack and the federation plugin on a small remote, with the build's cuts into the libraries):
// a remote built as the mall's are is accepted by the shell, and a cut that matches nothing fails the build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { contractMismatches } from '../../shell/src/federation/contract-check';
import { leanLibraryPlugins } from '../lean-libraries.cjs';
import { FEDERATION_RUNTIME_VERSION } from '../library-guards.cjs';
import { buildFixtureRemote } from './fixture-remote';

// Each build takes a few seconds, longer on a busy machine.
jest.setTimeout(120_000);

const remoteCuts = () => leanLibraryPlugins(webpack, { isHost: false });

it("builds a remote whose every cut matches its module, on the shell's federation runtime", async () => {
  const built = await buildFixtureRemote({ after: remoteCuts() });
  expect(built.errors).toEqual([]);
  expect(built.manifest.metaData.pluginVersion).toBe(FEDERATION_RUNTIME_VERSION);
  // (federation-runtime-contract.test.ts: the same remote on another runtime is refused)
  expect(contractMismatches(built.manifest, { name: 'shell', shared: {} }, FEDERATION_RUNTIME_VERSION)).toEqual([]);
});

it('fails the build when a cut matches nothing (the library renamed the file it cuts)', async () => {
  // The error descriptions' file, as if the library had renamed it: a copy under another name.
  const renamed = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-renamed-'));
  try {
    const rename = new webpack.NormalModuleReplacementPlugin(
      /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.m?js$/,
      (resource: { createData?: { resource?: string } }) => {
        const file = path.join(renamed, 'descriptions.mjs');
        fs.copyFileSync(resource.createData!.resource!, file);
        resource.createData!.resource = file;
      },
    );
    const built = await buildFixtureRemote({ before: [rename], after: remoteCuts() });
    expect(built.errors).toEqual([
      'build/lean-libraries.cjs: the cut "federation-errors-without-descriptions.mjs" matched no module in this ' +
        'remote build (a library file renamed or no longer imported)',
    ]);
  } finally {
    fs.rmSync(renamed, { recursive: true, force: true });
  }
});
