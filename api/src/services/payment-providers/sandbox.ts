// The local sandbox bank, the development default. It behaves like a real gateway: its app links carry an HMAC,
// and its notification is JSON whose exact bytes are signed with HMAC-SHA256 in the X-Sandbox-Signature header
// (checked in constant time before the body is even parsed).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseIsoTime, toIso } from '../../clock';
import type { AppConfig } from '../../config';
import type { PaymentNotification, PaymentProvider, PaymentRequest, RawNotification } from './types';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

interface SandboxNotificationBody {
  reference: string;
  amount: string; // dollars with two decimals, e.g. "12.50"
  status: 'paid' | 'failed';
  transactionId: string;
  paidAt: string; // ISO 8601
}

const amountText = (cents: number) => (cents / 100).toFixed(2);

function sign(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** What the sandbox bank posts when a payment completes (body and headers); tests and the operator's demo use it. */
export function signSandboxNotification(
  secret: string,
  n: { reference: string; amountCents: number; status?: 'paid' | 'failed'; transactionId?: string; paidAt: number },
): { body: string; headers: Record<string, string> } {
  const body: SandboxNotificationBody = {
    reference: n.reference,
    amount: amountText(n.amountCents),
    status: n.status ?? 'paid',
    transactionId: n.transactionId ?? `SBX${n.reference}`,
    paidAt: toIso(n.paidAt),
  };
  const text = JSON.stringify(body);
  return {
    body: text,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sign(secret, text) },
  };
}

function parseBody(raw: Buffer): SandboxNotificationBody | null {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  return ['reference', 'amount', 'status', 'transactionId', 'paidAt'].every((k) => typeof b[k] === 'string')
    ? (b as unknown as SandboxNotificationBody)
    : null;
}

export function createSandboxProvider(secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    async bankTransfer() {
      return {
        bankName: 'Sandbox Bank (test)',
        accountName: 'Phnom Penh Mall Co., Ltd.',
        accountNumber: '000 111 222',
      };
    },
    async appPayment(request: PaymentRequest) {
      const amount = amountText(request.amountCents);
      const expires = String(request.expiresAt);
      const hash = sign(secret, [request.reference, amount, expires].join('|'));
      const query = new URLSearchParams({ reference: request.reference, amount, currency: 'USD', expires, hash });
      return {
        deeplink: `sandboxbank://pay?${query.toString()}`,
        qrString: `SANDBOXPAY|${request.reference}|USD|${amount}|${expires}|${hash}`,
      };
    },
    async verifyNotification({ rawBody, headers }: RawNotification): Promise<PaymentNotification | null> {
      const signature = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return null;
      const expected = Buffer.from(sign(secret, rawBody), 'hex');
      if (!timingSafeEqual(Buffer.from(signature, 'hex'), expected)) return null;
      const body = parseBody(rawBody);
      const paidAt = body && parseIsoTime(body.paidAt);
      if (
        !body ||
        !/^\d+\.\d{2}$/.test(body.amount) ||
        paidAt == null ||
        (body.status !== 'paid' && body.status !== 'failed')
      )
        return null;
      return {
        reference: body.reference,
        amountCents: Math.round(Number(body.amount) * 100),
        status: body.status,
        paidAt,
      };
    },
  };
}

export default (config: AppConfig): PaymentProvider => createSandboxProvider(config.sandboxPaymentSecret);
