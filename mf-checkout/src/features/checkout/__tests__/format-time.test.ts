import { formatPhnomPenhDay, formatPhnomPenhTime } from '../format-time';

afterEach(() => jest.restoreAllMocks());

test('times are shown in Phnom Penh, whatever zone the device is in', () => {
  expect(formatPhnomPenhTime('2026-11-21T14:00:00Z', 'en')).toBe('Nov 21, 2026, 9:00 PM');
  expect(formatPhnomPenhDay('2026-11-21T18:00:00Z', 'en')).toBe('Sun, Nov 22');
});

test('a browser without Khmer date names still shows Khmer days and months', () => {
  jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
  expect(formatPhnomPenhDay('2026-11-21T18:00:00Z', 'km')).toBe('អាទិត្យ 22 វិច្ឆិកា');
  expect(formatPhnomPenhTime('2026-11-21T14:05:00Z', 'km')).toBe('សៅរ៍ 21 វិច្ឆិកា 2026 ម៉ោង 21:05');
});
