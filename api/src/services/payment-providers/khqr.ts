// KHQR on Bakong: the member scans a dynamic KHQR for the payment with any Cambodian bank app. Bakong does not
// post notifications; the shop asks Bakong's open API whether a transaction exists for the QR's md5
// (POST /v1/check_transaction_by_md5) and checks that it went to our account, in the QR's currency (dollars, or
// riel for the orders' frozen riel total), for the amount. With the token, each QR also gets Bakong's short link
// (POST /v1/generate_deeplink_by_qr), which opens a bank app on a phone where one is installed.
import { createHash } from 'node:crypto';
import { ConfigError, type AppConfig } from '../../config';
import { KHQR_LIMITS, KHQR_TEXT, encodeKhqr } from '../../lib/khqr';
import type { PaymentProvider, PaymentRecord, PaymentNotification } from './types';

export interface KhqrSettings {
  accountId: string;
  merchantName: string;
  merchantCity: string;
  bakongApiUrl: string;
  /** Bakong open API token; without it (development only) payments are confirmed by the operator. */
  bakongApiToken: string | undefined;
  timeoutMs: number;
  /** What a bank app shows of the shop when the short link opens it, and where it sends the shopper back. */
  deeplinkSource: { appIconUrl: string; appName: string; appDeepLinkCallback: string };
}

function setting(env: AppConfig['env'], name: string, max: number, fallback?: string): string {
  const value = env[name]?.trim() || fallback;
  if (!value) throw new ConfigError(`PAYMENT_PROVIDER=khqr needs ${name}`);
  if (value.length > max || !KHQR_TEXT.test(value))
    throw new ConfigError(`${name} must be at most ${max} plain ASCII characters (got "${value}")`);
  return value;
}

export function khqrSettings(config: AppConfig): KhqrSettings {
  const { env } = config;
  const accountId = setting(env, 'KHQR_ACCOUNT_ID', KHQR_LIMITS.accountId);
  if (!/^[^@\s]+@[^@\s]+$/.test(accountId))
    throw new ConfigError(`KHQR_ACCOUNT_ID must be a Bakong account id like name@bank (got "${accountId}")`);
  const bakongApiUrl = (env.BAKONG_API_URL?.trim() || 'https://api-bakong.nbc.gov.kh').replace(/\/+$/, '');
  const bakongApiToken = env.BAKONG_API_TOKEN?.trim() || undefined;
  if (config.nodeEnv === 'production' && !bakongApiToken) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=khqr in production needs BAKONG_API_TOKEN (payments are confirmed against Bakong)',
    );
  }
  if (config.nodeEnv === 'production' && !bakongApiUrl.startsWith('https://'))
    throw new ConfigError('BAKONG_API_URL must be https in production');
  const merchantName = setting(env, 'KHQR_MERCHANT_NAME', KHQR_LIMITS.merchantName);
  return {
    accountId,
    merchantName,
    merchantCity: setting(env, 'KHQR_MERCHANT_CITY', KHQR_LIMITS.merchantCity, 'Phnom Penh'),
    bakongApiUrl,
    bakongApiToken,
    timeoutMs: 10_000,
    deeplinkSource: {
      appIconUrl: `${config.publicOrigin}/web-app/icon-192.png`,
      appName: merchantName,
      appDeepLinkCallback: `${config.publicOrigin}/mobile/centre/order`,
    },
  };
}

interface BakongTransaction {
  toAccountId?: string;
  currency?: string;
  amount?: number;
  createdDateMs?: number;
  acknowledgedDateMs?: number | null;
}

export function createKhqrProvider(settings: KhqrSettings): PaymentProvider {
  const amountText = (cents: number) => (cents / 100).toFixed(2);
  const provider: PaymentProvider = {
    name: 'khqr',
    riel: true,
    async bankTransfer() {
      return { bankName: 'Bakong', accountName: settings.merchantName, accountNumber: settings.accountId };
    },
    async appPayment(request) {
      const qrString = encodeKhqr({
        accountId: settings.accountId,
        merchantName: settings.merchantName,
        merchantCity: settings.merchantCity,
        ...(request.currency === 'KHR' && request.amountRiel !== null
          ? { currency: 'KHR' as const, amount: String(request.amountRiel) }
          : { currency: 'USD' as const, amount: amountText(request.amountCents) }),
        // Several orders paid at once are one bill: the payment reference names it.
        billNumber: request.orderNumbers.length === 1 ? request.orderNumbers[0] : request.reference,
        createdAt: request.createdAt,
        expiresAt: request.expiresAt,
      });
      return { deeplink: await deeplinkOf(qrString), qrString };
    },
  };
  const token = settings.bakongApiToken;

  /** Bakong's short link for the QR; none without the token, or when Bakong does not give one (the QR still pays). */
  async function deeplinkOf(qr: string): Promise<string | null> {
    if (!token) return null;
    try {
      const response = await fetch(`${settings.bakongApiUrl}/v1/generate_deeplink_by_qr`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ qr, sourceInfo: settings.deeplinkSource }),
        signal: AbortSignal.timeout(Math.min(settings.timeoutMs, 5_000)),
      });
      if (!response.ok) return null;
      const answer = (await response.json()) as { responseCode?: number; data?: { shortLink?: unknown } | null };
      const link = answer.responseCode === 0 ? answer.data?.shortLink : undefined;
      return typeof link === 'string' && /^https:\/\//.test(link) ? link : null;
    } catch {
      return null;
    }
  }

  if (!token) return provider;
  provider.checkPayment = async (payment: PaymentRecord): Promise<PaymentNotification | null> => {
    if (!payment.app) return null;
    const md5 = createHash('md5').update(payment.app.qrString).digest('hex');
    const response = await fetch(`${settings.bakongApiUrl}/v1/check_transaction_by_md5`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ md5 }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`Bakong answered HTTP ${response.status} for payment ${payment.reference}`);
    const answer = (await response.json()) as { responseCode?: number; data?: BakongTransaction | null };
    // responseCode 1: no transaction for this QR yet.
    if (answer.responseCode !== 0 || !answer.data) return null;
    const t = answer.data;
    const currency = payment.app.currency ?? 'USD';
    if (t.toAccountId !== settings.accountId || t.currency !== currency || typeof t.amount !== 'number') {
      throw new Error(
        `Bakong's transaction for payment ${payment.reference} is not a ${currency} payment to ${settings.accountId}`,
      );
    }
    if (currency === 'KHR') {
      return {
        reference: payment.reference,
        amountCents: payment.amountCents,
        amountRiel: Math.round(t.amount),
        status: 'paid',
        paidAt: t.acknowledgedDateMs ?? t.createdDateMs ?? Date.now(),
      };
    }
    return {
      reference: payment.reference,
      amountCents: Math.round(t.amount * 100),
      status: 'paid',
      paidAt: t.acknowledgedDateMs ?? t.createdDateMs ?? Date.now(),
    };
  };
  return provider;
}

export default (config: AppConfig): PaymentProvider => createKhqrProvider(khqrSettings(config));
