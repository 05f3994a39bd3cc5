import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRuntimeConfig, RuntimeConfigError } from '../config';
import {
  PHNOM_PENH_OFFSET_MS,
  cleanAddressText,
  copyText,
  formatDateTime,
  isValidPhone,
  validateAddress,
  formatPrice,
  imageUrl,
  isDecimalString,
  phnomPenhNow,
} from '../utils';

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
  it('shows US dollars with cents', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(1234)).toBe('$1,234.00');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('never prints NaN', () => {
    expect(formatPrice(Number.NaN)).toBe('$0.00');
  });

  it('writes any amount as the en-US currency format does', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
    });
    const amount = fc.oneof(
      fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }).map((cents) => cents / 100),
      fc.integer({ min: -100_000, max: 100_000 }).map((thousandths) => thousandths / 1000),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(-0, 0.005, 0.015, 1.005, 2.675, 1e21, -1e25, Number.MAX_VALUE),
    );
    fc.assert(
      fc.property(amount, (value) => {
        expect(formatPrice(value)).toBe(intl.format(value));
      }),
      { numRuns: 20_000 },
    );
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

  it('finds every remote of apps.json at its development port when the config names none', () => {
    const apps: { name: string; defaultPort: number }[] = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../../apps.json'), 'utf8'),
    );
    const remotes = apps.filter((app) => app.name !== 'shell');
    expect(parseRuntimeConfig({ apiBaseUrl: '/api' }).remotes).toEqual(
      Object.fromEntries(remotes.map((app) => [app.name, `http://localhost:${app.defaultPort}/mf-manifest.json`])),
    );
  });
});

describe('formatDateTime', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows API times and epoch milliseconds in Phnom Penh, whatever zone the device is in', () => {
    expect(formatDateTime('2026-11-21T14:00:00Z', 'en')).toBe('Nov 21, 2026, 9:00 PM');
    expect(formatDateTime(Date.UTC(2026, 10, 21, 18), 'en', { style: 'day' })).toBe('Sun, Nov 22');
    expect(formatDateTime('2026-11-21T23:30:00+07:00', 'en', { style: 'date' })).toBe('Nov 21, 2026');
  });

  it('gives nothing for a missing or unreadable time', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('not a time', 'en')).toBe('');
  });

  it('brings its own Khmer day and month names where the browser has none', () => {
    jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formatDateTime('2026-11-21T18:00:00Z', 'km', { style: 'day' })).toBe('អាទិត្យ 22 វិច្ឆិកា');
    expect(formatDateTime('2026-11-21T14:05:00Z', 'km')).toBe('សៅរ៍ 21 វិច្ឆិកា 2026 ម៉ោង 21:05');
    expect(formatDateTime('2026-11-21T14:05:00Z', 'km', { style: 'date' })).toBe('21 វិច្ឆិកា 2026');
  });
});

describe('copyText', () => {
  const original = { clipboard: navigator.clipboard, execCommand: document.execCommand };
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: original.clipboard, configurable: true });
    document.execCommand = original.execCommand;
  });

  it('uses the Clipboard API where there is one', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyText('PP1')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('PP1');
  });

  it('falls back to a selected text area without it (plain http), and leaves nothing behind', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    let copied = '';
    document.execCommand = jest.fn(() => {
      copied =
        (document.activeElement as HTMLTextAreaElement | null)?.value ??
        document.querySelector('textarea')?.value ??
        '';
      return true;
    });
    await expect(copyText('PP2')).resolves.toBe(true);
    expect(copied).toBe('PP2');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says so when neither way works', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    document.execCommand = jest.fn(() => false);
    await expect(copyText('PP3')).resolves.toBe(false);
  });
});

describe('address rules', () => {
  it('prompt for each empty field and for a phone that does not look like one', () => {
    expect(validateAddress({ receiver: ' ', mobile: ' - ', addr: '' }, [])).toEqual({
      receiver: 'common:validation.enterReceiver',
      mobile: 'common:validation.enterPhone',
      addr: 'common:validation.enterAddress',
      khan: 'common:validation.chooseKhan',
    });
    // A form without a khan field (another team's checkout) keeps the rules it had.
    expect(validateAddress({ receiver: 'Dara', mobile: '012345678', addr: 'St 51' })).toEqual({});
    expect(validateAddress({ receiver: 'Dara', mobile: '01234567a', addr: 'St 51', khan: 'dangkao' })).toEqual({
      mobile: 'common:validation.invalidPhone',
    });
  });

  it("refuse a khan outside the shop's area, and any khan while the shop delivers everywhere", () => {
    const area = [{ khan: 'doun-penh' as const, fee: null }];
    const values = { receiver: 'Dara', mobile: '012345678', addr: 'St 51' };
    expect(validateAddress({ ...values, khan: 'dangkao' }, area)).toEqual({ khan: 'common:validation.outsideArea' });
    expect(validateAddress({ ...values, khan: 'doun-penh' }, area)).toEqual({});
    expect(validateAddress({ ...values, khan: 'dangkao' }, [])).toEqual({});
  });

  it('take what the API takes: 6 to 15 digits, an optional +, spaces and dashes dropped', () => {
    expect(isValidPhone('012 345-678')).toBe(true);
    expect(isValidPhone('+85512345678')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(cleanAddressText({ receiver: ' Dara ', mobile: '012 345-678', addr: ' St 51 ', addrType: 2 })).toEqual({
      receiver: 'Dara',
      mobile: '012345678',
      addr: 'St 51',
      addrType: 2,
    });
  });
});
