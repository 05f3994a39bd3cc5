// The crash test at full size (issue 33), `npm run bench -- crash`: 500 orders placed 50 at a time while an API
// instance and the job runner are killed with SIGKILL (api/test/crash-burst.ts), on PostgreSQL with Redis (two APIs
// behind nginx, deploy/nginx, when nginx and the front-end builds are there; else the two APIs in turn) and on the
// embedded default (SQLite, one process); then the worker's peak memory converting 20 12 MP photos.
//   node --import tsx bench/crash.ts [--orders 500] [--only postgres,sqlite,memory]
// PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server and database to connect to, where a scratch
// database is created and dropped; Redis: BENCH_REDIS_URL (default redis://127.0.0.1:6379). API_PORT and the next
// port are the two APIs'; SHELL_PORT … MERCHANT_PORT nginx's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../api/test/commerce';
import { crashBurst, describeCrash, type CrashResult } from '../api/test/crash-burst';
import { twentyPhotos } from './lib/photo-memory';

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const ORDERS = Number(argument('orders') ?? 500);
const PARTS = (argument('only') ?? 'postgres,sqlite,memory').split(',');
const ROOT = path.resolve(__dirname, '..');

/** nginx in front of the two APIs (scripts/nginx.mjs, the deployment's configuration), when it can run here. */
async function nginxBalancer(ports: number[]) {
  const { startNginx } = await import('../scripts/nginx.mjs');
  const { child } = startNginx({ ...process.env, API_PORT: String(ports[0]), API_PORT_2: String(ports[1]) });
  const shellPort = Number(process.env.SHELL_PORT || 8080);
  const base = `http://127.0.0.1:${shellPort}/api`;
  for (let i = 0; ; i += 1) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 100) throw new Error('nginx did not answer');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const canRunNginx = () =>
  fs.existsSync('/usr/sbin/nginx') &&
  ['shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-merchant'].every((app) =>
    fs.existsSync(path.join(ROOT, app, 'dist')),
  );

const failures = (result: CrashResult) =>
  [
    result.ordersInDatabase !== result.placed && 'orders in the database ≠ orders placed',
    result.distinctOrderNumbers !== result.ordersInDatabase && 'an order number twice',
    result.notMessaged.length > 0 && 'an order without its message',
    result.messagedTwice.length > result.twiceAtTheKill && 'a message twice outside the kill’s window',
    Object.keys(result.jobsLeft).length > 0 && 'jobs left',
    Object.keys(result.queueLeft).length > 0 && 'BullMQ jobs left',
    result.photo.status !== 'ready' && 'the photo is not ready',
    (result.balancedGets?.failed ?? 0) > 0 && 'a GET through nginx failed',
  ].filter(Boolean);

async function main(): Promise<void> {
  const started = Date.now();
  const problems: string[] = [];
  const run = async (kind: 'postgres' | 'sqlite') => {
    const database = await createTestDatabase(kind);
    const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-crash-photos-'));
    const partStarted = Date.now();
    try {
      const apiPort = Number(process.env.API_PORT || 4100);
      const result = await crashBurst({
        databaseUrl: database.url,
        redisUrl: kind === 'postgres' ? process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379' : undefined,
        orders: ORDERS,
        atOnce: 50,
        photoDir,
        ports: [apiPort, apiPort + 1],
        balancer: kind === 'postgres' && canRunNginx() ? nginxBalancer : undefined,
        log: (line) => console.error(`  ${line}`),
      });
      console.log(`\n${describeCrash(result)}\n(${((Date.now() - partStarted) / 1000).toFixed(0)} s in all)`);
      problems.push(...failures(result).map((problem) => `${kind}: ${problem}`));
    } finally {
      await database.drop();
      fs.rmSync(photoDir, { recursive: true, force: true });
    }
  };
  if (PARTS.includes('postgres')) {
    process.env.TEST_DATABASE_URL ||= process.env.BENCH_DATABASE_URL;
    if (!process.env.TEST_DATABASE_URL) throw new Error('BENCH_DATABASE_URL is needed for the PostgreSQL part');
    await run('postgres');
  }
  if (PARTS.includes('sqlite')) await run('sqlite');
  if (PARTS.includes('memory')) console.log(`\n${await twentyPhotos()}`);
  console.log(`\nThe crash bench took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (problems.length) {
    console.log(`\nFAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
