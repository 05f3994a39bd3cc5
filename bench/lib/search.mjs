// (e) Search: suggestions while typing and searches as shoppers type them, on 100,000 products, on SQLite and (with
// BENCH_DATABASE_URL, a PostgreSQL database the bench may erase) on PostgreSQL; the catalogue cache off.
import path from 'node:path';
import pg from 'pg';
import { callApi } from './api-client.mjs';
import { API_URL, startApi } from './servers.mjs';
import { removeDatabase, seedScratch, timeCalls, VISITOR_BUDGET_MS } from './scale.mjs';

export const SEARCH_PRODUCTS = 100_000;
/** Suggestions answer each keystroke: p95 within this (issue 25); a search within the visitor budget. */
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

async function measureOn(database, url) {
  const seedMs = await seedScratch(url, SEARCH_PRODUCTS);
  const api = await startApi(url, { CATALOG_CACHE_MS: '0' });
  const rows = [];
  try {
    for (const q of SUGGESTS) {
      const call = () => callApi(API_URL, 'GET', 'search/suggest', { params: { q } });
      const { list } = await call();
      rows.push({
        database,
        call: `suggest "${q}"`,
        found: list.length,
        budget: SUGGEST_BUDGET_MS,
        ...(await timeCalls(call, SAMPLES)),
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
        ...(await timeCalls(call, SAMPLES)),
      });
    }
  } finally {
    await api.stop();
  }
  return {
    rows,
    note: `${database}: seeding ${SEARCH_PRODUCTS.toLocaleString('en')} products took ${(seedMs / 1000).toFixed(1)} s`,
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
