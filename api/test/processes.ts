// API servers as separate processes (tsx src/server.ts, or the compiled JavaScript) on a database of the test's choosing: what runs truly at
// once, unlike requests injected into one process.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Answer } from './commerce';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Where the production start test builds the API as `npm start -w api` does (api/build.mjs). */
export const COMPILED_API_DIR = path.resolve(__dirname, '..', 'node_modules', '.cache', `api-dist-${process.pid}`);

/** Compiles the API into COMPILED_API_DIR, for `spawnApi(env, { compiled: true })`. */
export function compileApi(): void {
  execFileSync(process.execPath, ['build.mjs', COMPILED_API_DIR], { cwd: path.resolve(__dirname, '..') });
}

/**
 * Spawns the API; `env` is added to this process's environment (API_PORT and HOST are chosen here). It runs the
 * TypeScript sources, or with `compiled` the JavaScript compileApi() built, as production does.
 */
export async function spawnApi(
  env: NodeJS.ProcessEnv,
  { compiled = false, port: chosen }: { compiled?: boolean; port?: number } = {},
): Promise<Omit<ApiProcess, 'base'> & { port: number }> {
  const port = chosen ?? (await freePort());
  const args = compiled
    ? ['--enable-source-maps', path.join(COMPILED_API_DIR, 'server.js')]
    : ['--import', 'tsx', 'src/server.ts'];
  return { port, ...spawnNode(args, { API_PORT: String(port), HOST: '127.0.0.1', ...env }) };
}

/** `npm run worker` as a process of its own, on the sources. */
export function spawnWorker(env: NodeJS.ProcessEnv): Omit<ApiProcess, 'base'> {
  return spawnNode(['--import', 'tsx', 'src/worker.ts'], env);
}

function spawnNode(args: string[], env: NodeJS.ProcessEnv): Omit<ApiProcess, 'base'> {
  // Node itself with tsx's loader, not tsx's CLI: the CLI is a parent process that answers SIGTERM with 143.
  const child = spawn(process.execPath, args, {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  return { child, output: () => output, exited, stop };
}

/** Spawns the API (on `port`, else a free one) and waits until it answers /api/health. */
export async function startApi(
  env: NodeJS.ProcessEnv,
  options: { compiled?: boolean; port?: number } = {},
): Promise<ApiProcess> {
  const { port, ...api } = await spawnApi(env, options);
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 90_000; // a loaded 2-core machine takes its time to compile and start
  for (;;) {
    if (api.child.exitCode !== null) throw new Error(`the API exited: ${api.output()}`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, ...api };
    if (Date.now() > deadline) throw new Error(`the API did not start: ${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The resident memory of a running process (Linux: /proc), in bytes. */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Samples each process's RSS every 50 ms from now; the function returned stops and answers start and peak. */
export function sampleRss(pids: Record<string, number>): () => Record<string, { start: number; peak: number }> {
  const start = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, rssOf(pid)]));
  const peaks = { ...start };
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) {
      try {
        peaks[name] = Math.max(peaks[name], rssOf(pid));
      } catch {
        // the process has ended
      }
    }
  }, 50);
  return () => {
    clearInterval(timer);
    return Object.fromEntries(Object.keys(pids).map((name) => [name, { start: start[name], peak: peaks[name] }]));
  };
}

/** One JSON call to a started API (`base` ends in /api), as a member when a token is given. */
export async function call(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${base}/${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}
