// Site settings and the health check, for the routes (which never reach the repositories themselves).
import type { Db } from '../db';
import { readSiteSettings, type SiteSettings } from '../repositories/site';

export function siteSettings(db: Db): Promise<SiteSettings> {
  return readSiteSettings(db);
}

/** Answers once the database has answered a read; throws (and so 500/98) when it cannot. */
export async function checkHealth(db: Db): Promise<{ ok: true }> {
  await readSiteSettings(db);
  return { ok: true };
}
