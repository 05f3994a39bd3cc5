// The site_setting table, its one reader and writer: a row a setting, every row at the settings' one version.
import type { Static } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Executor } from './executor';
import { SiteSettingValues } from '../schemas/site';

export type SiteSettingValues = Static<typeof SiteSettingValues>;
type SettingKey = keyof SiteSettingValues;

const KEYS = Object.keys(SiteSettingValues.properties) as SettingKey[];

/** Every setting (empty when never saved) and their version (1 before the first save). */
export async function readSiteSettings(db: Executor): Promise<{ values: SiteSettingValues; version: number }> {
  const rows = await db.selectFrom('site_setting').select(['key', 'value', 'version']).execute();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const values = Object.fromEntries(KEYS.map((key) => [key, byKey.get(key) ?? ''])) as SiteSettingValues;
  return { values, version: Math.max(1, ...rows.map((r) => r.version)) };
}

/**
 * Moves every row from `version` to the next; false when some row is at another version (someone saved since). With
 * no row yet there is nothing to move, and the first save goes ahead.
 */
export async function moveSiteSettingsVersion(db: Executor, version: number): Promise<boolean> {
  const moved = await db
    .updateTable('site_setting')
    .set({ version: sql`version + 1` })
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) > 0) return true;
  const any = await db.selectFrom('site_setting').select('key').limit(1).executeTakeFirst();
  return any === undefined;
}

/** Writes the settings given, each at `version`. */
export async function writeSiteSettings(db: Executor, values: Partial<SiteSettingValues>, version = 1): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insertInto('site_setting')
      .values({ key, value, version })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, version }))
      .execute();
  }
}
