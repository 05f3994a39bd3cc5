// What the shop needs from a payment provider. A real bank is one more implementation of this interface.
export interface PaymentRequest {
  reference: string;
  amountCents: number;
  expiresAt: number;
}

export interface BankTransferDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export interface AppPaymentDetails {
  deeplink: string;
  qrString: string;
}

/** A provider's word that a payment happened (or failed), after its signature was verified. */
export interface PaymentNotification {
  reference: string;
  amountCents: number;
  status: 'paid' | 'failed';
  paidAt: number;
}

export interface PaymentProvider {
  /** Its notification endpoint is POST /api/payConfig/notify/<name>. */
  readonly name: string;
  bankTransfer(request: PaymentRequest): BankTransferDetails;
  appPayment(request: PaymentRequest): AppPaymentDetails;
  /** The notification when its signature is the provider's; null otherwise. */
  verifyNotification(body: unknown): PaymentNotification | null;
}
