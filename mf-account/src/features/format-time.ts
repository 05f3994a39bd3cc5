import { flagToLocale, type LanguageFlag } from '@mall/shared';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A server time (ISO 8601) as Phnom Penh wall-clock time, whatever the device's own zone. */
export function formatPhnomPenhTime(iso: string | null | undefined, language: LanguageFlag): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = flagToLocale(language);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Phnom_Penh',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}
