// Site settings and the health check, for the routes (which never reach the repositories themselves).
import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../db';
import { DEFAULT_RIEL_RATE, isRielRate, type RielRate } from '../schemas/riel';
import type { Executor } from '../repositories/executor';
import { readSiteSettings, type SiteSettingValues } from '../repositories/site';
import { SiteSettings } from '../schemas/site';
import { parseDeliveryRules } from './delivery';

type Shown = Static<typeof SiteSettings>;
type Computed = 'rielRate' | 'rielStep' | 'delivery';
const TEXTS = Object.keys(SiteSettings.properties).filter(
  (key) => !['rielRate', 'rielStep', 'delivery'].includes(key),
) as Array<Exclude<keyof Shown, Computed>>;

/** The rate as kept (texts the console checked on saving: 150, 151), or the default until the owner set one. */
function rielRateOf(values: SiteSettingValues): RielRate {
  const rate = values.rielRate === '' ? DEFAULT_RIEL_RATE.rate : Number(values.rielRate);
  const step = values.rielStep === '' ? DEFAULT_RIEL_RATE.step : Number(values.rielStep);
  return isRielRate(rate, step) ? { rate, step } : DEFAULT_RIEL_RATE;
}

/** The shop's riel rate now: what the shopper's pages show and what an order placed now freezes. */
export async function shopRielRate(db: Executor): Promise<RielRate> {
  return rielRateOf((await readSiteSettings(db)).values);
}

/** What every shopper sees: the settings the shopper schema names (with the riel rate), never the bank account. */
export async function siteSettings(db: Db): Promise<Shown> {
  const { values } = await readSiteSettings(db);
  const { rate, step } = rielRateOf(values);
  return {
    ...(Object.fromEntries(TEXTS.map((key) => [key, values[key]])) as Omit<Shown, Computed>),
    rielRate: rate,
    rielStep: step,
    delivery: parseDeliveryRules(values.delivery),
  };
}

/**
 * The shop's own transfer account, once the owner has set all three of its fields in the console; until then the
 * payment provider's (the development sandbox's, or the Bakong account) is what shoppers are shown.
 */
export async function shopBankAccount(
  db: Executor,
): Promise<{ bankName: string; accountName: string; accountNumber: string } | null> {
  const { values } = await readSiteSettings(db);
  const account = {
    bankName: values.bankName.trim(),
    accountName: values.accountName.trim(),
    accountNumber: values.accountNumber.trim(),
  };
  return account.bankName && account.accountName && account.accountNumber ? account : null;
}

/** Answers once the database has answered a read; throws (and so 500/98) when it cannot. */
export async function checkHealth(db: Db): Promise<{ ok: true }> {
  await readSiteSettings(db);
  return { ok: true };
}
