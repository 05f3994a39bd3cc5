/** Payloads of the API calls; the field names are the API's. */
import type { Static } from '@fastify/type-provider-typebox';
import type * as catalog from '../../../api/src/schemas/catalog';
import type * as commerce from '../../../api/src/schemas/commerce';
import type * as member from '../../../api/src/schemas/member';
import type { PageParams } from './entities';

/** 0 recommended, 1 best-selling, 2 price ascending, 3 price descending, 4 newest */
export type ProductSort = 0 | 1 | 2 | 3 | 4;
export const PRODUCT_SORT = {
  recommended: 0,
  bestSelling: 1,
  priceAscending: 2,
  priceDescending: 3,
  newest: 4,
} as const satisfies Record<string, ProductSort>;

/** Every field optional: the API fills in its defaults (shop 1, recommended order, the first page of ten). */
export type ProductListQuery = Partial<Static<typeof catalog.ProductListBody>>;
export type ProductSearchQuery = PageParams & Pick<Static<typeof catalog.SearchQuery>, 'prodName'>;

export type VerificationCodeRequest = Static<typeof member.GetVcodeBody>;
/** 1 register, 2 password reset */
export type VerificationPurpose = VerificationCodeRequest['registerOrBind'];

// The member calls take the typed password; the API function hashes it before sending.
export type RegisterRequest = Static<typeof member.RegisterBody>;
export type LoginRequest = Static<typeof member.LoginBody>;
export type ResetPasswordRequest = Static<typeof member.ForgetBody>;

/** `status`: 0 every order, else one state (`OrderStatusFilter`). */
export type OrderListQuery = Static<typeof commerce.OrderListQuery>;

export type AddressInput = Static<typeof commerce.AddressBody>;
export type AddressUpdate = Static<typeof commerce.AddressUpdateBody>;
/** With `basketId`: set that line to `count`; without: add `count` to the SKU's line. */
export type CartChange = Static<typeof commerce.CartChangeBody>;
export type OrderItemInput = Static<typeof commerce.OrderItemBody>;
export type PlaceCartOrderRequest = Static<typeof commerce.PlaceCartOrderBody>;
export type PlaceBuyNowOrderRequest = Static<typeof commerce.PlaceBuyNowOrderBody>;
export type PayRequest = Static<typeof commerce.PayBody>;
