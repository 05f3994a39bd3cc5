// Starts the API: configuration, database (created and migrated; seeded when empty, outside production), then listen.
import { loadConfig, ConfigError } from './config';
import { openDatabase, migrateToLatest, isEmptyCatalogue } from './db';
import { seedDemoMall } from './seed';
import { buildApp } from './app';
import { createPaymentProvider } from './services/payment-providers';
import { searchIndex } from './services/search-index';

async function main(): Promise<void> {
  const config = loadConfig();
  createPaymentProvider(config); // its settings are checked before anything starts
  const { db, dialect, close } = await openDatabase(config.databaseUrl, config.pgPool);
  await migrateToLatest(db);
  // Development loads the demo mall into an empty database of either kind; production never writes a catalogue by
  // itself (the operator runs `npm run mall -- seed` once, README "Run in production").
  if (await isEmptyCatalogue(db)) {
    if (config.nodeEnv === 'production') {
      console.warn('The catalogue is empty: load the demo mall with `npm run mall -- seed` (same DATABASE_URL).');
    } else {
      const started = Date.now();
      process.stdout.write(`Seeding the demo mall into the empty ${dialect} database… `);
      const { products } = await seedDemoMall(db);
      process.stdout.write(`${products} products (${Date.now() - started} ms)\n`);
    }
  }
  // The search vocabulary and names are read before the first shopper types (about a second on 100,000 products).
  await searchIndex(db);
  const app = await buildApp({ db, dialect, config, logger: config.nodeEnv !== 'test' });
  const shutdown = async () => {
    // Requests under way finish; a keep-alive connection is closed as soon as its answer has gone (close() alone
    // ends only the connections idle at that moment, and a client may keep the others open for a minute).
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(closeIdle);
    await close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Mall API (${config.nodeEnv} mode) listening on http://localhost:${config.port}/api (${config.apiDocs ? `docs: http://localhost:${config.port}/api/docs, ` : ''}database: ${dialect})`,
  );
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
