// The site settings as owners edit them: the shop's contacts, app links and bank-transfer account, saved together
// under one version (every row carries it; a save moves them all on, or none when someone saved since: 132).
import type { Static } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Db } from '../db';
import { clock } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { writeAudit } from '../repositories/audit';
import type { Executor } from '../repositories/executor';
import type { SettingsSaveBody, SettingsSchema } from '../schemas/merchant';

type Settings = Static<typeof SettingsSchema>;
type SettingKey = Exclude<keyof Settings, 'version'>;

// The console's names and the stored keys (the shopper API has always called the Play Store link googlePlayUrl).
const STORED_KEY: Record<SettingKey, string> = {
  phone: 'phone',
  phoneCn: 'phoneCn',
  email: 'email',
  facebook: 'facebook',
  appStoreUrl: 'appStoreUrl',
  playStoreUrl: 'googlePlayUrl',
  bankName: 'bankName',
  accountName: 'accountName',
  accountNumber: 'accountNumber',
};

async function read(db: Executor): Promise<Settings> {
  const rows = await db.selectFrom('site_setting').select(['key', 'value', 'version']).execute();
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  const entries = (Object.keys(STORED_KEY) as SettingKey[]).map((k) => [k, byKey.get(STORED_KEY[k]) ?? '']);
  return {
    ...(Object.fromEntries(entries) as Omit<Settings, 'version'>),
    version: Math.max(1, ...rows.map((r) => r.version)),
  };
}

export function readSettings(db: Db): Promise<Settings> {
  return read(db);
}

export async function saveSettings(db: Db, staffId: number, input: Static<typeof SettingsSaveBody>): Promise<Settings> {
  return db.transaction().execute(async (trx) => {
    const before = await read(trx);
    const moved = await trx
      .updateTable('site_setting')
      .set({ version: sql`version + 1` })
      .where('version', '=', input.version)
      .executeTakeFirst();
    const rows = await trx.selectFrom('site_setting').select('key').execute();
    if (input.version !== before.version || (rows.length > 0 && Number(moved.numUpdatedRows) === 0)) {
      throw new MallError(ERROR_CODE.editedSinceOpened);
    }
    const version = input.version + 1;
    for (const key of Object.keys(STORED_KEY) as SettingKey[]) {
      const value = input[key];
      await trx
        .insertInto('site_setting')
        .values({ key: STORED_KEY[key], value, version })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, version }))
        .execute();
    }
    const after = await read(trx);
    await writeAudit(
      trx,
      { staffId, action: 'update', entity: 'settings', entityId: 'site', before, after },
      clock.now(),
    );
    return after;
  });
}
