import { DEFAULT_RIEL_RATE, formatRiel, isRielRate, rielOfCents, rielOfDollars } from '../riel';

describe('riel of dollars: whole cents × rate, rounded half up to the step', () => {
  it('rounds to the 100 riel note, half up', () => {
    expect(rielOfCents(100, { rate: 4100, step: 100 })).toBe(4100);
    expect(rielOfCents(1250, { rate: 4100, step: 100 })).toBe(51300); // 51,250 is half: up
    expect(rielOfCents(1249, { rate: 4100, step: 100 })).toBe(51200); // 51,209
    expect(rielOfCents(1, { rate: 4100, step: 100 })).toBe(0); // 41 riel
    expect(rielOfCents(2, { rate: 4100, step: 100 })).toBe(100); // 82 riel
    expect(rielOfCents(0, DEFAULT_RIEL_RATE)).toBe(0);
  });

  it('rounds to a 500 or 1000 riel step, and to the riel with step 1', () => {
    expect(rielOfCents(1250, { rate: 4100, step: 500 })).toBe(51500); // 51,250 is half of 500 away: up
    expect(rielOfCents(1249, { rate: 4100, step: 500 })).toBe(51000);
    expect(rielOfCents(1999, { rate: 4050, step: 1000 })).toBe(81000); // 80,959.5
    expect(rielOfCents(1999, { rate: 4050, step: 1 })).toBe(80960); // 80,959.5 is half: up
  });

  it('takes dollars as the API speaks them without a float deciding a rounding', () => {
    expect(rielOfDollars(0.29, { rate: 4100, step: 1 })).toBe(1189);
    expect(rielOfDollars(12.35, { rate: 4000, step: 100 })).toBe(49400);
    expect(rielOfDollars(99999.99, { rate: 10000, step: 100 })).toBe(999999900);
  });

  it('knows a sane rate and step', () => {
    expect(isRielRate(4100, 100)).toBe(true);
    expect(isRielRate(999, 100)).toBe(false);
    expect(isRielRate(4100.5, 100)).toBe(false);
    expect(isRielRate(4100, 0)).toBe(false);
  });
});

describe('riel as each language writes it', () => {
  it('Node 20 writes Khmer riel with two decimals, which riel never have: ours has none', () => {
    const intl = new Intl.NumberFormat('km-KH', { style: 'currency', currency: 'KHR' }).format(4100);
    expect(intl).toBe('4,100.00៛');
    expect(formatRiel(4100, 'km')).toBe('4,100៛');
  });

  it('Khmer, English and Chinese', () => {
    expect(formatRiel(1234500, 'km')).toBe('1,234,500៛');
    expect(formatRiel(51300, 'en')).toBe('51,300៛');
    expect(formatRiel(51300, 'zh')).toBe('51,300瑞尔');
    expect(formatRiel(0, 'en')).toBe('0៛');
    expect(formatRiel(-4100, 'km')).toBe('-4,100៛');
  });
});
