// Site settings and the health check, for the routes (which never reach the repositories themselves).
import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../db';
import { readSiteSettings } from '../repositories/site';
import { SiteSettings } from '../schemas/site';
import { parseDeliveryRules } from './delivery';

type Shown = Exclude<keyof Static<typeof SiteSettings>, 'delivery'>;
const SHOWN = Object.keys(SiteSettings.properties).filter((key) => key !== 'delivery') as Shown[];

/** What every shopper sees: the settings the shopper schema names, never the bank account. */
export async function siteSettings(db: Db): Promise<Static<typeof SiteSettings>> {
  const { values } = await readSiteSettings(db);
  return {
    ...(Object.fromEntries(SHOWN.map((key) => [key, values[key]])) as Pick<Static<typeof SiteSettings>, Shown>),
    delivery: parseDeliveryRules(values.delivery),
  };
}

/** Answers once the database has answered a read; throws (and so 500/98) when it cannot. */
export async function checkHealth(db: Db): Promise<{ ok: true }> {
  await readSiteSettings(db);
  return { ok: true };
}
