/** Types of what the API returns; every field name is the API's. */
import type { OrderStatus } from '../../../api/src/schemas/codes';

// The API's shared numbers, defined once in a dependency-free module of the API (bundled as it is).
export { ERROR_CODE, MAX_ADDRESSES, ORDER_STATUS, type ErrorCode, type OrderStatus } from '../../../api/src/schemas/codes';

export type LanguageFlag = 'Kh' | 'En' | 'Cn';

/** A plain text field plus its three language variants, e.g. `prodName`, `prodNameKh`, `prodNameEn`, `prodNameCn`. */
export type LocalizedText<K extends string> = { [P in K | `${K}Kh` | `${K}En` | `${K}Cn`]: string };

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

export interface PageParams {
  current?: number;
  size?: number;
}

export interface SiteSettings {
  phone: string;
  phoneCn: string;
  email: string;
  facebook: string;
  /** empty when the app is not on the App Store */
  appStoreUrl: string;
  /** empty when the app is not on Google Play */
  googlePlayUrl: string;
  /** what the download QR code opens; empty when there is none */
  appDownloadUrl: string;
}

/** `title`: the headline its picture draws, in the request language (absent for pictures the API did not draw). */
export interface Banner extends Partial<LocalizedText<'title'>> {
  imgUrl: string;
  prodId?: number | null;
  seq: number;
}

export interface Category extends LocalizedText<'categoryName'> {
  categoryId: number;
  parentId: number;
  pic: string | null;
}

export interface ProductTag extends LocalizedText<'title'> {
  id: number;
  seq: number;
  style: string | number | null;
}

export interface HotSearchEntry extends LocalizedText<'title'> {
  hotSearchId: number;
}

export interface HotSearch {
  list: HotSearchEntry[];
}

export interface ProductSummary extends LocalizedText<'prodName'> {
  prodId: number;
  pic: string;
  price: number;
  oriPrice: number;
  stock: number;
  soldNum: number;
}

export interface SpecValue extends LocalizedText<'value'> {}

export interface ProductSpec extends LocalizedText<'name'> {
  values: SpecValue[];
}

export interface Sku extends LocalizedText<'skuName'> {
  skuId: number;
  /** English spec name → English value, e.g. `{ Colour: 'Red' }`. */
  specValues: Record<string, string>;
  price: number;
  oriPrice: number;
  stock: number;
  pic: string;
}

export interface Product extends ProductSummary, LocalizedText<'brief'>, LocalizedText<'content'> {
  shopId: number;
  imgs: string[];
  tags: number[];
  categories: number[];
  specs: ProductSpec[];
  skuList: Sku[];
  /** false for visitors */
  isCollect: boolean;
}

export interface CartItem extends LocalizedText<'prodName'>, LocalizedText<'skuName'> {
  basketId: number;
  count: number;
  prodId: number;
  shopId: number;
  skuId: number;
  pic: string;
  price: number;
  stock: number;
  /** false when the product was removed or the SKU is gone ('Goods no longer valid') */
  valid: boolean;
}

export interface CartInfo {
  list: CartItem[];
}

/** 1 home, 2 company, 3 school, 4 other */
export type AddressType = 1 | 2 | 3 | 4;
export const ADDRESS_TYPES: readonly AddressType[] = [1, 2, 3, 4];

export interface Address {
  addrId: number;
  receiver: string;
  mobile: string;
  addr: string;
  addrType: AddressType;
  /** 1 default, 0 not */
  commonAddr: 0 | 1;
}

/** The delivery address as it was when the order was placed (later edits of the address book do not change it). */
export type OrderAddress = Pick<Address, 'receiver' | 'mobile' | 'addr' | 'addrType'>;

export interface OrderLine extends LocalizedText<'prodName'>, LocalizedText<'skuName'> {
  prodId: number;
  skuId: number;
  shopId: number;
  pic: string;
  price: number;
  prodCount: number;
}

/** Order list filter: 0 all, else a state. */
export type OrderStatusFilter = 0 | OrderStatus;

/** 1 bank transfer, 2 bank mobile app */
export type PayType = 1 | 2;
export const PAY_TYPE = { bankTransfer: 1, bankApp: 2 } as const satisfies Record<string, PayType>;

export interface TrackingStep {
  status: OrderStatus;
  time: string;
}

export interface Order {
  orderNumber: string;
  status: OrderStatus;
  items: OrderLine[];
  productAmount: number;
  deliveryFee: number;
  amount: number;
  paymentMethod: PayType | null;
  remarks: string | null;
  recTime: string | null;
  createTime: string;
  payTime: string | null;
  shipTime: string | null;
  finishTime: string | null;
  cancelTime: string | null;
  estimatedDeliveryTime: string | null;
  address: OrderAddress | null;
  tracking: TrackingStep[];
}

export interface OrderCount {
  all: number;
  toPay: number;
  toDelivered: number;
  toReceive: number;
  completed: number;
  cancelled: number;
}

/** What creatCartSubmission / CreateOrderConfirmation return. */
export interface OrderConfirmation {
  orderNumber: string;
  items: OrderLine[];
  productAmount: number;
  deliveryFee: number;
  amount: number;
  address: Address | null;
  estimatedDeliveryTime: string | null;
  payTypes: PayType[];
}

/** What cartSubmission / confirmation (placing an order) return. */
export interface PlacedOrder {
  orderNumber: string;
  amount: number;
  status: OrderStatus;
}

export interface BankTransferInstruction {
  payType: 1;
  amount: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
  reference: string;
}

export interface BankAppInstruction {
  payType: 2;
  amount: number;
  /** null when the provider has no app link (a KHQR is scanned by any bank app). */
  deeplink: string | null;
  qrString: string;
  expiresAt: string;
}

export type PaymentInstruction = BankTransferInstruction | BankAppInstruction;

/** What register and login return. */
export interface MemberSession {
  token: string;
  nickName: string;
  mobile: string;
}

export interface Member {
  nickName: string;
  mobile: string;
}

export interface FavoriteToggle {
  isCollect: boolean;
}
