import { codeToFlag, flagToLocale } from '@mall/shared';

const localeOf = (languageCode: string) => flagToLocale(codeToFlag(languageCode));

/** A day of the receiving-time list; `ppDate` is already shifted to Phnom Penh, so it is read in UTC. */
export function formatPhnomPenhDate(ppDate: Date, languageCode: string): string {
  return new Intl.DateTimeFormat(localeOf(languageCode), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(ppDate);
}

/** An API time (ISO 8601 with offset) as Phnom Penh wall time, whatever the device's zone. */
export function formatPhnomPenhTime(iso: string, languageCode: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(languageCode), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Phnom_Penh',
  }).format(date);
}

/** The day of an API time in Phnom Penh (estimates are days, not minutes). */
export function formatPhnomPenhDay(iso: string, languageCode: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(languageCode), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Phnom_Penh',
  }).format(date);
}
