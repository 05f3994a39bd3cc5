// The local sandbox bank: it signs its payment links and notifications with HMAC-SHA256 over a fixed field
// order and verifies them the way a real gateway's callback is verified (constant-time, amount included).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseIsoTime, toIso } from '../../clock';
import type { AppPaymentDetails, BankTransferDetails, PaymentNotification, PaymentProvider, PaymentRequest } from './types';

export interface SandboxNotificationBody {
  reference: string;
  amount: string; // dollars with two decimals, e.g. "12.50"
  status: 'paid' | 'failed';
  transactionId: string;
  paidAt: string; // ISO 8601
  hash: string; // hex HMAC-SHA256 of the fields above joined by '|'
}

const amountText = (cents: number) => (cents / 100).toFixed(2);

export function sandboxSignature(secret: string, fields: string[]): string {
  return createHmac('sha256', secret).update(fields.join('|')).digest('hex');
}

/** What the sandbox bank posts when a payment completes; tests and the operator's demo use it. */
export function signSandboxNotification(
  secret: string,
  n: { reference: string; amountCents: number; status?: 'paid' | 'failed'; transactionId?: string; paidAt: number },
): SandboxNotificationBody {
  const body = {
    reference: n.reference,
    amount: amountText(n.amountCents),
    status: n.status ?? 'paid',
    transactionId: n.transactionId ?? `SBX${n.reference}`,
    paidAt: toIso(n.paidAt),
  };
  return { ...body, hash: sandboxSignature(secret, [body.reference, body.amount, body.status, body.transactionId, body.paidAt]) };
}

function isNotificationBody(body: unknown): body is SandboxNotificationBody {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return ['reference', 'amount', 'status', 'transactionId', 'paidAt', 'hash'].every((k) => typeof b[k] === 'string');
}

export function createSandboxProvider(secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    bankTransfer(): BankTransferDetails {
      return { bankName: 'Sandbox Bank (test)', accountName: 'Phnom Penh Mall Co., Ltd.', accountNumber: '000 111 222' };
    },
    appPayment(request: PaymentRequest): AppPaymentDetails {
      const amount = amountText(request.amountCents);
      const expires = String(request.expiresAt);
      const hash = sandboxSignature(secret, [request.reference, amount, expires]);
      const query = new URLSearchParams({ reference: request.reference, amount, currency: 'USD', expires, hash });
      return {
        deeplink: `sandboxbank://pay?${query.toString()}`,
        qrString: `SANDBOXPAY|${request.reference}|USD|${amount}|${expires}|${hash}`,
      };
    },
    verifyNotification(body: unknown): PaymentNotification | null {
      if (!isNotificationBody(body)) return null;
      const expected = Buffer.from(sandboxSignature(secret, [body.reference, body.amount, body.status, body.transactionId, body.paidAt]), 'hex');
      const given = Buffer.from(body.hash, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const paidAt = parseIsoTime(body.paidAt);
      if (!/^\d+\.\d{2}$/.test(body.amount) || paidAt === null || (body.status !== 'paid' && body.status !== 'failed')) return null;
      return { reference: body.reference, amountCents: Math.round(Number(body.amount) * 100), status: body.status, paidAt };
    },
  };
}
