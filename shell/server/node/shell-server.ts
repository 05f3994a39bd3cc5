// The shell's server, public entry: what `npm start`, the tools, the tests and the journeys import, and what runs
// alone (built by shell/server/build.mjs into shell/server/dist/shell-server.cjs):
//   node shell/server/dist/shell-server.cjs shell                 (port from SHELL_PORT, default 8080)
//   node shell/server/dist/shell-server.cjs mf-catalog            (port from CATALOG_PORT, default 8081)
//   node shell/server/dist/shell-server.cjs shell --dir <folder>  (another build of the app)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, portOf, releaseDirOf } from './apps';
import type { FastifyInstance } from 'fastify';
import { createRemoteServer } from './remote-server';
import { createShellServer, type ShellServerOptions } from './shell-app-server';

export { APPS, REMOTES, ROOT, portOf, releaseDirOf, releaseOf, type FrontEndApp } from './apps';
export { firstScreenOf } from './page-table';
export { apiOriginOf, publicOriginOf, runtimeConfigFor } from './server-settings';
export type { StaticServerOptions } from './static-server';
export type { ShellServerOptions } from './shell-app-server';
export { COMMON_HEADERS, HSTS, REMOTE_POLICY, WORKER_POLICY, shellPolicy, type ServedConfig } from './security-headers';

/** An app's server: the shell's pages, or a remote's built files. */
export function createStaticServer(options: ShellServerOptions): Promise<FastifyInstance> {
  return options.app.name === 'shell' ? createShellServer(options) : createRemoteServer(options);
}

async function main(args: string[]): Promise<void> {
  const name = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--dir') || 'shell';
  const dirIndex = args.indexOf('--dir');
  const dir = dirIndex >= 0 ? path.resolve(args[dirIndex + 1] ?? '') : undefined;
  const frontEnd = APPS.find((app) => app.dir === name || app.name === name);
  if (!frontEnd) throw new Error(`Unknown app "${name}"; one of ${APPS.map((app) => app.dir).join(', ')}`);
  if (!existsSync(dir ?? releaseDirOf(frontEnd))) {
    throw new Error(
      `${path.relative(ROOT, dir ?? releaseDirOf(frontEnd))} is missing: run "npm run build -w ${frontEnd.dir}" first`,
    );
  }
  const server = await createStaticServer({ app: frontEnd, dir });
  const port = portOf(frontEnd);
  await server.listen({ port, host: process.env.HOST || '0.0.0.0' });
  console.log(`${frontEnd.dir} serving on http://localhost:${port}/`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
