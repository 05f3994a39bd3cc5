import type { LanguageCode } from '../i18n/languages';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
});

/**
 * US dollars as Phnom Penh prices them, `$12.50`, in every language. Not by the language's locale: runtimes hold
 * different locale data (Node's ICU writes Khmer dollars `12.50$`, Chromium's `$12.50`), and the price the
 * server draws into the page must be the one the browser draws when React takes over.
 */
export function formatPrice(
  amount: number,
  /** @deprecated The format is the same in every language; kept so that apps built against 2.0.0 still compile. */
  _language?: LanguageCode,
): string {
  return dollars.format(Number.isFinite(amount) ? amount : 0);
}
