// Compiles the API's TypeScript to plain JavaScript in api/dist, which `npm start` and production run: no transpiler
// at run time, and none of tsx's name-keeping helper on every closure a request creates (BENCHMARKS.md, signed-in
// calls). One file per source file, so the payment-provider registry still lists its folder. Tests run the sources,
// except the production start test, which builds into a folder of its own (`node build.mjs <folder>`).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = path.dirname(new URL(import.meta.url).pathname);
const src = path.join(here, 'src');
const dist = path.resolve(here, process.argv[2] ?? 'dist');

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: sources(src),
  outdir: dist,
  outbase: src,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
