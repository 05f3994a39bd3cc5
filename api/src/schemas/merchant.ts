// The merchant console's call payloads (docs/MERCHANT-API.md), as the OpenAPI document at /api/docs shows them.
import { Type, type Static, type TOptional, type TSchema } from '@fastify/type-provider-typebox';
import { Id, Localized, Money, PagingProps, Time } from './common';
import { MIN_STAFF_PASSWORD } from './codes';
import { OrderSchema } from './commerce';
import { CashRules, DeliveryRules, SiteSettingValues } from './site';

export const StaffRole = Type.Union([Type.Literal('owner'), Type.Literal('catalogue'), Type.Literal('orders')]);
export const Version = Type.Integer({ minimum: 1, description: 'the version the entity was read at (132 when stale)' });

export const Login = Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{1,39}$', description: 'lower-case sign-in name' });
export const StaffPassword = Type.String({
  minLength: MIN_STAFF_PASSWORD,
  maxLength: 200,
  description: 'as typed (sent over TLS)',
});
export const TotpCode = Type.String({ pattern: '^[0-9]{6}$', description: 'six digits from the authenticator app' });
const StaffName = Type.String({ minLength: 1, maxLength: 80 });
export const RecoveryCode = Type.String({
  pattern: '^[A-Za-z0-9 -]{8,40}$',
  description: 'one of the ten one-time recovery codes (XXXXX-XXXXX; case, spaces and dashes do not matter)',
});
const RecoveryCodeList = Type.Array(Type.String(), {
  description: 'ten one-time recovery codes, shown this once (only their hashes are kept)',
});

export const TelegramLanguage = Type.Union([Type.Literal('km'), Type.Literal('en'), Type.Literal('zh')], {
  description: "the language of the shop bot's messages to this member",
});
export const StaffTelegramSchema = Type.Object({
  username: Type.Union([Type.String(), Type.Null()], { description: 'the Telegram @name, when the account has one' }),
  language: TelegramLanguage,
  linkedAt: Time,
});
export const MyTelegram = Type.Object({
  botReady: Type.Boolean({ description: 'false: the shop bot is not set up (no link can be made: 160)' }),
  link: Type.Union([StaffTelegramSchema, Type.Null()]),
});
export const TelegramLinkBody = Type.Object({ language: TelegramLanguage });
export const TelegramLink = Type.Object({
  url: Type.String({ description: 'https://t.me/<bot>?start=<token>: opens the bot, which links this member once' }),
  expiresAt: Time,
});

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** The shop bot as the owner sees it: never the token, never the whole webhook secret. */
export const ShopBotSetup = Type.Object({
  tokenSet: Type.Boolean(),
  tokenFrom: Nullable(
    Type.Union([Type.Literal('console'), Type.Literal('operator')], {
      description: "console: saved by an owner; operator: the server's TELEGRAM_BOT_TOKEN (until an owner saves one)",
    }),
  ),
  operatorTokenSet: Type.Boolean({
    description: "whether the server has a TELEGRAM_BOT_TOKEN: the bot's once the console's token is removed",
  }),
  botUsername: Nullable(Type.String({ description: "the bot's @name, as getMe answers" })),
  ordersChatId: Type.String({ description: "'' for none" }),
  catalogueChatId: Type.String({ description: "'' for none" }),
  webhookSecretSet: Type.Boolean(),
  webhookSecretEnd: Nullable(Type.String({ description: "the secret's last four characters, to compare" })),
  updates: Type.Union([Type.Literal('webhook'), Type.Literal('polling')]),
  webhookUrl: Nullable(Type.String({ description: 'where Telegram sends the updates (webhook mode)' })),
  reminderMinutes: Type.Integer({
    description:
      'an unconfirmed transfer is told this many minutes after it was placed, before the payment window ends',
  }),
  summaryHour: Type.Integer({ description: 'the daily summary goes at this hour, Phnom Penh time' }),
  paymentWindowMinutes: Type.Integer({
    description: 'an unpaid order is cancelled after this (PAYMENT_WINDOW_MINUTES)',
  }),
});
export const ShopBotSetupBody = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 300, description: "a new token; '' or absent keeps the one set" })),
  ordersChatId: Type.String({ maxLength: 40 }),
  catalogueChatId: Type.String({ maxLength: 40 }),
  webhookSecret: Type.Optional(
    Type.String({ maxLength: 256, description: "the owner's own secret; '' or absent keeps it (one is made if none)" }),
  ),
  newWebhookSecret: Type.Optional(Type.Boolean({ description: 'replace the webhook secret with a new one made here' })),
  reminderMinutes: Type.Integer({
    minimum: 1,
    maximum: 7 * 24 * 60 - 1,
    description: 'under paymentWindowMinutes (99 at or beyond it): the reminder comes before the order is cancelled',
  }),
  summaryHour: Type.Integer({ minimum: 0, maximum: 23 }),
});
export const ShopBotSaved = Type.Intersect([
  ShopBotSetup,
  Type.Object({
    webhook: Type.Union(
      [
        Type.Literal('set'),
        Type.Literal('failed'),
        Type.Literal('unchanged'),
        Type.Literal('noHttps'),
        Type.Literal('notUsed'),
      ],
      {
        description:
          'setWebhook after the save: done, refused or unanswered, not needed, impossible (PUBLIC_ORIGIN not https), or not used (polling, no bot)',
      },
    ),
  }),
]);
export const TelegramTestBody = Type.Object({ chat: Type.Union([Type.Literal('orders'), Type.Literal('catalogue')]) });
export const TelegramTestResult = Type.Object({
  chatId: Type.String(),
  delivered: Type.Boolean(),
  refusal: Nullable(Type.Union([Type.Literal('chatNotFound'), Type.Literal('botNotInChat'), Type.Literal('other')])),
  answer: Nullable(Type.String({ description: "Telegram's own words when it did not take the message" })),
});

export const StaffSchema = Type.Object({
  staffId: Type.Integer(),
  login: Type.String(),
  name: Type.String(),
  role: StaffRole,
  totpEnabled: Type.Boolean(),
  disabled: Type.Boolean(),
  createdAt: Time,
  version: Type.Integer(),
  telegram: Type.Optional(
    Type.Union([StaffTelegramSchema, Type.Null()], { description: "the staff list: the member's linked Telegram" }),
  ),
});

export const SignedIn = Type.Object({ token: Type.String(), staff: StaffSchema });
export const SetupResult = Type.Object({
  staff: StaffSchema,
  totpUri: Type.Optional(Type.String({ description: 'an owner: the otpauth:// URI to enroll' })),
  recoveryCodes: Type.Optional(RecoveryCodeList),
});
export const TotpConfirmed = Type.Object({ staff: StaffSchema, recoveryCodes: RecoveryCodeList });
export const SecondFactorBody = Type.Object({
  totp: Type.Optional(TotpCode),
  recoveryCode: Type.Optional(RecoveryCode),
});
export const RecoveryCodesLeft = Type.Object({ left: Type.Integer({ description: 'recovery codes not used yet' }) });
export const RecoveryCodeSet = Type.Object({ codes: RecoveryCodeList, left: Type.Integer() });
export const TotpEnrolment = Type.Object({ secret: Type.String(), uri: Type.String() });
export const StaffOfCall = Type.Object({ staff: StaffSchema });
export const Invitation = Type.Object({ staff: StaffSchema, setupUrl: Type.String() });

export const SetupBody = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 200 }),
  password: StaffPassword,
});
export const StaffLoginBody = Type.Object({
  login: Type.String({ minLength: 1, maxLength: 40 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  totp: Type.Optional(TotpCode),
  recoveryCode: Type.Optional(RecoveryCode),
  trusted: Type.Optional(
    Type.Boolean({
      description: 'the person trusts this browser: the session lasts STAFF_TRUSTED_SESSION_DAYS from its last use',
    }),
  ),
});
export const InviteBody = Type.Object({ login: Login, name: StaffName, role: StaffRole });
const Confirm = Type.Optional(
  Type.Boolean({ description: 'true: the person was asked and said yes (the console asks); else 173 and no change' }),
);
export const StaffUpdateBody = Type.Object({
  staffId: Id,
  role: Type.Optional(StaffRole),
  disabled: Type.Optional(Type.Boolean()),
  version: Version,
  confirm: Confirm,
});
export const PasswordResetBody = Type.Object({ staffId: Id, confirm: Confirm });

export const AuditQuery = Type.Object({
  ...PagingProps,
  staffId: Type.Optional(Id),
  entity: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'the kind: product, sku, category, tag, banner, hotSearch, staff, order…',
    }),
  ),
  action: Type.Optional(Type.String({ maxLength: 40 })),
  from: Type.Optional(Time),
  to: Type.Optional(Time),
});
export const AuditEntry = Type.Object({
  auditId: Type.Integer(),
  staffId: Type.Integer(),
  staffName: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  subject: Type.Union([Type.Object({ kh: Type.String(), en: Type.String(), cn: Type.String() }), Type.Null()], {
    description: 'the name of the record in each language (a SKU: its product and variant); null: none to give',
  }),
  related: Type.Record(Type.String(), Type.Object({ kh: Type.String(), en: Type.String(), cn: Type.String() }), {
    description: "names of the records the values point at, by 'product:<id>', 'category:<id>', 'tag:<id>'",
  }),
  before: Type.Unknown({ description: 'the values before (null for a creation)' }),
  after: Type.Unknown({ description: 'the values after (null for a deletion)' }),
  time: Time,
});

/** `<key>Kh`, `<key>En`, `<key>Cn` in a request: what a merchant types in each language. */
function ThreeLanguages<K extends string>(key: K, options: { minLength: number; maxLength: number }) {
  const text = Type.String(options);
  return { [`${key}Kh`]: text, [`${key}En`]: text, [`${key}Cn`]: text } as Record<
    `${K}Kh` | `${K}En` | `${K}Cn`,
    typeof text
  >;
}

const Name = { minLength: 1, maxLength: 200 };
const Long = { minLength: 0, maxLength: 20_000 };
const Stock = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const SpecValues = Type.Record(
  Type.String({ minLength: 1, maxLength: 60 }),
  Type.String({ minLength: 1, maxLength: 60 }),
  {
    description: '{ <spec name in English>: <value in English> }',
  },
);

export const ProductListQuery = Type.Object({
  ...PagingProps,
  q: Type.Optional(Type.String({ maxLength: 100, description: 'part of a name in any language' })),
  categoryId: Type.Optional(Id),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 on sale, 0 off' })),
  stock: Type.Optional(
    Type.Union([Type.Literal('out'), Type.Literal('low')], {
      description: 'out: none left; low: a SKU with 5 or fewer',
    }),
  ),
  sort: Type.Union([Type.Literal('updated'), Type.Literal('name'), Type.Literal('price'), Type.Literal('stock')], {
    default: 'updated',
  }),
});

/** The list's filters without its paging: which products the CSV export writes. */
export const ProductExportQuery = Type.Pick(ProductListQuery, ['q', 'categoryId', 'status', 'stock']);

export const MerchantProductRow = Type.Object({
  prodId: Type.Integer(),
  ...Localized('prodName'),
  pic: Type.String(),
  price: Money,
  stock: Type.Integer(),
  status: Type.Integer(),
  categoryId: Type.Union([Type.Integer(), Type.Null()]),
  updatedAt: Time,
  version: Type.Integer(),
});

export const MerchantSku = Type.Object({
  skuId: Type.Integer(),
  specValues: SpecValues,
  ...Localized('skuName'),
  price: Money,
  oriPrice: Money,
  stock: Type.Integer(),
  version: Type.Integer(),
});

export const PhotoSchema = Type.Object({
  photoId: Type.Integer(),
  hash: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  placeholder: Type.String({ description: 'the dominant colour, #rrggbb, to show while the photo loads' }),
  urls: Type.Record(
    Type.String({ description: 'a width in pixels' }),
    Type.Object({ avif: Type.String(), webp: Type.String(), jpeg: Type.String() }),
  ),
});

export const PictureSchema = Type.Object({
  hash: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  placeholder: Type.String(),
  url: Type.String({ description: 'the JPEG at its largest width (AVIF or WebP to a browser that asks)' }),
});

export const UploadSchema = Type.Object({
  uploadId: Type.Integer(),
  status: Type.Union([Type.Literal('processing'), Type.Literal('ready'), Type.Literal('failed')]),
  photo: Type.Union([PhotoSchema, Type.Null()], { description: "a product photo's, once ready" }),
  picture: Type.Union([PictureSchema, Type.Null()], { description: "a banner's or category's picture, once ready" }),
  codeId: Type.Union([Type.Integer(), Type.Null()], { description: 'the refusal (136-141), once failed' }),
  msg: Type.Union([Type.String(), Type.Null()]),
});

export const MerchantProduct = Type.Object({
  prodId: Type.Integer(),
  ...Localized('prodName'),
  ...Localized('brief'),
  ...Localized('content'),
  categoryId: Type.Union([Type.Integer(), Type.Null()]),
  tags: Type.Array(Type.Integer()),
  status: Type.Integer(),
  pic: Type.String(),
  photos: Type.Array(PhotoSchema),
  mainPhotoId: Type.Union([Type.Integer(), Type.Null()]),
  maxPerOrder: Type.Union([Type.Integer(), Type.Null()], {
    description: "the most units of one SKU per order; null: the shop's MAX_UNITS_PER_SKU",
  }),
  skus: Type.Array(MerchantSku),
  updatedAt: Time,
  version: Type.Integer(),
});

export const SkuInput = Type.Object({
  skuId: Type.Optional(Id),
  specValues: SpecValues,
  ...ThreeLanguages('skuName', { minLength: 0, maxLength: 200 }),
  price: Money,
  oriPrice: Money,
  stock: Type.Optional(
    Type.Integer({ ...Stock, description: 'a new SKU only: existing stock changes through sku/stock' }),
  ),
});

export const ProductSaveBody = Type.Object({
  prodId: Type.Optional(Id),
  ...ThreeLanguages('prodName', Name),
  ...ThreeLanguages('brief', { minLength: 0, maxLength: 500 }),
  ...ThreeLanguages('content', Long),
  categoryId: Id,
  tags: Type.Array(Id, { maxItems: 50, default: [] }),
  status: Type.Union([Type.Literal(0), Type.Literal(1)]),
  maxPerOrder: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 9999 }), Type.Null()], {
      description: "the most units of one SKU per order; 0 or null: the shop's MAX_UNITS_PER_SKU; absent: unchanged",
    }),
  ),
  skus: Type.Array(SkuInput, { minItems: 1, maxItems: 200 }),
  version: Type.Optional(Version),
});

export const BulkBody = Type.Object({
  items: Type.Array(
    Type.Object({ skuId: Id, price: Type.Optional(Money), stock: Type.Optional(Stock), version: Version }),
    { minItems: 1, maxItems: 1000 },
  ),
});
export const BulkResult = Type.Object({
  updated: Type.Integer(),
  refused: Type.Array(Type.Object({ skuId: Type.Integer(), codeId: Type.Integer() })),
});

export const StockBody = Type.Object({
  skuId: Id,
  delta: Type.Optional(
    Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, description: 'added in SQL, atomically' }),
  ),
  stock: Type.Optional(Stock),
  version: Type.Optional(Version),
});

/** What is wrong with a CSV line, for the console to say in its language (`reason` says it in English). */
export const ImportProblem = Type.Union([
  Type.Literal('unreadable'),
  Type.Literal('noLines'),
  Type.Literal('missingColumn'),
  Type.Literal('notAnId'),
  Type.Literal('noSuchProduct'),
  Type.Literal('skuWithoutProduct'),
  Type.Literal('noSuchSku'),
  Type.Literal('skuRepeated'),
  Type.Literal('nameMissing'),
  Type.Literal('noSuchCategory'),
  Type.Literal('badStatus'),
  Type.Literal('badSpec'),
  Type.Literal('badPrice'),
  Type.Literal('badStock'),
  Type.Literal('outOfLimits'),
  Type.Literal('productDiffers'),
]);
export type ImportProblem = Static<typeof ImportProblem>;

export const ImportResult = Type.Object({
  rows: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  errors: Type.Array(
    Type.Object({
      line: Type.Integer(),
      column: Type.String(),
      problem: ImportProblem,
      reason: Type.String(),
      /** productDiffers: the earlier line the product was first given on. */
      firstLine: Type.Optional(Type.Integer()),
    }),
  ),
});

/** The settings as owners edit them: all but the download QR code's address, which the shop's deployment sets. */
export const SettingsSchema = Type.Object({
  ...Type.Omit(SiteSettingValues, ['appDownloadUrl', 'delivery', 'cashOnDelivery']).properties,
  delivery: DeliveryRules,
  cashOnDelivery: CashRules,
  version: Type.Integer(),
});
export const SettingsSaveBody = Type.Object({ ...Type.Omit(SettingsSchema, ['version']).properties, version: Version });
/** The settings as the console shows them, with the transfer account shoppers are shown now. */
export const SettingsView = Type.Object({
  ...SettingsSchema.properties,
  shownBankAccount: Type.Object(
    {
      bankName: Type.String(),
      accountName: Type.String(),
      accountNumber: Type.String(),
      from: Type.String({
        description: "'shop': the three fields above; else the payment provider's ('sandbox' in development, 'khqr')",
      }),
    },
    { description: 'what a shopper paying by transfer is shown now' },
  ),
});

const DayOrTime = Type.String({ maxLength: 40, description: 'a day (2026-11-21, Phnom Penh) or an ISO time' });
export const StaffOrderQuery = Type.Object({
  ...PagingProps,
  status: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
  from: Type.Optional(DayOrTime),
  to: Type.Optional(Type.String({ ...DayOrTime, description: 'a day (included) or an ISO time (excluded)' })),
  orderNumber: Type.Optional(Type.String({ maxLength: 40 })),
  mobile: Type.Optional(Type.String({ maxLength: 20, description: "the member's mobile or the receiver's" })),
  q: Type.Optional(
    Type.String({
      maxLength: 40,
      description:
        "one search box: a payment reference (MPE5W3DJG9MF), any part of the order number, or of the member's or receiver's mobile (012 345 678, +855 12 345 678)",
    }),
  ),
});
export const OrderNumberBody = Type.Object({ orderNumber: Type.String({ minLength: 1, maxLength: 40 }) });
export const ShipBody = Type.Object({
  ...OrderNumberBody.properties,
  rider: Type.Optional(Type.String({ maxLength: 60, description: "the rider's name, shown to the shopper" })),
  riderPhone: Type.Optional(
    Type.String({ maxLength: 20, pattern: '^[0-9 +()-]*$', description: "the rider's phone, shown to the shopper" }),
  ),
  note: Type.Optional(
    Type.String({ maxLength: 200, description: 'a tracking note (a courier and its number), shown to the shopper' }),
  ),
});
export const OrderHistory = Type.Array(
  Type.Object({
    status: Type.Integer(),
    time: Time,
    by: Type.Union([Type.String(), Type.Null()], {
      description: 'the staff member who moved it; null: shopper or shop',
    }),
  }),
);
export const ConfirmTransferBody = Type.Object({
  ...OrderNumberBody.properties,
  received: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 1_000_000,
      description: 'US dollars the bank shows as received (at most two decimals); short or over is recorded as such',
    }),
  ),
});
export const RefundMethod = Type.Union(
  [Type.Literal('bank_transfer'), Type.Literal('mobile_app'), Type.Literal('cash')],
  { description: 'how the money went back' },
);
export const ReturnBody = Type.Object({
  ...OrderNumberBody.properties,
  lines: Type.Array(
    Type.Object({
      itemId: Id,
      quantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
    }),
    { maxItems: 100, description: 'the lines and units that came back (none: a refund alone)' },
  ),
  reason: Type.String({ maxLength: 300, description: 'why (required, shown in the history)' }),
  refund: Type.Number({
    minimum: 0,
    maximum: 1_000_000,
    description:
      'US dollars refunded with this return (at most two decimals; at most what was paid less what was refunded)',
  }),
  refundMethod: Type.Optional(RefundMethod),
  refundReference: Type.Optional(
    Type.String({ maxLength: 80, description: "the bank's or app's reference of the refund" }),
  ),
  restock: Type.Boolean({ description: "the returned units go back into their SKUs' stock" }),
});
export const OrderReturn = Type.Object({
  id: Type.Integer(),
  time: Time,
  by: Type.String({ description: 'the staff member who recorded it' }),
  reason: Type.String(),
  refund: Money,
  refundMethod: Type.Union([RefundMethod, Type.Null()]),
  refundReference: Type.String(),
  restock: Type.Boolean(),
  lines: Type.Array(Type.Object({ itemId: Type.Integer(), quantity: Type.Integer() })),
});
export const CashDeliveredBody = Type.Object({
  ...OrderNumberBody.properties,
  cashTaken: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 1_000_000,
      description: 'US dollars the rider brought back (at most two decimals); short or over is recorded as such',
    }),
  ),
  cashTakenRiel: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 10_000_000_000,
      description:
        "or the riel the rider brought back (an order with a frozen riel total): its riel total is its dollars; another sum is dollars at the order's rate",
    }),
  ),
});
export const CashReportQuery = Type.Object({
  day: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a day in Phnom Penh, e.g. 2026-11-27' }),
});
export const CashReport = Type.Object({
  day: Type.String(),
  orders: Type.Array(
    Type.Object({
      orderNumber: Type.String(),
      receiver: Type.String(),
      finishTime: Time,
      due: Money,
      recorded: Type.Union([Money, Type.Null()], { description: 'null: completed with no cash recorded' }),
      difference: Type.Number({ description: 'recorded minus due, dollars (negative: short)' }),
      flagged: Type.Boolean({ description: 'the cash recorded is not the amount due, or none was recorded' }),
    }),
  ),
  due: Money,
  recorded: Money,
  difference: Type.Number({ description: 'recorded minus due for the day, dollars' }),
  flagged: Type.Integer({ description: 'how many orders differ' }),
});
export const PaymentOfOrder = Type.Object({
  reference: Type.String(),
  payType: Type.Integer({ description: '1 bank transfer, 2 bank mobile app' }),
  amount: Money,
  status: Type.String(),
  createdAt: Time,
  paidAt: Type.Union([Time, Type.Null()]),
  received: Type.Union([Money, Type.Null()]),
  refundedAt: Type.Union([Time, Type.Null()]),
});
export const StaffOrder = Type.Object({
  ...OrderSchema.properties,
  mobile: Type.String({ description: "the member's mobile" }),
});
export const StaffOrderDetail = Type.Object({
  ...StaffOrder.properties,
  payments: Type.Array(PaymentOfOrder),
  history: OrderHistory,
  returns: Type.Array(OrderReturn, { description: 'returns and refunds by line, oldest first' }),
  cashTaken: Type.Union([Money, Type.Null()], {
    description: 'a cash order: the cash the rider brought back, once recorded; null otherwise',
  }),
});
export const RefundDue = Type.Object({
  reference: Type.String(),
  amount: Money,
  mobile: Type.String(),
  paidAt: Time,
  payType: Type.Integer(),
  orderNumbers: Type.Array(Type.String()),
});

const Seq = Type.Integer({ minimum: 0, maximum: 100_000, default: 0 });
const Text = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength });
const Picture = Type.String({ maxLength: 500, description: 'a picture URL: an uploaded photo, or one of the shop' });
const Titles = (maxLength: number) => ({
  titleKh: Text(maxLength),
  titleEn: Text(maxLength),
  titleCn: Text(maxLength),
});

/**
 * The console's four small entities, described once: the names of their calls (`merchant/<list>`,
 * `merchant/<one>/save`, `merchant/<one>/delete`), their id's name, and the fields a save sends. An answer is the
 * fields with the id and the version (`EntityRecord`); a save body has the id only to update (`EntitySaveBody`).
 */
export const MERCHANT_ENTITIES = {
  category: {
    list: 'categories',
    one: 'category',
    idKey: 'categoryId',
    fields: Type.Object({
      parentId: Type.Integer({ minimum: 0, description: '0 for a top-level category' }),
      nameKh: Text(100),
      nameEn: Text(100),
      nameCn: Text(100),
      pic: Picture,
      seq: Seq,
    }),
  },
  tag: {
    list: 'tags',
    one: 'tag',
    idKey: 'tagId',
    fields: Type.Object({
      ...Titles(100),
      seq: Seq,
      style: Type.Union([Type.Literal('grid'), Type.Literal('row')], { description: 'how the home page lays it out' }),
    }),
  },
  banner: {
    list: 'banners',
    one: 'banner',
    idKey: 'bannerId',
    fields: Type.Object({
      imgUrlKh: Type.String({ maxLength: 500, description: "'' shows the English picture" }),
      imgUrlEn: Text(500),
      imgUrlCn: Type.String({ maxLength: 500, description: "'' shows the English picture" }),
      prodId: Type.Union([Id, Type.Null()], { description: 'the product the banner opens' }),
      seq: Seq,
    }),
  },
  hotSearch: {
    list: 'hotSearches',
    one: 'hotSearch',
    idKey: 'hotSearchId',
    fields: Type.Object({ ...Titles(40), seq: Seq }),
  },
} as const;
type Entities = typeof MERCHANT_ENTITIES;
export type EntityKindName = keyof Entities;
type IdOf<K extends EntityKindName> = { [P in Entities[K]['idKey']]: typeof Id };

/** One entity as the console reads it. */
export const EntityRecord = <K extends EntityKindName>(kind: K) => {
  const { idKey, fields } = MERCHANT_ENTITIES[kind];
  return Type.Object({
    ...({ [idKey]: Id } as IdOf<K>),
    ...(fields.properties as Entities[K]['fields']['properties']),
    version: Type.Integer(),
  });
};

/** What a save sends: without the id, a new one; with the id and the version read, a change. */
export const EntitySaveBody = <K extends EntityKindName>(kind: K) => {
  const { idKey, fields } = MERCHANT_ENTITIES[kind];
  return Type.Object({
    ...({ [idKey]: Type.Optional(Id) } as { [P in Entities[K]['idKey']]: TOptional<typeof Id> }),
    ...(fields.properties as Entities[K]['fields']['properties']),
    version: Type.Optional(Version),
  });
};

export const EntityDeleteBody = <K extends EntityKindName>(kind: K) =>
  Type.Object({ ...({ [MERCHANT_ENTITIES[kind].idKey]: Id } as IdOf<K>), version: Version });

export const CategoryRecord = EntityRecord('category');
export const TagRecord = EntityRecord('tag');
export const BannerRecord = EntityRecord('banner');
export const HotSearchRecord = EntityRecord('hotSearch');

const Figures = Type.Object({
  from: Type.String({ description: 'the first day of the period (Phnom Penh), e.g. 2026-11-23: for the order list' }),
  orders: Type.Integer({ minimum: 0 }),
  sales: Money,
});
export const DashboardSchema = Type.Object({
  orders: Type.Union(
    [
      Type.Object({
        today: Figures,
        week: Figures,
        toConfirm: Type.Integer({ minimum: 0, description: 'orders to pay: a transfer to confirm' }),
        toShip: Type.Integer({ minimum: 0 }),
      }),
      Type.Null(),
    ],
    { description: 'null for a catalogue member: the orders are not theirs to see' },
  ),
  lowStock: Type.Object({
    threshold: Type.Integer({ description: 'a SKU with this many or fewer is running low' }),
    total: Type.Integer({ minimum: 0 }),
    skus: Type.Array(
      Type.Object({
        skuId: Type.Integer(),
        prodId: Type.Integer(),
        ...Localized('prodName'),
        ...Localized('skuName'),
        stock: Type.Integer(),
      }),
    ),
  }),
});

export const CustomerQuery = Type.Object({
  ...PagingProps,
  search: Type.Optional(Type.String({ maxLength: 40, description: 'part of the mobile or of the name' })),
});
export const CustomerRow = Type.Object({
  memberId: Type.Integer(),
  mobile: Type.String(),
  nickName: Type.String(),
  orders: Type.Integer({ minimum: 0 }),
  spend: Type.Number({ minimum: 0, description: 'US dollars of paid orders not given back' }),
  lastOrderAt: Type.Union([Time, Type.Null()]),
});

/** A background job that failed every try, as the owner sees it. */
export const FailedJob = Type.Object({
  jobId: Type.Integer(),
  kind: Type.String({
    description:
      'photo-convert, order-sms, telegram-order, telegram-paid, telegram-stock, telegram-reminders, telegram-summary, sweep, payment-check, picture-sweep',
  }),
  key: Type.String({ description: 'what the job acts on, e.g. photo-upload:12' }),
  attempts: Type.Integer(),
  error: Type.String({ description: "the last try's error" }),
  createdAt: Time,
  failedAt: Time,
});
