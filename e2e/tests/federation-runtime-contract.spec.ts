// The federation runtime's version is part of the contract (docs/CONTRACTS.md, versions): remotes run on the shell's
// bundler runtime, so a remote whose manifest says it was built on another runtime version is refused before its
// code runs, as a remote built against another major of @mall/shared is.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { defaultRemotes, ROOT, serveRemote, serveShell, type Served } from './deploy-support';
import { expectCatalogueRefused } from './support';

const servers: Served[] = [];
let copy: string | undefined;

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Today's catalog build, its manifest claiming it was built on `pluginVersion` (only the manifest names it). */
function catalogClaiming(pluginVersion: string): string {
  copy = mkdtempSync(path.join(os.tmpdir(), 'mall-runtime-'));
  cpSync(path.join(ROOT, 'mf-catalog/dist'), copy, { recursive: true });
  const [release] = readdirSync(copy);
  const file = path.join(copy, release, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  expect(manifest.metaData.pluginVersion, 'the build names its federation runtime').toMatch(/^\d+\.\d+\.\d+$/);
  manifest.metaData.pluginVersion = pluginVersion;
  writeFileSync(file, JSON.stringify(manifest));
  // The precompressed copies would be served in its place.
  rmSync(`${file}.gz`, { force: true });
  rmSync(`${file}.br`, { force: true });
  return copy;
}

test('a remote built on another federation runtime is refused: its routes say the shop is being updated', async ({
  page,
}, testInfo) => {
  // The refusal is the same on both faces; the check opens the desktop face's pages (as the contract journeys do).
  test.skip(testInfo.project.name !== 'desktop', 'the desktop project shows it');
  const catalog = await serveRemote('catalog', catalogClaiming('2.99.0'));
  const shell = await serveShell();
  servers.push(catalog, shell);
  const remotes = await defaultRemotes();
  shell.setRemotes({ ...remotes, catalog: new URL(new URL(remotes.catalog).pathname, catalog.origin).href });
  await expectCatalogueRefused(page, shell.origin);
});
