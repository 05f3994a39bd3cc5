import type { PaymentProvider } from './types';
import { createSandboxProvider } from './sandbox';

export type { PaymentProvider } from './types';

/** The configured provider; a real bank is one more case here. */
export function createPaymentProvider(config: { paymentProvider: string; sandboxPaymentSecret: string }): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider(config.sandboxPaymentSecret);
    default:
      throw new Error(`Unknown PAYMENT_PROVIDER "${config.paymentProvider}"`);
  }
}
