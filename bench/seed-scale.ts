// Builds a scratch SQLite database for the scale runs: migrated, the demo mall, then more products up to `n` in all.
//   node --import tsx bench/seed-scale.ts <file> <n>
import { migrateToLatest, openDatabase } from '../api/src/db';
import * as seed from '../api/src/seed';

async function main(): Promise<void> {
  const [file, count] = process.argv.slice(2);
  const n = Number(count);
  if (!file || !Number.isInteger(n) || n < 1 || n > 1_000_000)
    throw new Error('usage: seed-scale.ts <file> <products 1..1000000>');
  const opened = await openDatabase(file);
  try {
    await migrateToLatest(opened.db);
    const demo = await seed.seedDemoMall(opened.db);
    if (n > demo.products) await seed.seedLargeCatalogue(opened.db, n - demo.products);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
