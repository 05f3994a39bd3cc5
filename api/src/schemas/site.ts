// The site's settings, as the OpenAPI document at /api/docs shows them.
import { Type } from '@fastify/type-provider-typebox';
import { Money } from './common';
import { KHAN_CODES, type KhanCode } from './khans';

export const KhanSchema = Type.Unsafe<KhanCode>(
  Type.String({ enum: [...KHAN_CODES], description: "one of Phnom Penh's khans (schemas/khans.ts)" }),
);

/** The delivery fee the shop sets (docs/DECISIONS.md, "Delivery fees"). */
export const DeliveryRules = Type.Object({
  fee: Type.Number({ ...Money, maximum: 100, description: 'the flat fee, dollars' }),
  freeFrom: Type.Number({
    ...Money,
    maximum: 100000,
    description: 'free delivery from this product amount; 0: never free',
  }),
  area: Type.Array(
    Type.Object({
      khan: KhanSchema,
      // null first: the request validator's type coercion would read null as 0 for a number tried first.
      fee: Type.Union([Type.Null(), Type.Number({ ...Money, maximum: 100 })], {
        description: "this khan's own fee; null: the flat fee",
      }),
    }),
    { maxItems: KHAN_CODES.length, description: 'the khans the shop delivers to; empty: every khan, at the flat fee' },
  ),
});

/** Cash on delivery, as the owner allows it (docs/DECISIONS.md, "Cash on delivery"). */
export const CashRules = Type.Object({
  enabled: Type.Boolean(),
  maxPerOrder: Type.Number({ ...Money, maximum: 100000, description: 'the largest cash order, dollars' }),
  maxOpenOrders: Type.Integer({
    minimum: 1,
    maximum: 20,
    description: 'cash orders one member may have open (to be delivered or on its way) at once',
  }),
});

/**
 * Every setting the site keeps (table site_setting, a row a key), each under one name in the shopper API, the staff
 * API and the table: the shopper API's names, which its remotes read.
 */
export const SiteSettingValues = Type.Object({
  phone: Type.String({ maxLength: 40 }),
  phoneCn: Type.String({ maxLength: 40 }),
  email: Type.String({ maxLength: 200 }),
  facebook: Type.String({ maxLength: 500 }),
  appStoreUrl: Type.String({ maxLength: 500, description: 'The app on the App Store (iOS); empty when there is none' }),
  googlePlayUrl: Type.String({
    maxLength: 500,
    description: 'The app on Google Play (Android); empty when there is none',
  }),
  appDownloadUrl: Type.String({
    maxLength: 500,
    description: 'What the download QR code opens; empty when there is none',
  }),
  bankName: Type.String({ maxLength: 200, description: 'The bank-transfer account (staff only)' }),
  accountName: Type.String({ maxLength: 200 }),
  accountNumber: Type.String({ maxLength: 100 }),
  rielRate: Type.String({
    maxLength: 20,
    description: "Riel per dollar, a whole number (4100); '' for the default (4100). Anything else is refused: 150",
  }),
  rielStep: Type.String({
    maxLength: 20,
    description: "What riel figures are rounded to (100, the smallest note); '' for the default (100). 151",
  }),
  delivery: Type.String({ maxLength: 4000, description: 'DeliveryRules as JSON; empty: the defaults' }),
  cashOnDelivery: Type.String({ maxLength: 400, description: 'CashRules as JSON; empty: no cash' }),
});

/** What every shopper sees of them: the texts as kept, the riel rate as numbers (the defaults when never set). */
export const SiteSettings = Type.Object({
  ...Type.Pick(SiteSettingValues, [
    'phone',
    'phoneCn',
    'email',
    'facebook',
    'appStoreUrl',
    'googlePlayUrl',
    'appDownloadUrl',
  ]).properties,
  rielRate: Type.Integer({ description: 'Riel per dollar, the rate riel prices beside the dollar are figured at' }),
  rielStep: Type.Integer({ description: 'The riel those figures are rounded to (half up)' }),
  delivery: DeliveryRules,
});
