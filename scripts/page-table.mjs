// The page table (shared/src/contracts/pages.json, docs/CONTRACTS.md "Federation") for the servers: each remote's
// pages, the page key each face shows them at, and which ones the shell server draws.
import { readFileSync } from 'node:fs';

export const PAGE_TABLE = JSON.parse(
  readFileSync(new URL('../shared/src/contracts/pages.json', import.meta.url), 'utf8'),
);

/** Every exposed page as `{ remote, expose, ...where }`. */
export const REMOTE_PAGES = Object.entries(PAGE_TABLE).flatMap(([remote, pages]) =>
  Object.entries(pages).map(([expose, where]) => ({ remote, expose, ...where })),
);

/** The remote page a face shows at a page key (`index` …), if a remote draws it. */
export function remotePageAt(face, page) {
  const found = REMOTE_PAGES.find((candidate) => candidate[face] === page);
  return found && { remote: found.remote, expose: found.expose };
}

/** The pages the shell server draws (`catalog/HomePage` …). */
export const SERVER_RENDERED = new Set(
  REMOTE_PAGES.filter((page) => page.serverRendered).map((page) => `${page.remote}/${page.expose}`),
);
