/** Phnom Penh is UTC+7 all year (no daylight saving). */
export const PHNOM_PENH_OFFSET_MS = 25_200_000;

/**
 * The current time shifted by +7 hours. Read it with the UTC getters
 * (`getUTCHours()`, `toISOString()`) to get Phnom Penh wall-clock values on any device.
 */
export function phnomPenhNow(now: number = Date.now()): Date {
  return new Date(now + PHNOM_PENH_OFFSET_MS);
}
