import { parseIsoTime, toIso } from '../clock';

describe('toIso', () => {
  it('writes Phnom Penh time with +07:00', () => {
    expect(toIso(Date.UTC(2026, 10, 21, 7, 5, 0))).toBe('2026-11-21T14:05:00+07:00');
    expect(toIso(Date.UTC(2026, 11, 31, 20, 0, 0))).toBe('2027-01-01T03:00:00+07:00');
  });

  it("writes what a Date's toISOString writes, shifted by seven hours, for any millisecond of 1970–2400", () => {
    const byDate = (ms: number) => `${new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
    const edges = [
      0,
      Date.UTC(2000, 1, 29, 16, 59, 59, 999),
      Date.UTC(2100, 1, 28, 17),
      Date.UTC(2399, 11, 31, 16, 59, 59),
    ];
    let state = 20261123;
    const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const samples = Array.from({ length: 20_000 }, () => Math.floor(random() * Date.UTC(2400, 0, 1)));
    for (const ms of [...edges, ...edges.map((ms) => ms + 1), ...samples]) expect(toIso(ms)).toBe(byDate(ms));
  });
});

describe('parseIsoTime', () => {
  it.each([
    ['2026-11-21T14:05:00+07:00', Date.UTC(2026, 10, 21, 7, 5, 0)],
    ['2026-11-21T07:05:00Z', Date.UTC(2026, 10, 21, 7, 5, 0)],
    ['2026-11-21T07:05:00.250z', Date.UTC(2026, 10, 21, 7, 5, 0, 250)],
    ['2026-11-21T02:05-05:00', Date.UTC(2026, 10, 21, 7, 5, 0)],
    ['2026-11-21T14:05:00+0700', Date.UTC(2026, 10, 21, 7, 5, 0)],
  ])('reads %s', (text, ms) => {
    expect(parseIsoTime(text)).toBe(ms);
  });

  it('round-trips what toIso writes', () => {
    const ms = Date.UTC(2026, 1, 28, 23, 59, 59);
    expect(parseIsoTime(toIso(ms))).toBe(ms);
  });

  it.each([
    '',
    'tomorrow',
    '2026-11-21',
    '2026-11-21T14:05:00',
    '2026-02-30T10:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-11-21T24:00:00Z',
    '2026-11-21T10:00:00+25:00',
  ])('refuses %j', (text) => {
    expect(parseIsoTime(text)).toBeNull();
  });
});
