// The numbers both sides of the API agree on: error codes, order states, the address-book limit.
// Dependency-free on purpose: @mall/shared bundles this file into the browser apps.

/**
 * The merchant console's own refusals (130-151, 160-164, 170-173, docs/MERCHANT-API.md): its remote translates them;
 * shoppers never meet them, so the shoppers' common strings do not carry them.
 */
export const MERCHANT_ERROR_CODE = {
  staffSignInRequired: 130,
  notAllowedForRole: 131,
  editedSinceOpened: 132,
  secondFactorWrong: 133,
  setupLinkInvalid: 134,
  staffExists: 135,
  photoTooManyBytes: 136,
  photoTooManyPixels: 137,
  photoTypeRefused: 138,
  photoSvgRefused: 139,
  photoHeicRefused: 140,
  photoDamaged: 141,
  lastOwner: 142,
  /** Too many uploads are waiting for their conversion (in all, or this staff member's): send it again shortly. */
  photoUploadsWaiting: 143,
  /** A staff password that is common or a pattern (`1111111111`, `password123`, `qwertyuiop`). */
  passwordTooCommon: 147,
  /** A recovery code that is not one of the staff member's, or was used already (counts toward the lock-out). */
  recoveryCodeWrong: 148,
  /** The session's second factor was given too long ago (STAFF_SECOND_FACTOR_HOURS): give the authenticator's code
   * again (merchant/auth/secondFactor); the session itself goes on. */
  secondFactorAgain: 149,
  /** A category moved under itself or one of its own sub-categories. */
  categoryCycle: 145,
  /** A link that is not https, or a picture that is not one the shop holds (an upload or its own drawing). */
  addressRefused: 146,
  /** A refund of more than the order's payment less what was refunded already. */
  refundOverPaid: 170,
  /** A return of more units of a line than were bought less those returned already, or of a line not in the order. */
  returnOverBought: 171,
  /** A return or refund without its reason. */
  returnReasonMissing: 172,
  /** A role change or disabling sent without `confirm: true`. */
  confirmationMissing: 173,
  /** The shop bot is not set up (no TELEGRAM_BOT_TOKEN), or its Bot API did not answer: no Telegram link. */
  telegramOff: 160,
  /** A call to the Telegram webhook without the shop's secret (X-Telegram-Bot-Api-Secret-Token). */
  telegramWebhookRefused: 161,
  /** A bot token Telegram refused (getMe: unauthorized), or not in a token's form (`123456:ABC…`). */
  telegramTokenRefused: 162,
  /** A chat that is not a Telegram chat id (`-1001234567890`, `@channel`), or a test message to a chat not set. */
  telegramChatInvalid: 163,
  /** A webhook secret not in Telegram's form: 16 to 256 of A-Z, a-z, 0-9, `_` and `-`. */
  telegramSecretInvalid: 164,
  /** A riel rate that is not a whole number of riel per dollar between 1,000 and 10,000. */
  rielRateInvalid: 150,
  /** A riel rounding step that is not a whole number of riel from 1 to 10,000. */
  rielStepInvalid: 151,
} as const;

/**
 * The shoppers' error catalogue (plus 123-126, 152, 155-156 and 165, ours): what `{ codeId }` means in a failed answer
 * to a shopper. Apart from the console's codes, so that the shoppers' first screen carries only these.
 */
export const SHOPPER_ERROR_CODE = {
  fail: 1,
  notFound: 3,
  orderNotFound: 4,
  orderNotShipped: 5,
  orderNotCompleted: 6,
  orderCompleted: 7,
  orderGenerationFailed: 9,
  orderShipped: 10,
  orderPendingPayment: 11,
  verificationCodeEmpty: 20,
  verificationCodeWrong: 21,
  verificationCodeTooFrequent: 22,
  addressEmpty: 30,
  tooManyAddresses: 31,
  contactService: 50,
  requestFailed: 98,
  badRequest: 99,
  orderNumberNotFound: 101,
  orderNumberEmpty: 102,
  memberDisabled: 111,
  loggedOut: 112,
  memberExists: 113,
  memberNotFound: 114,
  wrongPassword: 115,
  addressDeleted: 116,
  defaultAddressUndeletable: 117,
  noStock: 120,
  productRemoved: 121,
  cartItemDeleted: 122,
  tooManyAttempts: 123,
  /** Fair stock: the member already has MAX_UNPAID_ORDERS orders waiting for payment. */
  tooManyUnpaidOrders: 124,
  /** Fair stock: more units of one SKU in one order or cart line than the product allows. */
  overMaxPerOrder: 125,
  /** The database did not answer (restarting, unreachable): nothing was written; try again shortly. */
  serviceUnavailable: 126,
  /** An address in a khan the shop does not deliver to (its settings' delivery area). */
  outsideDeliveryArea: 155,
  /** Cash on delivery: the shop does not take cash, the order is over its most per cash order, or the member already
   * has the most open cash orders. */
  cashRefused: 156,
  /** A riel QR for an order placed before riel (no frozen riel total), or with a provider that takes dollars only. */
  rielPaymentUnavailable: 152,
  /** Order updates on Telegram: the shop bot is not set up, or its Bot API did not answer (the link is not shown). */
  shopperTelegramOff: 165,
} as const;

/** Every code the API answers: the shoppers' and the console's. */
export const ERROR_CODE = { ...SHOPPER_ERROR_CODE, ...MERCHANT_ERROR_CODE } as const;
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** Order states; 4 is not used. */
export const ORDER_STATUS = {
  toPay: 1,
  toDelivered: 2,
  toReceive: 3,
  completed: 5,
  cancelled: 6,
  returned: 7,
  refunded: 8,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Cash on delivery: the order goes straight to "to be delivered" and the rider takes the money. */
export const PAYMENT_METHOD_CASH = 3;

/** The shortest staff password, in characters (the console says so before the API refuses it). */
export const MIN_STAFF_PASSWORD = 10;

/** At most ten addresses per member. */
export const MAX_ADDRESSES = 10;

/** The longest order remark, in characters. */
export const MAX_REMARKS = 200;
