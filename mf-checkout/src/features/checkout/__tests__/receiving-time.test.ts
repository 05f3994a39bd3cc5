import { phnomPenhNow } from '@mall/shared';
import { receivingDays } from '../receiving-time';

const at = (iso: string) => phnomPenhNow(Date.parse(iso));

test('windows start at least two hours ahead, in Phnom Penh time, over the next 7 days', () => {
  // 10:30 in Phnom Penh (03:30 UTC): today's 09:00 and 12:00 windows are too soon.
  const days = receivingDays(at('2026-11-21T03:30:00Z'));
  expect(days).toHaveLength(7);
  expect(days[0].date).toBe('2026-11-21');
  expect(days[0].windows.map((w) => w.value)).toEqual(['2026-11-21T15:00:00+07:00', '2026-11-21T18:00:00+07:00']);
  expect(days[6].date).toBe('2026-11-27');
  const last = days[6].windows.at(-1)!.value;
  expect(Date.parse(last) - Date.parse('2026-11-21T03:30:00Z')).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
});

test('late in the evening the list starts tomorrow', () => {
  // 22:00 in Phnom Penh is 15:00 UTC: a device in another zone still gets Phnom Penh's days.
  const days = receivingDays(at('2026-11-21T15:00:00Z'));
  expect(days[0].date).toBe('2026-11-22');
  expect(days[0].offset).toBe(1);
  expect(days[0].windows[0].value).toBe('2026-11-22T09:00:00+07:00');
  expect(days.at(-1)!.date).toBe('2026-11-27');
});
