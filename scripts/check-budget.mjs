// CI's bundle budget: the first-load JS (gzip -9) of each page in budget.json, added up from the build
// (scripts/first-load.mjs), must not pass the page's budget. Run after `npm run build`:
//   node scripts/check-budget.mjs
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstLoadOf } from './first-load.mjs';
import { ROOT } from './shell-server.mjs';

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Each budgeted page's first load against its budget; `over` lists the pages past it. */
export async function checkBudget(budget) {
  const rows = [];
  for (const [page, limitKiB] of Object.entries(budget.firstLoadJsGzipKiB)) {
    const load = await firstLoadOf(page, 'federated');
    rows.push({ page, bytes: load.gzip, limit: limitKiB * 1024, files: load.files });
  }
  return { rows, over: rows.filter((row) => row.bytes > row.limit) };
}

async function main() {
  const budget = JSON.parse(await readFile(path.join(ROOT, 'budget.json'), 'utf8'));
  const { rows, over } = await checkBudget(budget);
  for (const row of rows) {
    console.log(
      `${row.bytes > row.limit ? 'OVER' : 'ok  '} ${row.page}: first-load JS ${kib(row.bytes)} KiB gzip (${row.bytes} B), budget ${kib(row.limit)} KiB`,
    );
  }
  if (over.length) {
    for (const row of over) {
      console.error(
        `\n${row.page} is ${row.bytes - row.limit} B over its budget (${row.bytes} B > ${row.limit} B). Largest files:`,
      );
      for (const file of row.files.slice(0, 8)) console.error(`  ${kib(file.gzip).padStart(6)} KiB  ${file.file}`);
    }
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
