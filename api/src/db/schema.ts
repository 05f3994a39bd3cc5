// The database as Kysely sees it. One definition for SQLite and PostgreSQL:
// money is integer cents, times are epoch milliseconds (bigint in PostgreSQL,
// parsed back to number), JSON is stored as text, flags are 0/1 integers.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface MemberTable {
  id: Generated<number>;
  mobile: string;
  nick_name: string;
  password_hash: string; // scrypt(salt, md5-hex received from the client)
  status: number; // 1 active, 0 disabled
  failed_logins: number;
  locked_until: number | null;
  created_at: number;
  order_sms: Generated<number>; // 1: the shopper hears of each order by SMS, 0: turned off in the member centre
  lang: string | null; // km | en | zh: the order messages' language (null until the member places an order)
}

export interface SessionTable {
  token_hash: string; // sha256 of the random token; the token itself is never stored
  member_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  mobile: string;
  purpose: number; // 1 register, 2 password reset
  code_hash: string;
  attempts: number; // wrong guesses; the code stops working after 5
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

// Verification codes a mobile has had: the daily cap and the one-a-minute rule, decided in one upsert.
export interface CodeQuotaTable {
  mobile: string;
  day_started_at: number; // the first code of the current 24 hours
  sent: number; // codes since day_started_at
  last_sent_at: number;
}

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number;
  name_kh: string;
  name_en: string;
  name_cn: string;
  pic: string;
  seq: number;
  version: Generated<number>;
}

export interface ProductTable {
  id: Generated<number>;
  shop_id: number;
  name_kh: string;
  name_en: string;
  name_cn: string;
  brief_kh: string;
  brief_en: string;
  brief_cn: string;
  content_kh: string;
  content_en: string;
  content_cn: string;
  search_text: string; // names and briefs in all three languages in the search normal form (searchTextOf)
  pic: string;
  imgs: string; // JSON array of URLs
  price_cents: number; // lowest-priced SKU's price, kept in step with sku
  ori_price_cents: number; // that SKU's original price
  sold_num: number;
  status: number; // 1 on sale, 0 removed
  created_at: number;
  updated_at: number;
  version: Generated<number>;
  max_per_order: number | null; // units of one SKU in one order or cart line; null: the shop's MAX_UNITS_PER_SKU
}

export interface ProductCategoryTable {
  prod_id: number;
  category_id: number;
}

export interface TagTable {
  id: Generated<number>;
  title_kh: string;
  title_en: string;
  title_cn: string;
  seq: number;
  style: string;
  version: Generated<number>;
}

export interface ProductTagTable {
  prod_id: number;
  tag_id: number;
}

export interface SpecTable {
  id: Generated<number>;
  prod_id: number;
  seq: number;
  name_kh: string;
  name_en: string;
  name_cn: string;
}

export interface SpecValueTable {
  id: Generated<number>;
  spec_id: number;
  seq: number;
  value_kh: string;
  value_en: string;
  value_cn: string;
}

export interface SkuTable {
  id: Generated<number>;
  prod_id: number;
  spec_values: string; // JSON object { <spec name En>: <value En> }
  name_kh: string;
  name_en: string;
  name_cn: string;
  price_cents: number;
  ori_price_cents: number;
  stock: number;
  pic: string;
  status: number; // 1 on sale, 0 gone
  version: Generated<number>;
}

export interface BannerTable {
  id: Generated<number>;
  img_url: string; // English, and the fallback
  img_url_kh: Generated<string>; // '' when the English picture serves
  img_url_cn: Generated<string>;
  prod_id: number | null;
  seq: number;
  version: Generated<number>;
}

export interface HotSearchTable {
  id: Generated<number>;
  title_kh: string;
  title_en: string;
  title_cn: string;
  seq: number;
  version: Generated<number>;
}

export interface SiteSettingTable {
  key: string; // phone, phoneCn, email, facebook, …
  value: string;
  version: Generated<number>; // all rows carry the settings' one version (they are saved together)
}

export type StaffRole = 'owner' | 'catalogue' | 'orders';

export interface StaffTable {
  id: Generated<number>;
  login: string;
  name: string;
  role: StaffRole;
  password_hash: string | null; // null until the set-up link is used
  totp_secret: string | null; // base32; enrolled, or waiting for its first code
  totp_enabled: number; // 1 once a code from the secret was confirmed
  totp_last_step: number | null; // the last 30-second step a code was used in: a code works once
  disabled: number;
  failed_logins: number;
  locked_until: number | null;
  created_at: number;
  version: Generated<number>;
}

export interface StaffSessionTable {
  token_hash: string;
  staff_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  trusted: Generated<number>; // 1: the browser was trusted at sign-in (a longer, sliding session)
  second_factor_at: number | null; // when the TOTP or a recovery code was last given in this session
}

/** An owner's one-time recovery code (its sha256 only), used in place of the authenticator's code once. */
export interface StaffRecoveryCodeTable {
  code_hash: string;
  staff_id: number;
  created_at: number;
  used_at: number | null;
}

/** A one-time link that sets a staff member's password (the first owner's, or an invitation's). */
export interface StaffSetupTable {
  token_hash: string;
  staff_id: number;
  expires_at: number;
  used_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number;
  action: string; // create, update, delete, stock, ship, …
  entity: string; // product, sku, staff, order, …
  entity_id: string;
  before: string | null; // JSON
  after: string | null; // JSON
  time: number;
}

export interface PhotoTable {
  id: Generated<number>;
  prod_id: number;
  hash: string; // sha256 of the uploaded bytes (hex): names every file of this photo
  width: number;
  height: number;
  placeholder: string; // the dominant colour, #rrggbb
  seq: number;
  created_at: number;
}

export type JobStatus = 'pending' | 'relayed' | 'running' | 'done' | 'failed';

export interface JobTable {
  id: Generated<number>;
  kind: string;
  key: string; // what the job acts on: one job per key
  payload: string; // JSON
  status: JobStatus;
  attempts: Generated<number>;
  round: Generated<number>;
  run_at: number;
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

/** One SMS to a shopper about an order, written before it goes out (a job tried again sends nothing twice). */
export interface OrderNoticeTable {
  order_number: string;
  event: string; // placed | paid | shipped | refunded
  channel: string; // sms | telegram
  status: 'sending' | 'sent';
  created_at: number;
}

/** A one-time, short-lived ticket that opens the console's event stream (EventSource sends no Authorization). */
export interface StaffLiveTicketTable {
  ticket_hash: string; // sha256 of the ticket; the ticket itself is never stored
  session_hash: string; // the staff session that asked for it
  expires_at: number;
}

export interface TelegramLinkTokenTable {
  token_hash: string;
  staff_id: number;
  language: string;
  expires_at: number;
  used_at: number | null;
}

export interface StaffTelegramTable {
  staff_id: number;
  telegram_user_id: string;
  chat_id: string;
  username: string | null;
  language: string; // km | en | zh: the language of the messages sent to this member
  linked_at: number;
}

/** A one-time deep link that links a shopper's Telegram chat (its token stored hashed). */
export interface MemberTelegramTokenTable {
  token_hash: string;
  member_id: number;
  language: string; // km | en | zh: the bot's confirmation is in the language of the page the link was asked from
  order_number: string | null; // the order the link was asked from: its news is sent once linked
  expires_at: number;
  used_at: number | null;
}

/** A shopper's linked Telegram chat: the chat id only (no user name, no phone). */
export interface MemberTelegramTable {
  member_id: number;
  chat_id: string;
  linked_at: number;
}

export interface TelegramMessageTable {
  key: string; // what the message is about: order:<number>, remind:<number>, summary:<date>
  chat_id: string;
  message_id: number; // 0 while a message sent once only is on its way (claimed before the send)
  language: string;
  sent_at: number;
}

/** The shop bot as the owner set it in the console (one row, id 1); null: never saved there (the env's value). */
export interface TelegramSettingTable {
  id: number;
  token: string | null;
  bot_username: string | null;
  webhook_secret: string | null;
  orders_chat_id: string | null;
  catalogue_chat_id: string | null;
  reminder_minutes: number | null;
  summary_hour: number | null;
  updated_at: number;
}

export type PhotoUploadStatus = 'receiving' | 'processing' | 'ready' | 'failed';

export interface PhotoUploadTable {
  id: Generated<number>;
  staff_id: number;
  prod_id: number | null; // null: a banner's or a category's picture
  original: string; // the upload as sent, in photo storage, until converted
  status: PhotoUploadStatus;
  error_code: number | null;
  photo_id: number | null;
  result: string | null; // JSON: the picture (a picture upload), once ready
  created_at: number;
  updated_at: number;
}

export interface CartItemTable {
  id: Generated<number>; // basketId
  member_id: number;
  shop_id: number;
  prod_id: number;
  sku_id: number;
  count: number;
  created_at: number;
}

export interface AddressTable {
  id: Generated<number>; // addrId
  member_id: number;
  receiver: string;
  mobile: string;
  addr: string;
  addr_type: number; // 1 home, 2 company, 3 school, 4 other
  common_addr: number; // 1 default, 0 not
  created_at: number;
  khan: string | null; // a KHANS code; null: saved before khans (the flat fee)
}

export interface FavoriteTable {
  member_id: number;
  prod_id: number;
  created_at: number;
}

// A confirmation reserves an orderNumber for one member's checkout; placing uses it as the idempotency key.
export interface CheckoutTable {
  order_number: string;
  member_id: number;
  source: string; // 'cart' | 'buynow'
  lines: string; // JSON: [{ basketId?, shopId, prodId, skuId, prodCount }]
  created_at: number;
  expires_at: number;
}

export interface OrderTable {
  order_number: string;
  member_id: number;
  status: number; // 1 to_pay, 2 to_delivered, 3 to_receive, 5 completed, 6 cancelled, 7 returned_goods_refund, 8 refunded
  product_amount_cents: number;
  delivery_fee_cents: number;
  amount_cents: number;
  /** Riel per dollar when placed, and amount_cents in riel at it (rounded then); null for orders placed before. */
  riel_rate: number | null;
  riel_step: number | null;
  amount_riel: number | null;
  payment_method: number; // 1 bank transfer, 2 bank mobile app
  remarks: string;
  rec_time: number;
  receiver: string;
  receiver_mobile: string;
  addr: string;
  addr_type: number;
  create_time: number;
  pay_time: number | null;
  ship_time: number | null;
  finish_time: number | null;
  cancel_time: number | null;
  estimated_delivery_time: number;
  deleted_at: number | null; // hidden from the member, never erased
  // Who takes it once shipped ('' until then, or when staff did not say): shown to the shopper.
  rider_name: Generated<string>;
  rider_phone: Generated<string>;
  delivery_note: Generated<string>;
  /** Money refunded so far (whole or by returns): never more than amount_cents. */
  refunded_cents: Generated<number>;
  khan: string | null; // the address's khan when placed (null: an address saved before khans)
  // Cash on delivery (payment_method 3): what the rider brought back, recorded by whom and when (null until then).
  cash_taken_cents: number | null;
  cash_recorded_by: number | null;
  cash_recorded_at: number | null;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_number: string;
  shop_id: number;
  prod_id: number;
  sku_id: number;
  prod_name_kh: string;
  prod_name_en: string;
  prod_name_cn: string;
  sku_name_kh: string;
  sku_name_en: string;
  sku_name_cn: string;
  /** The variant's specs as words when the order was placed, e.g. "Weight: 250 g" (one per language). */
  spec_kh: Generated<string>;
  spec_en: Generated<string>;
  spec_cn: Generated<string>;
  pic: string;
  price_cents: number;
  prod_count: number;
  /** Units returned so far: never more than prod_count. */
  returned_count: Generated<number>;
}

export type RefundMethod = 'bank_transfer' | 'mobile_app' | 'cash';

/** One return (or refund) a member of staff recorded on an order. */
export interface OrderReturnTable {
  id: Generated<number>;
  order_number: string;
  staff_id: number;
  reason: string;
  refund_cents: number;
  refund_method: RefundMethod | '';
  refund_reference: string;
  restock: number; // 1: the returned units went back into stock
  created_at: number;
}

export interface OrderReturnLineTable {
  id: Generated<number>;
  return_id: number;
  order_item_id: number;
  quantity: number;
}

export interface OrderEventTable {
  id: Generated<number>;
  order_number: string;
  status: number;
  time: number;
}

export interface PaymentTable {
  id: Generated<number>;
  reference: string; // unique, what the bank or app quotes back
  member_id: number;
  order_numbers: string; // JSON array
  pay_type: number; // 1 bank transfer, 2 bank mobile app
  amount_cents: number;
  status: PaymentStatus;
  created_at: number;
  expires_at: number;
  paid_at: number | null; // when the money arrived (paid or refund_due)
  instruction: string | null; // JSON of the instruction given to the member
  received_cents: number | null; // what came (paid or refund_due); a wrong amount is refund due in full
  refunded_at: number | null;
}

/**
 * pending: instruction given, no money yet; expired / replaced: closed without money (replaced: the member asked
 * for another method); paid: the orders moved on; refund_due: money came for orders no longer payable; refunded.
 */
export type PaymentStatus = 'pending' | 'expired' | 'replaced' | 'paid' | 'refund_due' | 'refunded';

/** The one open payment of an order (a primary key per order keeps it one under concurrent `pay` calls). */
export interface OpenPaymentTable {
  order_number: string;
  payment_id: number;
}

export interface Database {
  member: MemberTable;
  session: SessionTable;
  verification_code: VerificationCodeTable;
  code_quota: CodeQuotaTable;
  category: CategoryTable;
  product: ProductTable;
  product_category: ProductCategoryTable;
  tag: TagTable;
  product_tag: ProductTagTable;
  spec: SpecTable;
  spec_value: SpecValueTable;
  sku: SkuTable;
  banner: BannerTable;
  hot_search: HotSearchTable;
  site_setting: SiteSettingTable;
  cart_item: CartItemTable;
  address: AddressTable;
  favorite: FavoriteTable;
  checkout: CheckoutTable;
  order: OrderTable;
  order_item: OrderItemTable;
  order_event: OrderEventTable;
  order_return: OrderReturnTable;
  order_return_line: OrderReturnLineTable;
  payment: PaymentTable;
  open_payment: OpenPaymentTable;
  staff: StaffTable;
  staff_session: StaffSessionTable;
  staff_setup: StaffSetupTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  audit_log: AuditLogTable;
  photo: PhotoTable;
  job: JobTable;
  photo_upload: PhotoUploadTable;
  order_notice: OrderNoticeTable;
  staff_live_ticket: StaffLiveTicketTable;
  telegram_link_token: TelegramLinkTokenTable;
  staff_telegram: StaffTelegramTable;
  telegram_message: TelegramMessageTable;
  telegram_setting: TelegramSettingTable;

  member_telegram_token: MemberTelegramTokenTable;
  member_telegram: MemberTelegramTable;
}

export type Member = Selectable<MemberTable>;
export type NewMember = Insertable<MemberTable>;
export type Product = Selectable<ProductTable>;
export type Sku = Selectable<SkuTable>;
export type CartItem = Selectable<CartItemTable>;
export type Address = Selectable<AddressTable>;
export type AddressUpdate = Updateable<AddressTable>;
export type Order = Selectable<OrderTable>;
export type OrderItem = Selectable<OrderItemTable>;
export type Payment = Selectable<PaymentTable>;
export type Staff = Selectable<StaffTable>;
export type Job = Selectable<JobTable>;
export type PhotoUpload = Selectable<PhotoUploadTable>;
export type StaffTelegram = Selectable<StaffTelegramTable>;
export type TelegramMessage = Selectable<TelegramMessageTable>;
export type TelegramSetting = Selectable<TelegramSettingTable>;
