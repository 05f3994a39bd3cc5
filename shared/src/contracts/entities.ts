/**
 * Types of what the API returns; every field name is the API's. Each is the `Static` type of the API's own
 * TypeBox schema (api/src/schemas/), imported type-only: nothing of the server reaches a bundle.
 */
import type { Static } from '@fastify/type-provider-typebox';
import type * as catalog from '../../../api/src/schemas/catalog';
import type * as common from '../../../api/src/schemas/common';
import type * as commerce from '../../../api/src/schemas/commerce';
import type * as member from '../../../api/src/schemas/member';
import type * as site from '../../../api/src/schemas/site';

// The API's shared numbers, defined once in a dependency-free module of the API (bundled as it is).
export {
  SHOPPER_ERROR_CODE as ERROR_CODE,
  MERCHANT_ERROR_CODE,
  MAX_ADDRESSES,
  MAX_REMARKS,
  MIN_STAFF_PASSWORD,
  ORDER_STATUS,
  type ErrorCode,
  type OrderStatus,
} from '../../../api/src/schemas/codes';
export type { Khan, KhanCode } from '../../../api/src/schemas/khans';
export type { Page } from '../../../api/src/schemas/common';
import type { OrderStatus } from '../../../api/src/schemas/codes';

/** A plain text field plus its three language variants, e.g. `prodName`, `prodNameKh`, `prodNameEn`, `prodNameCn`. */
export type LocalizedText<K extends string> = { [P in K | `${K}Kh` | `${K}En` | `${K}Cn`]: string };

export type PageParams = Partial<Static<typeof common.PagingQuery>>;

export type SiteSettings = Static<typeof site.SiteSettings>;
export type Banner = Static<typeof catalog.Banner>;
export type Category = Static<typeof catalog.Category>;
export type ProductTag = Static<typeof catalog.ProductTag>;
export type HotSearch = Static<typeof catalog.HotSearch>;
export type HotSearchEntry = HotSearch['list'][number];
export type SearchSuggestions = Static<typeof catalog.SearchSuggestions>;
export type SearchSuggestion = SearchSuggestions['list'][number];
export type ProductSummary = Static<typeof catalog.ProductSummary>;
/** What a `<picture>` needs of an uploaded photo (`photos[url]` of a product or summary). */
export type ShopperPhoto = Static<typeof catalog.ShopperPhoto>;
export type Product = Static<typeof catalog.Product>;
export type ProductSpec = Product['specs'][number];
export type SpecValue = ProductSpec['values'][number];
export type Sku = Product['skuList'][number];

export type CartItem = Static<typeof commerce.CartItemSchema>;
export type CartInfo = Static<typeof commerce.CartList>;

export type Address = Static<typeof commerce.AddressSchema>;
/** 1 home, 2 company, 3 school, 4 other */
export type AddressType = Address['addrType'];
export const ADDRESS_TYPES: readonly AddressType[] = [1, 2, 3, 4];

export type Order = Static<typeof commerce.OrderSchema>;
/** The delivery address as it was when the order was placed (later edits of the address book do not change it). */
export type OrderAddress = Order['address'];
export type OrderLine = Static<typeof commerce.OrderItemSchema>;
export type TrackingStep = Order['tracking'][number];
/** Order list filter: 0 all, else a state. */
export type OrderStatusFilter = 0 | OrderStatus;
export type OrderCount = Static<typeof commerce.OrderCountSchema>;

/** 1 bank transfer, 2 bank mobile app */
export type PayType = Order['paymentMethod'];
/** 3: cash on delivery, when the shop offers it (the rider takes the money; nothing to pay online). */
export const PAY_TYPE = { bankTransfer: 1, bankApp: 2, cashOnDelivery: 3 } as const satisfies Record<string, PayType>;

/** What creatCartSubmission / CreateOrderConfirmation return. */
export type OrderConfirmation = Static<typeof commerce.ConfirmationSchema>;
/** What order/deliveryQuote returns: a confirmation's amounts delivered to another address. */
export type DeliveryQuote = Static<typeof commerce.DeliveryQuoteSchema>;
/** What cartSubmission / confirmation (placing an order) return. */
export type PlacedOrder = Static<typeof commerce.PlacedOrderSchema>;

export type PaymentInstruction = Static<typeof commerce.PaymentInstructionSchema>;
export type BankTransferInstruction = Extract<PaymentInstruction, { payType: 1 }>;
export type BankAppInstruction = Extract<PaymentInstruction, { payType: 2 }>;

/** What register and login return. */
export type MemberSession = Static<typeof member.MemberSession>;
export type Member = Pick<MemberSession, 'nickName' | 'mobile'>;
/** Whether the member hears of each order by SMS, and the messages' language. */
export type OrderSmsPrefs = Static<typeof member.OrderSmsPrefs>;
export type ShopperTelegram = Static<typeof member.ShopperTelegram>;
export type ShopperTelegramLink = Static<typeof member.ShopperTelegramLink>;

export type FavoriteToggle = Static<typeof commerce.FavoriteToggleSchema>;
