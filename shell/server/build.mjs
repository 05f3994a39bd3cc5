// Compiles the shell's Node server (shell/server/node) to one CommonJS file, shell/server/dist/shell-server.cjs,
// which `npm start`, the tools and production run, as the API runs api/dist: no transpiler at run time. Its
// libraries stay in node_modules; the shell's server bundle (React) is webpack's, loaded from the release folder.
import path from 'node:path';
import { build } from 'esbuild';

const here = path.dirname(new URL(import.meta.url).pathname);

await build({
  entryPoints: [path.join(here, 'node', 'shell-server.ts')],
  outfile: path.join(here, 'dist', 'shell-server.cjs'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
