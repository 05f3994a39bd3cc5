// Every call of the merchant API the console makes (docs/MERCHANT-API.md), typed. Tests mock this module.
import { merchantGet, merchantPost } from './client';
import type {
  AuditEntry,
  AuditQuery,
  Banner,
  BulkItem,
  BulkResult,
  Category,
  HotSearchWord,
  ImportReport,
  MerchantOrder,
  OrderQuery,
  Page,
  Photo,
  Picture,
  ProductDetail,
  ProductQuery,
  ProductRow,
  RefundDue,
  SetupResult,
  SignedIn,
  SiteSettings,
  Staff,
  StaffRole,
  Tag,
} from './types';

export const signIn = (login: string, password: string, totp?: string) =>
  merchantPost<SignedIn>('auth/login', { login, password, ...(totp ? { totp } : {}) });
export const setUpAccount = (token: string, password: string) =>
  merchantPost<SetupResult>('auth/setup', { token, password });
export const enrollTotp = () => merchantPost<{ secret: string; uri: string }>('auth/totp/enroll');
export const confirmTotp = (totp: string) => merchantPost<{ staff: Staff }>('auth/totp/confirm', { totp });
export const signOut = () => merchantPost<null>('auth/logout');
export const currentStaff = () => merchantGet<Staff>('auth/me');

export const listStaff = () => merchantGet<Staff[]>('staff');
export const inviteStaff = (invite: { login: string; name: string; role: StaffRole }) =>
  merchantPost<{ staff: Staff; setupUrl: string }>('staff/invite', invite);
export const updateStaff = (change: { staffId: number; role?: StaffRole; disabled?: boolean; version: number }) =>
  merchantPost<Staff>('staff/update', change);
export const listAudit = (query: AuditQuery) => merchantGet<Page<AuditEntry>>('audit', query);

export const listProducts = (query: ProductQuery) => merchantGet<Page<ProductRow>>('products', query);
export const getProduct = (prodId: number) => merchantGet<ProductDetail>('product', { prodId });
export const saveProduct = (product: Omit<ProductDetail, 'photos'>) =>
  merchantPost<ProductDetail>('product/save', product);
export const bulkEdit = (items: BulkItem[]) => merchantPost<BulkResult>('products/bulk', { items });
export const PHOTO_UPLOAD_TIMEOUT_MS = 120_000;
export const uploadPhoto = (file: File, prodId?: number) => {
  const form = new FormData();
  form.append('file', file);
  if (prodId !== undefined) form.append('prodId', String(prodId));
  // A 12 MB phone photograph over a shop's 4G takes longer than a JSON call may.
  return merchantPost<Photo>('photos', form, { timeout: PHOTO_UPLOAD_TIMEOUT_MS });
};
export const arrangePhotos = (arrangement: {
  prodId: number;
  photoIds: number[];
  mainPhotoId: number | null;
  version: number;
}) => merchantPost<ProductDetail>('product/photos', arrangement);
const EXPORT_PATH = 'products/export.csv';
export const exportProducts = () => merchantGet<string>(EXPORT_PATH, undefined, { responseType: 'text' });
export const importProducts = (csv: string, dryRun: boolean) =>
  merchantPost<ImportReport>('products/import', csv, {
    params: dryRun ? { dryRun: 1 } : undefined,
    headers: { 'Content-Type': 'text/csv' },
  });

export const uploadPicture = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return merchantPost<Picture>('pictures', form, { timeout: PHOTO_UPLOAD_TIMEOUT_MS });
};

export const listCategories = () => merchantGet<Category[]>('categories');
export const saveCategory = (category: Partial<Category>) => merchantPost<Category>('category/save', category);
export const deleteCategory = (categoryId: number, version: number) =>
  merchantPost<null>('category/delete', { categoryId, version });
export const listBanners = () => merchantGet<Banner[]>('banners');
export const saveBanner = (banner: Partial<Banner>) => merchantPost<Banner>('banner/save', banner);
export const deleteBanner = (bannerId: number, version: number) =>
  merchantPost<null>('banner/delete', { bannerId, version });
export const listTags = () => merchantGet<Tag[]>('tags');
export const saveTag = (tag: Partial<Tag>) => merchantPost<Tag>('tag/save', tag);
export const listHotSearches = () => merchantGet<HotSearchWord[]>('hotSearches');
export const saveHotSearch = (word: Partial<HotSearchWord>) => merchantPost<HotSearchWord>('hotSearch/save', word);

export const listOrders = (query: OrderQuery) => merchantGet<Page<MerchantOrder>>('orders', query);
export const getOrder = (orderNumber: string) => merchantGet<MerchantOrder>('order', { orderNumber });
export type OrderAction = 'ship' | 'confirmTransfer' | 'return' | 'refund';
/** `received`: for a transfer, the dollars the bank shows (recorded, short or over); rider, phone, note: for shipping. */
export interface OrderStepExtra {
  received?: number;
  rider?: string;
  riderPhone?: string;
  note?: string;
}
export const actOnOrder = (action: OrderAction, orderNumber: string, extra: OrderStepExtra = {}) =>
  merchantPost<MerchantOrder>(`order/${action}`, { orderNumber, ...extra });
export const listRefunds = () => merchantGet<RefundDue[]>('refunds');
export const markRefunded = (reference: string) => merchantPost<null>('refunds/mark', { reference });

export const getSettings = () => merchantGet<SiteSettings>('settings');
export const saveSettings = (settings: SiteSettings) => merchantPost<SiteSettings>('settings/save', settings);
