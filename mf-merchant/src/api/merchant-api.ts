// Every call of the merchant API the console makes (docs/MERCHANT-API.md), typed. Tests mock this module.
import { merchantGet, merchantPost } from './client';
import type {
  AuditEntry,
  AuditQuery,
  BulkItem,
  BulkResult,
  ImportReport,
  Invitation,
  InviteRequest,
  MerchantBanner,
  MerchantCategory,
  MerchantHotSearch,
  MerchantOrder,
  MerchantOrderDetail,
  MerchantOrderQuery,
  MerchantProduct,
  MerchantProductQuery,
  MerchantProductRow,
  MerchantSettings,
  MerchantTag,
  OrderStepExtra,
  Page,
  Photo,
  Picture,
  ProductSave,
  RefundDue,
  SetupResult,
  SignedIn,
  Staff,
  StaffOfCall,
  StaffUpdate,
  TotpEnrolment,
} from '@mall/shared';

export const signIn = (login: string, password: string, totp?: string) =>
  merchantPost<SignedIn>('auth/login', { login, password, ...(totp ? { totp } : {}) });
export const setUpAccount = (token: string, password: string) =>
  merchantPost<SetupResult>('auth/setup', { token, password });
export const enrollTotp = () => merchantPost<TotpEnrolment>('auth/totp/enroll');
export const confirmTotp = (totp: string) => merchantPost<StaffOfCall>('auth/totp/confirm', { totp });
export const signOut = () => merchantPost<null>('auth/logout');
export const currentStaff = () => merchantGet<Staff>('auth/me');

export const listStaff = () => merchantGet<Staff[]>('staff');
export const inviteStaff = (invite: InviteRequest) => merchantPost<Invitation>('staff/invite', invite);
export const updateStaff = (change: StaffUpdate) => merchantPost<Staff>('staff/update', change);
export const listAudit = (query: AuditQuery) => merchantGet<Page<AuditEntry>>('audit', query);

export const listProducts = (query: MerchantProductQuery) => merchantGet<Page<MerchantProductRow>>('products', query);
export const getProduct = (prodId: number) => merchantGet<MerchantProduct>('product', { prodId });
export const saveProduct = (product: ProductSave) => merchantPost<MerchantProduct>('product/save', product);
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
}) => merchantPost<MerchantProduct>('product/photos', arrangement);
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

export const listCategories = () => merchantGet<MerchantCategory[]>('categories');
export const saveCategory = (category: Partial<MerchantCategory>) =>
  merchantPost<MerchantCategory>('category/save', category);
export const deleteCategory = (categoryId: number, version: number) =>
  merchantPost<null>('category/delete', { categoryId, version });
export const listBanners = () => merchantGet<MerchantBanner[]>('banners');
export const saveBanner = (banner: Partial<MerchantBanner>) => merchantPost<MerchantBanner>('banner/save', banner);
export const deleteBanner = (bannerId: number, version: number) =>
  merchantPost<null>('banner/delete', { bannerId, version });
export const listTags = () => merchantGet<MerchantTag[]>('tags');
export const saveTag = (tag: Partial<MerchantTag>) => merchantPost<MerchantTag>('tag/save', tag);
export const listHotSearches = () => merchantGet<MerchantHotSearch[]>('hotSearches');
export const saveHotSearch = (word: Partial<MerchantHotSearch>) =>
  merchantPost<MerchantHotSearch>('hotSearch/save', word);

export const listOrders = (query: MerchantOrderQuery) => merchantGet<Page<MerchantOrder>>('orders', query);
export const getOrder = (orderNumber: string) => merchantGet<MerchantOrderDetail>('order', { orderNumber });
export type OrderAction = 'ship' | 'confirmTransfer' | 'return' | 'refund';
/** `extra`: for a transfer, the dollars the bank shows (`received`, recorded short or over); for shipping, the rider. */
export const actOnOrder = (action: OrderAction, orderNumber: string, extra: OrderStepExtra = {}) =>
  merchantPost<MerchantOrderDetail>(`order/${action}`, { orderNumber, ...extra });
export const listRefunds = () => merchantGet<RefundDue[]>('refunds');
export const markRefunded = (reference: string) => merchantPost<null>('refunds/mark', { reference });

export const getSettings = () => merchantGet<MerchantSettings>('settings');
export const saveSettings = (settings: MerchantSettings) => merchantPost<MerchantSettings>('settings/save', settings);
