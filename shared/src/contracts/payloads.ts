/** Payloads of the API calls; the field names are the API's. */
import type { Static } from '@fastify/type-provider-typebox';
import type * as member from '../../../api/src/schemas/member';
import type { AddressType, OrderStatusFilter, PageParams, PayType } from './entities';

/** 0 recommended, 1 best-selling, 2 price ascending, 3 price descending, 4 newest */
export type ProductSort = 0 | 1 | 2 | 3 | 4;
export const PRODUCT_SORT = {
  recommended: 0,
  bestSelling: 1,
  priceAscending: 2,
  priceDescending: 3,
  newest: 4,
} as const satisfies Record<string, ProductSort>;

export interface ProductListQuery extends PageParams {
  tagId?: number;
  categoryIds?: number[];
  shopId?: number;
  sort?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
}

export interface ProductSearchQuery extends PageParams {
  prodName: string;
}

export type VerificationCodeRequest = Static<typeof member.GetVcodeBody>;
/** 1 register, 2 password reset */
export type VerificationPurpose = VerificationCodeRequest['registerOrBind'];

// The member calls take the typed password; the API function hashes it before sending.
export type RegisterRequest = Static<typeof member.RegisterBody>;
export type LoginRequest = Static<typeof member.LoginBody>;
export type ResetPasswordRequest = Static<typeof member.ForgetBody>;

export interface OrderListQuery extends PageParams {
  status: OrderStatusFilter;
}

export interface AddressInput {
  receiver: string;
  mobile: string;
  addr: string;
  addrType: AddressType;
  commonAddr: 0 | 1;
}

export interface AddressUpdate extends AddressInput {
  addrId: number;
}

export interface CartChange {
  count: number;
  prodId: number;
  shopId: number;
  skuId: number;
  /** with it: set that line to `count`; without: add `count` to the SKU's line */
  basketId?: number;
}

export interface OrderItemInput {
  shopId: number;
  prodId: number;
  skuId: number;
  prodCount: number;
}

interface PlaceOrderBase {
  addrId: number;
  /** wished receiving time, ISO 8601 with offset */
  recTime: string;
  /** the reserved number from the confirmation: the idempotency key */
  orderNumber: string;
  paymentMethod: PayType;
  remarks?: string;
}

export interface PlaceCartOrderRequest extends PlaceOrderBase {
  basketIds: number[];
}

export interface PlaceBuyNowOrderRequest extends PlaceOrderBase {
  orderItem: OrderItemInput;
}

export interface PayRequest {
  orderNumbers: string | string[];
  payType: PayType;
}
