import { localeOf, type LanguageCode } from '../i18n/languages';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** US dollars for the language: `$12.50`, never `US$`, in every language. */
export function formatPrice(amount: number, language: LanguageCode = 'en'): string {
  return formatterFor(localeOf(language)).format(Number.isFinite(amount) ? amount : 0);
}
