// A small remote built for real with webpack and the federation plugin (one exposed page), for the build's tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

/** The repository (this file is build/__tests__/fixture-remote.ts). */
const ROOT = path.resolve(__dirname, '../..');

export interface FixtureBuild {
  /** The manifest the federation plugin wrote (mf-manifest.json). */
  manifest: { metaData: { pluginVersion?: string }; shared?: never[] };
  errors: string[];
}

type FederationPlugin = typeof ModuleFederationPlugin;

/**
 * The installed federation plugin as another version of itself: a copy of @module-federation/enhanced whose
 * package.json says `version` (the plugin names its runtime's version, the packages' one, from there). Under the
 * repository's node_modules, so the copy's own imports resolve to the installed packages. Removed by `remove`.
 */
export function federationPluginAt(version: string): { ModuleFederationPlugin: FederationPlugin; remove(): void } {
  const scope = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.cache', 'mall-federation-'));
  const copy = path.join(scope, 'node_modules', '@module-federation', 'enhanced');
  fs.cpSync(path.join(ROOT, 'node_modules', '@module-federation', 'enhanced'), copy, { recursive: true });
  const packageFile = path.join(copy, 'package.json');
  fs.writeFileSync(packageFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(packageFile, 'utf8')), version }));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const plugin = require(path.join(copy, 'dist', 'src', 'webpack.js')) as { ModuleFederationPlugin: FederationPlugin };
  return {
    ModuleFederationPlugin: plugin.ModuleFederationPlugin,
    remove: () => fs.rmSync(scope, { recursive: true, force: true }),
  };
}

/**
 * Builds the small remote (production) with `Federation` (the installed plugin by default) and the plugins given
 * before it and after it; answers its manifest and the build's errors. Its folder is removed after.
 */
export async function buildFixtureRemote({
  Federation = ModuleFederationPlugin,
  before = [],
  after = [],
}: {
  Federation?: FederationPlugin;
  before?: webpack.WebpackPluginInstance[];
  after?: webpack.WebpackPluginInstance[];
} = {}): Promise<FixtureBuild> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-fixture-remote-'));
  try {
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(path.join(dir, 'src', 'Page.js'), "export default function Page() { return 'a page'; }\n");
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: {},
      target: 'web',
      output: { path: path.join(dir, 'dist'), publicPath: 'http://localhost/fixture/' },
      plugins: [
        ...before,
        new Federation({
          name: 'fixture',
          filename: 'remoteEntry.js',
          exposes: { './Page': './src/Page.js' },
          manifest: true,
          dts: false,
          // As the mall's remotes are built (webpack.base.js): on the shell's runtime.
          experiments: {
            externalRuntime: true,
            optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
          },
        }),
        ...after,
      ],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    const manifestFile = path.join(dir, 'dist', 'mf-manifest.json');
    return {
      manifest: fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : { metaData: {} },
      errors: stats.compilation.errors.map((error) => error.message),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
