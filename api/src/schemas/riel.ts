// Riel beside the dollar: the one rounding and the one way of writing riel, for the API and (through @mall/shared)
// every page. Dependency-free on purpose, as schemas/codes.ts is: @mall/shared bundles this file into the browser
// apps, and the API cannot import @mall/shared (shared's types come from the API, not the other way round).

/** The shop's rate: whole riel per dollar, and the note the riel figures are rounded to. */
export interface RielRate {
  rate: number;
  step: number;
}

/** Until the owner sets them: about the market rate, and the 100 riel note (the smallest in use). */
export const DEFAULT_RIEL_RATE: RielRate = { rate: 4100, step: 100 };
/** What the console accepts (a rate outside this range is a typing slip, not a rate: 150). */
export const RIEL_RATE_LIMITS = { minRate: 1000, maxRate: 10000, maxStep: 10000 } as const;

export function isRielRate(rate: number, step: number): boolean {
  return (
    Number.isInteger(rate) &&
    Number.isInteger(step) &&
    rate >= RIEL_RATE_LIMITS.minRate &&
    rate <= RIEL_RATE_LIMITS.maxRate &&
    step >= 1 &&
    step <= RIEL_RATE_LIMITS.maxStep
  );
}

/**
 * Whole cents at `rate` riel a dollar, rounded half up to a multiple of `step`. Integer maths only: cents × rate is
 * riel × 100 exactly (under 2^53 for any order this shop takes), so no float ever decides a rounding.
 */
export function rielOfCents(cents: number, { rate, step }: RielRate): number {
  const hundredths = BigInt(Math.round(cents)) * BigInt(rate);
  const unit = BigInt(step) * 100n;
  const negative = hundredths < 0n;
  const size = negative ? -hundredths : hundredths;
  const rounded = ((size + unit / 2n) / unit) * BigInt(step);
  return Number(negative ? -rounded : rounded);
}

/** Dollars as the API speaks them (at most two decimals): their whole cents first, then `rielOfCents`. */
export function rielOfDollars(dollars: number, rate: RielRate): number {
  return rielOfCents(Math.round(dollars * 100), rate);
}

type Language = 'km' | 'en' | 'zh';

/**
 * Riel as each language writes a price: no decimals (there is no smaller coin), Latin digits grouped by commas, as
 * Phnom Penh's shops, banks and the dollar beside it write them. Not by Intl: Node 20's km-KH currency format writes
 * `4,100.00៛` (two decimals riel never have), and the server's figure must be the browser's.
 * km and en `4,100៛` (the sign after the number, as shops write it); zh `4,100瑞尔`.
 */
export function formatRiel(riel: number, language: Language): string {
  const value = Number.isFinite(riel) ? Math.round(riel) : 0;
  const digits = Math.abs(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 ? '-' : '';
  return language === 'zh' ? `${sign}${digits}瑞尔` : `${sign}${digits}៛`;
}

/** The rate an order (or a confirmation) was figured at, as its API shape carries it; null when none was recorded. */
export function rateOfOrder(order: { rielRate: number | null; rielStep: number | null }): RielRate | null {
  return order.rielRate === null || order.rielStep === null ? null : { rate: order.rielRate, step: order.rielStep };
}
