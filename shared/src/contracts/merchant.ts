/**
 * The staff API's shapes (docs/MERCHANT-API.md), for the merchant console: each the `Static` type of the API's own
 * TypeBox schema (api/src/schemas/merchant.ts), imported type-only, as the shopper types in ./entities are.
 */
import type { Static } from '@fastify/type-provider-typebox';
import type * as merchant from '../../../api/src/schemas/merchant';

export type StaffRole = Static<typeof merchant.StaffRole>;
export type Staff = Static<typeof merchant.StaffSchema>;
export type SignedIn = Static<typeof merchant.SignedIn>;
export type SetupResult = Static<typeof merchant.SetupResult>;
export type TotpEnrolment = Static<typeof merchant.TotpEnrolment>;
export type StaffOfCall = Static<typeof merchant.StaffOfCall>;
export type TotpConfirmed = Static<typeof merchant.TotpConfirmed>;
export type RecoveryCodesLeft = Static<typeof merchant.RecoveryCodesLeft>;
export type RecoveryCodeSet = Static<typeof merchant.RecoveryCodeSet>;
export type Invitation = Static<typeof merchant.Invitation>;
export type InviteRequest = Static<typeof merchant.InviteBody>;
export type StaffUpdate = Static<typeof merchant.StaffUpdateBody>;
export type PasswordReset = Static<typeof merchant.PasswordResetBody>;
export type AuditEntry = Static<typeof merchant.AuditEntry>;
export type AuditQuery = Static<typeof merchant.AuditQuery>;
export type TelegramLanguage = Static<typeof merchant.TelegramLanguage>;
export type MyTelegram = Static<typeof merchant.MyTelegram>;
export type TelegramLink = Static<typeof merchant.TelegramLink>;
export type ShopBotSetup = Static<typeof merchant.ShopBotSetup>;
export type ShopBotSetupSave = Static<typeof merchant.ShopBotSetupBody>;
export type ShopBotSaved = Static<typeof merchant.ShopBotSaved>;
export type TelegramTestChat = Static<typeof merchant.TelegramTestBody>['chat'];
export type TelegramTestResult = Static<typeof merchant.TelegramTestResult>;

/** A query as a caller sends it: the fields with a default may be left out. */
type WithDefaults<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

export type MerchantProductQuery = WithDefaults<Static<typeof merchant.ProductListQuery>, 'sort'>;
export type MerchantProductFilter = Static<typeof merchant.ProductExportQuery>;
export type MerchantProductRow = Static<typeof merchant.MerchantProductRow>;
export type MerchantProduct = Static<typeof merchant.MerchantProduct>;
export type MerchantSku = Static<typeof merchant.MerchantSku>;
export type ProductSave = Static<typeof merchant.ProductSaveBody>;
export type SkuSave = Static<typeof merchant.SkuInput>;
export type Photo = Static<typeof merchant.PhotoSchema>;
export type Picture = Static<typeof merchant.PictureSchema>;
export type BulkItem = Static<typeof merchant.BulkBody>['items'][number];
export type BulkResult = Static<typeof merchant.BulkResult>;
export type ImportReport = Static<typeof merchant.ImportResult>;
export type ImportProblem = Static<typeof merchant.ImportProblem>;

/** A small entity as answered: what a save takes, with its id and the version it was read at. */
export type MerchantCategory = Static<typeof merchant.CategoryRecord>;
export type MerchantTag = Static<typeof merchant.TagRecord>;
export type MerchantBanner = Static<typeof merchant.BannerRecord>;
export type MerchantHotSearch = Static<typeof merchant.HotSearchRecord>;

export type MerchantSettings = Static<typeof merchant.SettingsSchema>;
export type MerchantSettingsView = Static<typeof merchant.SettingsView>;

export type MerchantOrder = Static<typeof merchant.StaffOrder>;
export type MerchantOrderDetail = Static<typeof merchant.StaffOrderDetail>;
export type MerchantOrderQuery = Static<typeof merchant.StaffOrderQuery>;
export type MerchantPayment = Static<typeof merchant.PaymentOfOrder>;
/** A status the order reached, when, and who moved it there (null: the shopper, or the shop by itself). */
export type OrderHistoryStep = Static<typeof merchant.OrderHistory>[number];
export type ShipRequest = Static<typeof merchant.ShipBody>;
export type ConfirmTransferRequest = Static<typeof merchant.ConfirmTransferBody>;
export type CashDeliveredRequest = Static<typeof merchant.CashDeliveredBody>;
/**
 * What a step on an order sends beside its number: the rider for `ship`, the amount received for `confirmTransfer`,
 * the cash the rider brought back for `cashDelivered`.
 */
export type OrderStepExtra = Omit<ShipRequest, 'orderNumber'> &
  Omit<ConfirmTransferRequest, 'orderNumber'> &
  Partial<Omit<CashDeliveredRequest, 'orderNumber'>>;
export type RefundDue = Static<typeof merchant.RefundDue>;
/** Some units of some lines came back and/or some money went back (`merchant/order/returnLines`). */
export type ReturnRequest = Static<typeof merchant.ReturnBody>;
export type OrderReturn = Static<typeof merchant.OrderReturn>;
export type RefundMethod = Static<typeof merchant.RefundMethod>;
export type FailedJob = Static<typeof merchant.FailedJob>;
/** A day's cash from riders (merchant/cashReport). */
export type CashReport = Static<typeof merchant.CashReport>;

export type MerchantDashboard = Static<typeof merchant.DashboardSchema>;
export type PeriodFigures = NonNullable<MerchantDashboard['orders']>['today'];
export type CustomerQuery = Static<typeof merchant.CustomerQuery>;
export type Customer = Static<typeof merchant.CustomerRow>;
export type Upload = Static<typeof merchant.UploadSchema>;
