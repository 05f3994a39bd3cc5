// The numbers both sides of the API agree on: error codes, order states, the address-book limit.
// Dependency-free on purpose: @mall/shared bundles this file into the browser apps.

/** The merchant console's own refusals (130-151, docs/MERCHANT-API.md): its remote translates them; shoppers never
 * meet them, so the shoppers' common strings do not carry them. */
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
  /** A category moved under itself or one of its own sub-categories. */
  categoryCycle: 145,
  /** A link that is not https, or a picture that is not one the shop holds (an upload or its own drawing). */
  addressRefused: 146,
  /** A riel rate that is not a whole number of riel per dollar between 1,000 and 10,000. */
  rielRateInvalid: 150,
  /** A riel rounding step that is not a whole number of riel from 1 to 10,000. */
  rielStepInvalid: 151,
} as const;

/** The error catalogue (plus 123-126 and 152, ours): what `{ codeId }` means in a failed answer. */
export const ERROR_CODE = {
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
  /** A riel QR for an order placed before riel (no frozen riel total), or with a provider that takes dollars only. */
  rielPaymentUnavailable: 152,
  ...MERCHANT_ERROR_CODE,
} as const;
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

/** The shortest staff password, in characters (the console says so before the API refuses it). */
export const MIN_STAFF_PASSWORD = 10;

/** At most ten addresses per member. */
export const MAX_ADDRESSES = 10;

/** The longest order remark, in characters. */
export const MAX_REMARKS = 200;
