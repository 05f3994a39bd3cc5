// Every call of the merchant API the console makes (docs/MERCHANT-API.md), typed. Tests mock this module.
import { ApiError } from '@mall/shared';
import { merchantGet, merchantPost, merchantUrl } from './client';
import type {
  AuditEntry,
  AuditQuery,
  BulkItem,
  BulkResult,
  Customer,
  CustomerQuery,
  FailedJob,
  ImportReport,
  Invitation,
  InviteRequest,
  MerchantBanner,
  MerchantCategory,
  MerchantDashboard,
  MerchantHotSearch,
  MerchantOrder,
  MerchantOrderDetail,
  MerchantOrderQuery,
  MerchantProduct,
  MerchantProductFilter,
  MerchantProductQuery,
  MerchantProductRow,
  MerchantSettings,
  MerchantSettingsView,
  MerchantTag,
  OrderStepExtra,
  PasswordReset,
  Page,
  Photo,
  Picture,
  ProductSave,
  RefundDue,
  ReturnRequest,
  CashReport,
  SetupResult,
  SignedIn,
  Staff,
  StaffOfCall,
  StaffUpdate,
  MyTelegram,
  ShopBotSaved,
  ShopBotSetup,
  ShopBotSetupSave,
  TelegramTestChat,
  TelegramTestResult,
  TelegramLanguage,
  TelegramLink,
  TotpEnrolment,
  TotpConfirmed,
  RecoveryCodesLeft,
  RecoveryCodeSet,
  Upload,
} from '@mall/shared';

/** What the sign-in form sends besides the login and password: one second factor, and whether to trust the browser. */
export interface SignInExtras {
  totp?: string;
  recoveryCode?: string;
  trusted?: boolean;
}
export const signIn = (login: string, password: string, extras: SignInExtras = {}) =>
  merchantPost<SignedIn>('auth/login', {
    login,
    password,
    ...(extras.totp ? { totp: extras.totp } : {}),
    ...(extras.recoveryCode ? { recoveryCode: extras.recoveryCode } : {}),
    ...(extras.trusted ? { trusted: true } : {}),
  });
/** The code-again dialog: the authenticator's code, or a recovery code. */
export const giveSecondFactor = (factor: { totp?: string; recoveryCode?: string }) =>
  merchantPost<StaffOfCall>('auth/secondFactor', factor);
export const recoveryCodesLeft = () => merchantGet<RecoveryCodesLeft>('auth/recoveryCodes');
export const renewRecoveryCodes = () => merchantPost<RecoveryCodeSet>('auth/recoveryCodes');
export const setUpAccount = (token: string, password: string) =>
  merchantPost<SetupResult>('auth/setup', { token, password });
export const enrollTotp = () => merchantPost<TotpEnrolment>('auth/totp/enroll');
export const confirmTotp = (totp: string) => merchantPost<TotpConfirmed>('auth/totp/confirm', { totp });
export const signOut = () => merchantPost<null>('auth/logout');
export const currentStaff = () => merchantGet<Staff>('auth/me');

export const listStaff = () => merchantGet<Staff[]>('staff');
export const inviteStaff = (invite: InviteRequest) => merchantPost<Invitation>('staff/invite', invite);
export const updateStaff = (change: StaffUpdate) => merchantPost<Staff>('staff/update', change);
/** The member's password stops working; the answer holds their new one-time set-up link. */
export const resetStaffPassword = (request: PasswordReset) => merchantPost<Invitation>('staff/resetPassword', request);
export const myTelegram = () => merchantGet<MyTelegram>('me/telegram');
export const linkTelegram = (language: TelegramLanguage) =>
  merchantPost<TelegramLink>('me/telegram/link', { language });
export const setTelegramLanguage = (language: TelegramLanguage) =>
  merchantPost<MyTelegram>('me/telegram/language', { language });
export const unlinkTelegram = () => merchantPost<null>('me/telegram/unlink');
export const getShopBot = () => merchantGet<ShopBotSetup>('telegram/settings');
export const saveShopBot = (setup: ShopBotSetupSave) => merchantPost<ShopBotSaved>('telegram/settings/save', setup);
/** Removes the token saved in the console: the server's bot again, or none. */
export const clearShopBotToken = () => merchantPost<ShopBotSaved>('telegram/settings/clearToken');
export const testShopBot = (chat: TelegramTestChat) => merchantPost<TelegramTestResult>('telegram/test', { chat });
export const listAudit = (query: AuditQuery) => merchantGet<Page<AuditEntry>>('audit', query);

export const listProducts = (query: MerchantProductQuery) => merchantGet<Page<MerchantProductRow>>('products', query);
export const getProduct = (prodId: number) => merchantGet<MerchantProduct>('product', { prodId });
export const saveProduct = (product: ProductSave) => merchantPost<MerchantProduct>('product/save', product);
export const bulkEdit = (items: BulkItem[]) => merchantPost<BulkResult>('products/bulk', { items });
export const PHOTO_UPLOAD_TIMEOUT_MS = 120_000;
/** How often an upload being converted is asked after. */
export const UPLOAD_POLL_MS = 1000;

/**
 * Sends an upload (answered at once, as processing), then asks after it until its conversion is done: resolves with
 * it ready, or throws its refusal as any call does. `onProcessing` is told when the file has arrived.
 */
async function sendUpload(path: string, form: FormData, onProcessing?: () => void): Promise<Upload> {
  // A 12 MB phone photograph over a shop's 4G takes longer than a JSON call may.
  let upload = await merchantPost<Upload>(path, form, { timeout: PHOTO_UPLOAD_TIMEOUT_MS });
  if (upload.status === 'processing') onProcessing?.();
  while (upload.status === 'processing') {
    await new Promise((resolve) => setTimeout(resolve, UPLOAD_POLL_MS));
    upload = await merchantGet<Upload>(`uploads/${upload.uploadId}`);
  }
  if (upload.status === 'failed') {
    throw new ApiError('api', { codeId: upload.codeId ?? undefined, msg: upload.msg ?? undefined });
  }
  return upload;
}

export const uploadPhoto = async (file: File, prodId?: number, onProcessing?: () => void): Promise<Photo> => {
  const form = new FormData();
  // The product first: the server reads the fields before the file, which it streams to storage.
  if (prodId !== undefined) form.append('prodId', String(prodId));
  form.append('file', file);
  return (await sendUpload('photos', form, onProcessing)).photo!;
};
export const arrangePhotos = (arrangement: {
  prodId: number;
  photoIds: number[];
  mainPhotoId: number | null;
  version: number;
}) => merchantPost<MerchantProduct>('product/photos', arrangement);
const EXPORT_PATH = 'products/export.csv';
export const exportProducts = (filter: MerchantProductFilter) =>
  merchantGet<string>(EXPORT_PATH, filter, { responseType: 'text' });
export const importProducts = (csv: string, dryRun: boolean) =>
  merchantPost<ImportReport>('products/import', csv, {
    params: dryRun ? { dryRun: 1 } : undefined,
    headers: { 'Content-Type': 'text/csv' },
  });

export const uploadPicture = async (file: File, onProcessing?: () => void): Promise<Picture> => {
  const form = new FormData();
  form.append('file', file);
  return (await sendUpload('pictures', form, onProcessing)).picture!;
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
export const deleteTag = (tagId: number, version: number) => merchantPost<null>('tag/delete', { tagId, version });
export const listHotSearches = () => merchantGet<MerchantHotSearch[]>('hotSearches');
export const saveHotSearch = (word: Partial<MerchantHotSearch>) =>
  merchantPost<MerchantHotSearch>('hotSearch/save', word);
export const deleteHotSearch = (hotSearchId: number, version: number) =>
  merchantPost<null>('hotSearch/delete', { hotSearchId, version });

export const listOrders = (query: MerchantOrderQuery) => merchantGet<Page<MerchantOrder>>('orders', query);
export const getOrder = (orderNumber: string) => merchantGet<MerchantOrderDetail>('order', { orderNumber });
export type OrderAction = 'ship' | 'confirmTransfer' | 'return' | 'refund' | 'cashDelivered' | 'cashRefused';
/** `extra`: for a transfer, the dollars the bank shows (`received`, recorded short or over); for shipping, the rider. */
export const actOnOrder = (action: OrderAction, orderNumber: string, extra: OrderStepExtra = {}) =>
  merchantPost<MerchantOrderDetail>(`order/${action}`, { orderNumber, ...extra });
export const returnOrderLines = (request: ReturnRequest) =>
  merchantPost<MerchantOrderDetail>('order/returnLines', request);
export const listRefunds = () => merchantGet<RefundDue[]>('refunds');
export const getCashReport = (day: string) => merchantGet<CashReport>('cashReport', { day });
export const markRefunded = (reference: string) => merchantPost<null>('refunds/mark', { reference });

export const listFailedJobs = () => merchantGet<FailedJob[]>('jobs/failed');
export const retryFailedJob = (jobId: number) => merchantPost<null>('jobs/retry', { jobId });

/** The address of the console's event stream, with a new one-time ticket (EventSource sends no bearer token). */
export const liveStreamUrl = async () => {
  const { ticket } = await merchantPost<{ ticket: string }>('live/ticket');
  return merchantUrl('live', { ticket });
};

export const getDashboard = () => merchantGet<MerchantDashboard>('dashboard');
export const listCustomers = (query: CustomerQuery) => merchantGet<Page<Customer>>('customers', query);

export const getSettings = () => merchantGet<MerchantSettingsView>('settings');
export const saveSettings = (settings: MerchantSettings) =>
  merchantPost<MerchantSettingsView>('settings/save', settings);
