// The merchant API's shapes (docs/MERCHANT-API.md): what the console sends and reads.
import type { Page } from '@mall/shared';

export type StaffRole = 'owner' | 'catalogue' | 'orders';

export interface Staff {
  staffId: number;
  login: string;
  name: string;
  role: StaffRole;
  totpEnabled: boolean;
  disabled: boolean;
  version?: number;
}

export interface SignedIn {
  token: string;
  staff: Staff;
}

export interface SetupResult {
  staff: Staff;
  totpUri?: string;
}

export interface AuditEntry {
  auditId: number;
  staffId: number;
  staffName: string;
  action: string;
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
  time: string;
}

export interface ProductRow {
  prodId: number;
  prodName: string;
  prodNameKh?: string;
  prodNameEn?: string;
  prodNameCn?: string;
  pic: string | null;
  price: number;
  stock: number;
  status: 0 | 1;
  categoryId: number | null;
  updatedAt: string;
  version: number;
  /** the product's SKUs with their versions, for the bulk edit (when the list carries them) */
  skus?: Sku[];
}

/** A photo's addresses by width in pixels, each in the three formats the server wrote. */
export type PhotoUrls = Record<string, { avif: string; webp: string; jpeg: string }>;

export interface Photo {
  photoId: number;
  hash: string;
  width: number;
  height: number;
  placeholder: string;
  urls: PhotoUrls;
}

export interface Sku {
  skuId?: number;
  /** { <spec name in English>: <value in English> } */
  specValues: Record<string, string>;
  skuNameKh: string;
  skuNameEn: string;
  skuNameCn: string;
  price: number;
  oriPrice: number;
  stock: number;
  version?: number;
}

export interface ProductDetail {
  prodId?: number;
  prodNameKh: string;
  prodNameEn: string;
  prodNameCn: string;
  briefKh: string;
  briefEn: string;
  briefCn: string;
  contentKh: string;
  contentEn: string;
  contentCn: string;
  categoryId: number | null;
  tags: number[];
  status: 0 | 1;
  photos: Photo[];
  /** the main photo, when the answer names it (else the first) */
  mainPhotoId?: number | null;
  /** the most units of one SKU per order; null: the shop's own limit */
  maxPerOrder: number | null;
  skus: Sku[];
  version?: number;
}

export interface ProductQuery {
  current: number;
  size: number;
  q?: string;
  categoryId?: number;
  status?: 0 | 1;
  stock?: 'out' | 'low';
  sort?: 'updated' | 'name' | 'price' | 'stock';
}

export interface BulkItem {
  skuId: number;
  price?: number;
  stock?: number;
  version: number;
}

export interface BulkResult {
  updated: number;
  refused: { skuId: number; codeId: number }[];
}

export interface ImportReport {
  rows: number;
  created: number;
  updated: number;
  errors: { line: number; column: string; reason: string }[];
}

export interface Category {
  categoryId: number;
  parentId: number;
  nameKh: string;
  nameEn: string;
  nameCn: string;
  seq: number;
  pic: string;
  version?: number;
}

export interface Banner {
  bannerId: number;
  /** '' shows the English picture */
  imgUrlKh: string;
  imgUrlEn: string;
  imgUrlCn: string;
  /** the product the banner opens */
  prodId: number | null;
  seq: number;
  version?: number;
}

/** A banner's or a category's uploaded picture (merchant/pictures). */
export interface Picture {
  hash: string;
  width: number;
  height: number;
  placeholder: string;
  url: string;
}

export interface Tag {
  tagId: number;
  titleKh: string;
  titleEn: string;
  titleCn: string;
  seq: number;
  /** how the home page lays the shelf out */
  style: 'grid' | 'row';
  version?: number;
}

export interface HotSearchWord {
  hotSearchId: number;
  titleKh: string;
  titleEn: string;
  titleCn: string;
  seq: number;
  version?: number;
}

export interface MerchantOrderItem {
  prodName: string;
  skuName?: string;
  prodCount: number;
  price: number;
}

export interface MerchantOrder {
  orderNumber: string;
  status: number;
  amount: number;
  mobile?: string;
  createTime: string;
  payTime?: string | null;
  shipTime?: string | null;
  paymentMethod?: number;
  items?: MerchantOrderItem[];
  address?: { receiver: string; mobile: string; addr: string } | null;
  payments?: {
    reference: string;
    payType: number;
    amount: number;
    status: string;
    createdAt: string;
    paidAt: string | null;
    received: number | null;
    refundedAt: string | null;
  }[];
  remarks?: string;
}

export interface OrderQuery {
  current: number;
  size: number;
  status?: number;
  from?: string;
  to?: string;
  orderNumber?: string;
  mobile?: string;
}

export interface RefundDue {
  reference: string;
  amount: number;
  mobile: string;
  paidAt: string;
  payType: number;
  orderNumbers: string[];
}

export interface AuditQuery {
  current: number;
  size: number;
  staffId?: number;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
}

export interface SiteSettings {
  phone: string;
  phoneCn: string;
  email: string;
  facebook: string;
  appStoreUrl: string;
  googlePlayUrl: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  version: number;
}

export type { Page };
