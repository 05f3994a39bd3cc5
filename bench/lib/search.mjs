// (e) Search: suggestions while typing and searches as shoppers type them, on 100,000 products, on SQLite and (with
// BENCH_DATABASE_URL, a PostgreSQL database the bench may erase) on PostgreSQL; the catalogue cache off.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { callApi } from './api-client.mjs';
import { API_URL, startApi } from './servers.mjs';
import { removeDatabase, seedScratch, timeCalls, VISITOR_BUDGET_MS } from './scale.mjs';

export const SEARCH_PRODUCTS = 100_000;
/**
 * Suggestions answer each keystroke: p95 within this (issue 25); a search within the visitor budget (issue 6: what any
 * visitor call may cost). A call over its budget makes `npm run bench` exit 1.
 */
export const SUGGEST_BUDGET_MS = 30;
const SAMPLES = 100;

const SUGGESTS = ['r', 'ri', 'ric', 'rice', 'groud cof', 'mondullkiri', 'កាហ្វេ', 'ទឹក\u200Bសុទ្ធ', '咖啡', 'zzqqxx'];
const SEARCHES = [
  'rice',
  'a',
  'ri',
  'groud coffee',
  'mondullkiri mineral water',
  'coffee ground',
  'កាហ្វេ\u200Bម៉ដ្ឋ',
  '咖啡',
  'zzqqxx',
];

async function emptyPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc/<pid>/stat's times

/** CPU milliseconds a process has used (user + system), from /proc: what a call costs whatever else the machine runs. */
function cpuMsOf(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0; // a connection closed meanwhile
  }
  const fields = stat.split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The API process and, on PostgreSQL, the server processes of its connections (same machine). */
async function processesOf(api, url) {
  if (!url.startsWith('postgres')) return [api.pid];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return [api.pid, ...rows.map((row) => row.pid)];
  } finally {
    await client.end();
  }
}

/**
 * timeCalls, and the CPU time per call (mean over the samples) of the API and its database server processes: those
 * there at the end, each counted from the start or from its own start (the pool may reconnect meanwhile; a connection
 * closed before the end is not counted).
 */
async function timeAndCpu(call, api, url) {
  await call();
  const before = new Map((await processesOf(api, url)).map((pid) => [pid, cpuMsOf(pid)]));
  const timed = await timeCalls(call, SAMPLES);
  const used = (await processesOf(api, url)).reduce((sum, pid) => sum + cpuMsOf(pid) - (before.get(pid) ?? 0), 0);
  return { ...timed, cpuMs: used / (SAMPLES + 1) };
}

async function versionOf(url) {
  if (!url.startsWith('postgres')) {
    const db = new Database(':memory:');
    try {
      return `SQLite ${db.prepare('SELECT sqlite_version() AS v').get().v}`;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return `PostgreSQL ${(await client.query('SHOW server_version')).rows[0].server_version}`;
  } finally {
    await client.end();
  }
}

async function measureOn(database, url) {
  const seedMs = await seedScratch(url, SEARCH_PRODUCTS);
  const api = await startApi(url, { CATALOG_CACHE_MS: '0' });
  const rows = [];
  const loadBefore = load();
  try {
    for (const q of SUGGESTS) {
      const call = () => callApi(API_URL, 'GET', 'search/suggest', { params: { q } });
      const { list } = await call();
      rows.push({
        database,
        call: `suggest "${q}"`,
        found: list.length,
        budget: SUGGEST_BUDGET_MS,
        ...(await timeAndCpu(call, api, url)),
      });
    }
    for (const prodName of SEARCHES) {
      const call = () => callApi(API_URL, 'GET', 'prod/pageBySearch', { params: { prodName, current: 1, size: 10 } });
      const { total } = await call();
      rows.push({
        database,
        call: `search "${prodName}"`,
        found: total,
        budget: VISITOR_BUDGET_MS,
        ...(await timeAndCpu(call, api, url)),
      });
    }
  } finally {
    await api.stop();
  }
  return {
    rows,
    note:
      `${database} (${await versionOf(url)}): seeding ${SEARCH_PRODUCTS.toLocaleString('en')} products took ` +
      `${(seedMs / 1000).toFixed(1)} s; load average (1, 5, 15 min) ${loadBefore} before the calls, ${load()} after`,
  };
}

export async function measureSearch(scratchDir) {
  const file = path.join(scratchDir, `search-${SEARCH_PRODUCTS}.db`);
  const rows = [];
  const notes = [];
  try {
    const sqlite = await measureOn('SQLite', file);
    rows.push(...sqlite.rows);
    notes.push(sqlite.note);
  } finally {
    await removeDatabase(file);
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (postgresUrl) {
    await emptyPostgres(postgresUrl);
    try {
      const postgres = await measureOn('PostgreSQL', postgresUrl);
      rows.push(...postgres.rows);
      notes.push(postgres.note);
    } finally {
      await emptyPostgres(postgresUrl);
    }
  } else notes.push('PostgreSQL not measured: set BENCH_DATABASE_URL to a database the bench may erase');
  return { rows, notes };
}
