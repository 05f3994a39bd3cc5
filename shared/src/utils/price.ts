import type { LanguageCode } from '../i18n/languages';

/**
 * US dollars as Phnom Penh prices them, `$12.50`, in every language. Not by the language's locale: runtimes hold
 * different locale data (Node's ICU writes Khmer dollars `12.50$`, Chromium's `$12.50`), and the price the
 * server draws into the page must be the one the browser draws when React takes over.
 * Written as en-US's currency format writes it (a test compares the two on any number): building an
 * `Intl.NumberFormat` took a phone some 15 ms of the first screen's start, in one piece.
 */
export function formatPrice(
  amount: number,
  /** @deprecated The format is the same in every language; kept so that apps built against 2.0.0 still compile. */
  _language?: LanguageCode,
): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const cents = centsOf(Math.abs(value));
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}$${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** Whole cents, rounded half up from the shortest decimal that reads back as the number (1.005 is 101), as Intl does. */
function centsOf(amount: number): bigint {
  const [mantissa, exponent] = amount.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const kept = Number(exponent) + 3;
  if (kept <= 0) return kept === 0 && digits[0] >= '5' ? 1n : 0n;
  return BigInt(digits.slice(0, kept).padEnd(kept, '0')) + (digits[kept] >= '5' ? 1n : 0n);
}
