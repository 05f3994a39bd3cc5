// @ts-check
// The tools' door to the shell server: its public entry's TypeScript source (shell/server/node/shell-server.ts),
// loaded through tsx (the repository's TypeScript loader for tools), typed from that source, never its built dist/.
// A tool imports from here as it would from the entry: `import { APPS, ROOT } from './shell-server.mjs'`.
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('../shell/server/node/shell-server')} */
const entry = await tsImport('../shell/server/node/shell-server.ts', import.meta.url);

export const {
  APPS,
  COMMON_HEADERS,
  HSTS,
  REMOTES,
  REMOTE_POLICY,
  ROOT,
  WORKER_POLICY,
  apiOriginOf,
  firstScreenOf,
  portOf,
  publicOriginOf,
  releaseDirOf,
  releaseOf,
  runtimeConfigFor,
  shellPolicy,
} = entry;
