import { parseRuntimeConfig, RuntimeConfigError } from '../config';
import { PHNOM_PENH_OFFSET_MS, formatPrice, imageUrl, isDecimalString, phnomPenhNow } from '../utils';

describe('phnomPenhNow', () => {
  it('shifts now by 25,200,000 ms (UTC+7)', () => {
    expect(PHNOM_PENH_OFFSET_MS).toBe(25_200_000);
    const utc = Date.UTC(2026, 10, 21, 20, 30);
    const local = phnomPenhNow(utc);
    expect(local.getTime() - utc).toBe(25_200_000);
    expect(local.getUTCDate()).toBe(22);
    expect(local.getUTCHours()).toBe(3);
  });

  it('uses the clock by default', () => {
    const before = Date.now();
    const shifted = phnomPenhNow().getTime() - PHNOM_PENH_OFFSET_MS;
    expect(shifted).toBeGreaterThanOrEqual(before);
    expect(shifted).toBeLessThanOrEqual(Date.now());
  });
});

describe('isDecimalString', () => {
  it.each(['0', '12', '12.5', '12.50', '0007.1'])('accepts %s', (value) => {
    expect(isDecimalString(value)).toBe(true);
  });

  it.each(['', ' ', '1.', '.5', '-1', '+1', '1e3', '1,000', '12.5.1', '١٢', 'abc', '12 '])('refuses %j', (value) => {
    expect(isDecimalString(value)).toBe(false);
  });
});

describe('formatPrice', () => {
  it('shows US dollars with cents for English', () => {
    expect(formatPrice(12.5, 'En')).toBe('$12.50');
    expect(formatPrice(1234, 'en')).toBe('$1,234.00');
    expect(formatPrice(0, 'En')).toBe('$0.00');
  });

  it('follows the language, always in dollars', () => {
    expect(formatPrice(12.5, 'Cn')).toBe('US$12.50');
    expect(formatPrice(12.5, 'Kh')).toMatch(/12[.,]50/);
    expect(formatPrice(12.5, 'Kh')).toContain('$');
  });

  it('never prints NaN', () => {
    expect(formatPrice(Number.NaN, 'En')).toBe('$0.00');
  });
});

describe('imageUrl', () => {
  it('puts the image path before API paths and leaves full URLs alone', () => {
    expect(imageUrl('/api/images/p/1.svg', '')).toBe('/api/images/p/1.svg');
    expect(imageUrl('/api/images/p/1.svg', 'https://cdn.example')).toBe('https://cdn.example/api/images/p/1.svg');
    expect(imageUrl('https://other.example/a.png', 'https://cdn.example')).toBe('https://other.example/a.png');
    expect(imageUrl(null, 'x')).toBe('');
  });
});

describe('runtime config', () => {
  it('is validated in one place', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: '/api/' })).toMatchObject({ apiBaseUrl: '/api', imagePath: '' });
    expect(() => parseRuntimeConfig({ imagePath: '' })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ apiBaseUrl: '/api', remotes: { catalog: 3 } })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig('nope')).toThrow(RuntimeConfigError);
  });
});
