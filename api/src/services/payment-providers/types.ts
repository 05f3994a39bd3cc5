// What the shop needs from a payment provider. A provider is one file in this folder, chosen by PAYMENT_PROVIDER
// (its file name); see index.ts.
import type { IncomingHttpHeaders } from 'node:http';
import type { AppConfig } from '../../config';

export interface PaymentRequest {
  reference: string;
  orderNumbers: string[];
  amountCents: number;
  /** The orders' frozen riel total (null when one has none); a KHR request carries it in the QR. */
  amountRiel: number | null;
  /** The bank-app QR's currency. */
  currency: 'USD' | 'KHR';
  createdAt: number;
  expiresAt: number;
}

export interface BankTransferDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export interface AppPaymentDetails {
  /** null when the provider has no app link (a KHQR is scanned by any bank app). */
  deeplink: string | null;
  qrString: string;
}

/** A provider's word that a payment happened (or failed), after its signature (or its own API) said so. */
export interface PaymentNotification {
  reference: string;
  amountCents: number;
  /** A payment in riel: the riel received (amountCents is then their dollar worth at the payment's own ratio). */
  amountRiel?: number;
  status: 'paid' | 'failed';
  paidAt: number;
}

/** A notification exactly as it arrived: gateways sign the bytes and put the signature in a header. */
export interface RawNotification {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
}

/** What the shop remembers of a payment when it asks the provider about it. */
export interface PaymentRecord {
  reference: string;
  amountCents: number;
  createdAt: number;
  app: (AppPaymentDetails & { currency?: 'USD' | 'KHR'; amountRiel?: number | null }) | null;
}

export interface PaymentProvider {
  readonly name: string;
  /** The provider's QR can carry riel (KHQR); others take dollars only (152). */
  readonly riel?: boolean;
  /** May call the gateway; asked once per payment, and the answer is kept (asking again returns it). */
  bankTransfer(request: PaymentRequest): Promise<BankTransferDetails>;
  appPayment(request: PaymentRequest): Promise<AppPaymentDetails>;
  /** Providers that post notifications: POST /api/payConfig/notify/<name>; null unless the signature is the provider's. */
  verifyNotification?(notification: RawNotification): Promise<PaymentNotification | null>;
  /** Providers that are asked instead: the payment's state at the provider (null: not paid yet). */
  checkPayment?(payment: PaymentRecord): Promise<PaymentNotification | null>;
}

/**
 * A provider file's default export: builds the provider from the configuration, reading its own settings from
 * `config.env`; a missing or unsafe setting throws ConfigError naming it (start-up then refuses).
 */
export type PaymentProviderFactory = (config: AppConfig) => PaymentProvider;
