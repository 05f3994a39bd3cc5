// The provider registry: every file in this folder (but this one and types) is a provider, named by its file
// name and chosen with PAYMENT_PROVIDER. Adding a provider is adding a file; nothing here changes.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type AppConfig } from '../../config';
import type { PaymentProvider, PaymentProviderFactory } from './types';

export type { PaymentProvider } from './types';

const NOT_PROVIDERS = new Set(['index', 'types']);

/** The provider names this folder holds (file names without extension). */
export function paymentProviderNames(): string[] {
  return readdirSync(__dirname)
    .filter((file) => /^[a-z][a-z0-9-]*\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.replace(/\.(ts|js)$/, ''))
    .filter((name) => !NOT_PROVIDERS.has(name))
    .sort();
}

export function createPaymentProvider(config: AppConfig): PaymentProvider {
  const names = paymentProviderNames();
  if (!names.includes(config.paymentProvider)) {
    throw new ConfigError(`PAYMENT_PROVIDER must be one of ${names.join(', ')} (got "${config.paymentProvider}")`);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = (require(path.join(__dirname, config.paymentProvider)) as { default: PaymentProviderFactory })
    .default;
  const provider = factory(config);
  if (provider.name !== config.paymentProvider)
    throw new Error(`${config.paymentProvider}: the provider calls itself "${provider.name}"`);
  return provider;
}
