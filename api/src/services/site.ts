// Site settings and the health check, for the routes (which never reach the repositories themselves).
import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../db';
import { readSiteSettings } from '../repositories/site';
import { SiteSettings } from '../schemas/site';

const SHOWN = Object.keys(SiteSettings.properties) as Array<keyof Static<typeof SiteSettings>>;

/** What every shopper sees: the settings the shopper schema names, never the bank account. */
export async function siteSettings(db: Db): Promise<Static<typeof SiteSettings>> {
  const { values } = await readSiteSettings(db);
  return Object.fromEntries(SHOWN.map((key) => [key, values[key]])) as Static<typeof SiteSettings>;
}

/** Answers once the database has answered a read; throws (and so 500/98) when it cannot. */
export async function checkHealth(db: Db): Promise<{ ok: true }> {
  await readSiteSettings(db);
  return { ok: true };
}
