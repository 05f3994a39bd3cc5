// The delivery fee the shop sets and where it delivers, and whether it takes cash: settings kept as JSON in two
// site_setting rows (docs/DECISIONS.md, "Delivery fees" and "Cash on delivery").
import type { Static } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import { ERROR_CODE, MallError } from '../errors';
import { cents } from '../lib/money';
import type { Executor } from '../repositories/executor';
import { readSiteSettings } from '../repositories/site';
import { CashRules, DeliveryRules } from '../schemas/site';

export type DeliveryRulesValue = Static<typeof DeliveryRules>;
export type CashRulesValue = Static<typeof CashRules>;

/** Before the owner saves any: $1, free from $50 of products, every khan (what the code said before issue 34). */
export const DEFAULT_DELIVERY: DeliveryRulesValue = { fee: 1, freeFrom: 50, area: [] };
export const DEFAULT_CASH: CashRulesValue = { enabled: false, maxPerOrder: 100, maxOpenOrders: 2 };

function parsed<T>(json: string, schema: typeof DeliveryRules | typeof CashRules, fallback: T): T {
  if (json === '') return fallback;
  try {
    const value: unknown = JSON.parse(json);
    return Value.Check(schema, value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export const parseDeliveryRules = (json: string) => parsed(json, DeliveryRules, DEFAULT_DELIVERY);
export const parseCashRules = (json: string) => parsed(json, CashRules, DEFAULT_CASH);

export async function readDeliveryRules(db: Executor): Promise<DeliveryRulesValue> {
  return parseDeliveryRules((await readSiteSettings(db)).values.delivery);
}

export async function readCashRules(db: Executor): Promise<CashRulesValue> {
  return parseCashRules((await readSiteSettings(db)).values.cashOnDelivery);
}

/**
 * The fee for `productCents` of products to `khan` (null: an address saved before khans, charged the flat fee):
 * nothing from the free-delivery threshold, else the khan's own fee where it has one, else the flat fee.
 */
export function deliveryFeeCents(rules: DeliveryRulesValue, khan: string | null, productCents: number): number {
  if (rules.freeFrom > 0 && productCents >= cents(rules.freeFrom)) return 0;
  const zone = khan === null ? undefined : rules.area.find((a) => a.khan === khan);
  return cents(zone?.fee ?? rules.fee);
}

/**
 * Refuses (155) a khan outside the shop's area. `khan` null is an address saved before khans: placing takes it (the
 * flat fee, until the shopper edits it); saving an address without a khan is refused while the area is limited.
 */
export function checkDeliverable(rules: DeliveryRulesValue, khan: string | null, { saving }: { saving: boolean }) {
  if (rules.area.length === 0) return;
  if (khan === null ? saving : !rules.area.some((a) => a.khan === khan))
    throw new MallError(ERROR_CODE.outsideDeliveryArea);
}
