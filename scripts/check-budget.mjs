// CI's bundle budget: the first-load JS (gzip -9) of each page in budget.json, counted as a browser fetches it
// (bench/lib/first-load.mjs) on a mall started as `npm start` starts it (a scratch SQLite database with the demo
// catalogue, the bench's ports), must not pass the page's budget. Run after `npm run build`:
//   node scripts/check-budget.mjs
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstLoadOf } from '../bench/lib/first-load.mjs';
import { launchChromium } from '../bench/lib/browser.mjs';
import { ROOT, SHELL_URL, startMall, stopAll } from '../bench/lib/servers.mjs';

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Each budgeted page's first load, fetched from `origin`, against its budget; `over` lists the pages past it. */
export async function checkBudget(budget, origin) {
  const browser = await launchChromium();
  try {
    const rows = [];
    for (const [page, limitKiB] of Object.entries(budget.firstLoadJsGzipKiB)) {
      const load = await firstLoadOf(browser, origin, page);
      rows.push({ page, bytes: load.gzip, limit: limitKiB * 1024, files: load.files });
    }
    return { rows, over: rows.filter((row) => row.bytes > row.limit) };
  } finally {
    await browser.close();
  }
}

async function main() {
  const budget = JSON.parse(await readFile(path.join(ROOT, 'budget.json'), 'utf8'));
  const scratch = path.join(ROOT, '.bench', 'budget');
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  await startMall(path.join(scratch, 'mall.db'));
  const { rows, over } = await checkBudget(budget, SHELL_URL);
  for (const row of rows) {
    console.log(
      `${row.bytes > row.limit ? 'OVER' : 'ok  '} ${row.page}: first-load JS ${kib(row.bytes)} KiB gzip (${row.bytes} B, ${row.files.length} files as the browser fetched them), budget ${kib(row.limit)} KiB`,
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
  main()
    .catch((error) => {
      console.error(error.message);
      process.exitCode = 1;
    })
    .finally(() => stopAll());
}
