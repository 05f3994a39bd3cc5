// The site settings as owners edit them: the shop's contacts, app links and bank-transfer account, saved together
// under one version (every row carries it; a save moves them all on, or none when someone saved since: 132).
import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../db';
import { clock } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { writeAudit } from '../repositories/audit';
import type { Executor } from '../repositories/executor';
import { moveSiteSettingsVersion, readSiteSettings, writeSiteSettings } from '../repositories/site';
import { SettingsSchema, type SettingsSaveBody } from '../schemas/merchant';
import type { StaffCall } from './staff-call';
import { parseCashRules, parseDeliveryRules } from './delivery';

type Settings = Static<typeof SettingsSchema>;
/** The settings kept as they are typed; the delivery and cash rules are kept as JSON (services/delivery.ts). */
type SettingKey = Exclude<keyof Settings, 'version' | 'delivery' | 'cashOnDelivery'>;

const EDITED = Object.keys(SettingsSchema.properties).filter(
  (key) => !['version', 'delivery', 'cashOnDelivery'].includes(key),
) as SettingKey[];

/** The settings shoppers open as links: https only ('' for none), never `javascript:`, `data:` or plain http. */
const LINKS = ['facebook', 'appStoreUrl', 'googlePlayUrl'] as const;

function isHttpsLink(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

async function read(db: Executor): Promise<Settings> {
  const { values, version } = await readSiteSettings(db);
  return {
    ...(Object.fromEntries(EDITED.map((key) => [key, values[key]])) as Pick<Settings, SettingKey>),
    delivery: parseDeliveryRules(values.delivery),
    cashOnDelivery: parseCashRules(values.cashOnDelivery),
    version,
  };
}

export function readSettings(db: Db): Promise<Settings> {
  return read(db);
}

export async function saveSettings(
  { db, staffId }: StaffCall,
  input: Static<typeof SettingsSaveBody>,
): Promise<Settings> {
  if (LINKS.some((key) => input[key] !== '' && !isHttpsLink(input[key])))
    throw new MallError(ERROR_CODE.addressRefused);
  const khans = input.delivery.area.map((a) => a.khan);
  if (new Set(khans).size !== khans.length) throw new MallError(ERROR_CODE.badRequest);
  return db.transaction().execute(async (trx) => {
    const before = await read(trx);
    const moved = await moveSiteSettingsVersion(trx, input.version);
    if (input.version !== before.version || !moved) throw new MallError(ERROR_CODE.editedSinceOpened);
    await writeSiteSettings(
      trx,
      {
        ...Object.fromEntries(EDITED.map((key) => [key, input[key]])),
        delivery: JSON.stringify(input.delivery),
        cashOnDelivery: JSON.stringify(input.cashOnDelivery),
      },
      input.version + 1,
    );
    const after = await read(trx);
    await writeAudit(
      trx,
      { staffId, action: 'update', entity: 'settings', entityId: 'site', before, after },
      clock.now(),
    );
    return after;
  });
}
