import { PHNOM_PENH_OFFSET_MS, codeToFlag, flagToLocale } from '@mall/shared';

const localeOf = (languageCode: string) => flagToLocale(codeToFlag(languageCode));

/** Some browsers ship without Khmer date names (e.g. Chromium builds with a reduced ICU): we bring our own. */
const KHMER_WEEKDAYS = ['អាទិត្យ', 'ច័ន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'];
const KHMER_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];

function needsKhmerFallback(locale: string): boolean {
  return locale.startsWith('km') && Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `ppDate` read in UTC is Phnom Penh wall time. */
function khmerDay(ppDate: Date): string {
  return `${KHMER_WEEKDAYS[ppDate.getUTCDay()]} ${ppDate.getUTCDate()} ${KHMER_MONTHS[ppDate.getUTCMonth()]}`;
}

const toPhnomPenhWall = (date: Date) => new Date(date.getTime() + PHNOM_PENH_OFFSET_MS);

/** A day of the receiving-time list; `ppDate` is already shifted to Phnom Penh, so it is read in UTC. */
export function formatPhnomPenhDate(ppDate: Date, languageCode: string): string {
  const locale = localeOf(languageCode);
  if (needsKhmerFallback(locale)) return khmerDay(ppDate);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(ppDate);
}

/** An API time (ISO 8601 with offset) as Phnom Penh wall time, whatever the device's zone. */
export function formatPhnomPenhTime(iso: string, languageCode: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = localeOf(languageCode);
  if (needsKhmerFallback(locale)) {
    const wall = toPhnomPenhWall(date);
    return `${khmerDay(wall)} ${wall.getUTCFullYear()} ម៉ោង ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Phnom_Penh' }).format(date);
}

/** The day of an API time in Phnom Penh (estimates are days, not minutes). */
export function formatPhnomPenhDay(iso: string, languageCode: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = localeOf(languageCode);
  if (needsKhmerFallback(locale)) return khmerDay(toPhnomPenhWall(date));
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Phnom_Penh' }).format(date);
}
