import { localeOf, type LanguageCode } from '../i18n/languages';
import { PHNOM_PENH_OFFSET_MS } from './time';

/**
 * - `dateTime` (default): day, month, year and the time ("Nov 21, 2026, 9:00 PM").
 * - `date`: day, month and year ("Nov 21, 2026").
 * - `day`: weekday, day and month, for near days such as delivery dates ("Sun, Nov 22").
 */
export type DateTimeStyle = 'dateTime' | 'date' | 'day';

export interface DateTimeOptions {
  style?: DateTimeStyle;
}

const PHNOM_PENH_ZONE = 'Asia/Phnom_Penh';

const INTL_OPTIONS: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  day: { weekday: 'short', day: 'numeric', month: 'short' },
};

// Chromium builds with a reduced ICU have no Khmer date names: we bring our own rather than show English.
const KHMER_WEEKDAYS = ['អាទិត្យ', 'ច័ន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'];
const KHMER_MONTHS = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, style: DateTimeStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...INTL_OPTIONS[style], timeZone: PHNOM_PENH_ZONE });
    formatters.set(key, formatter);
  }
  return formatter;
}

function lacksKhmerDates(locale: string): boolean {
  return locale.startsWith('km') && Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `wall` read with the UTC getters is Phnom Penh wall-clock time. */
function khmerFallback(wall: Date, style: DateTimeStyle): string {
  const day = `${wall.getUTCDate()} ${KHMER_MONTHS[wall.getUTCMonth()]}`;
  const weekday = KHMER_WEEKDAYS[wall.getUTCDay()];
  if (style === 'day') return `${weekday} ${day}`;
  if (style === 'date') return `${day} ${wall.getUTCFullYear()}`;
  return `${weekday} ${day} ${wall.getUTCFullYear()} ម៉ោង ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * A moment (an API time in ISO 8601, or epoch milliseconds) as Phnom Penh wall-clock time in the shopper's
 * language, whatever the device's own zone. Missing or unreadable times give ''.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  language: LanguageCode,
  { style = 'dateTime' }: DateTimeOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = localeOf(language);
  if (lacksKhmerDates(locale)) return khmerFallback(new Date(date.getTime() + PHNOM_PENH_OFFSET_MS), style);
  return formatterFor(locale, style).format(date);
}
