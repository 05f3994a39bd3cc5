// The site settings as owners edit them: the shop's contacts, app links and bank-transfer account, saved together
// under one version (every row carries it; a save moves them all on, or none when someone saved since: 132).
import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../db';
import { clock } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { isRielRate, DEFAULT_RIEL_RATE } from '../schemas/riel';
import { writeAudit } from '../repositories/audit';
import type { Executor } from '../repositories/executor';
import { moveSiteSettingsVersion, readSiteSettings, writeSiteSettings } from '../repositories/site';
import { SettingsSchema, type SettingsSaveBody, type SettingsView } from '../schemas/merchant';
import type { PaymentProvider } from './payment-providers/types';
import { shopBankAccount } from './site';
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

/** A whole number as people type one ('4100', '4,100', ' 4 100 '), or NaN. */
function wholeNumber(text: string): number {
  const digits = text.replace(/[\s,]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The riel settings as kept: digits only, '' for the default; 150/151 for anything that is not a sane rate or step. */
function rielSettings(input: { rielRate: string; rielStep: string }): { rielRate: string; rielStep: string } {
  const rate = input.rielRate.trim() === '' ? DEFAULT_RIEL_RATE.rate : wholeNumber(input.rielRate);
  const step = input.rielStep.trim() === '' ? DEFAULT_RIEL_RATE.step : wholeNumber(input.rielStep);
  if (!isRielRate(rate, DEFAULT_RIEL_RATE.step)) throw new MallError(ERROR_CODE.rielRateInvalid);
  if (!isRielRate(DEFAULT_RIEL_RATE.rate, step)) throw new MallError(ERROR_CODE.rielStepInvalid);
  return {
    rielRate: input.rielRate.trim() === '' ? '' : String(rate),
    rielStep: input.rielStep.trim() === '' ? '' : String(step),
  };
}

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

/** The settings with the transfer account shoppers are shown now: the shop's own, else the provider's. */
export async function withShownBankAccount(
  db: Db,
  settings: Settings,
  provider: PaymentProvider,
): Promise<Static<typeof SettingsView>> {
  const shop = await shopBankAccount(db);
  const shown = shop
    ? { ...shop, from: 'shop' }
    : {
        ...(await provider.bankTransfer({
          reference: '',
          orderNumbers: [],
          amountCents: 0,
          amountRiel: null,
          currency: 'USD',
          createdAt: 0,
          expiresAt: 0,
        })),
        from: provider.name,
      };
  return { ...settings, shownBankAccount: shown };
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
  const saved = { ...input, ...rielSettings(input) };
  const khans = input.delivery.area.map((a) => a.khan);
  if (new Set(khans).size !== khans.length) throw new MallError(ERROR_CODE.badRequest);
  return db.transaction().execute(async (trx) => {
    const before = await read(trx);
    const moved = await moveSiteSettingsVersion(trx, input.version);
    if (input.version !== before.version || !moved) throw new MallError(ERROR_CODE.editedSinceOpened);
    await writeSiteSettings(
      trx,
      {
        ...Object.fromEntries(EDITED.map((key) => [key, saved[key]])),
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
