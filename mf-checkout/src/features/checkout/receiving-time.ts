/**
 * Wished receiving time (recTime): delivery windows over the next 7 days, in Phnom Penh wall time.
 * `ppNow` is a Date whose UTC fields read as Phnom Penh local time (what @mall/shared's phnomPenhNow gives).
 */
export const DELIVERY_WINDOW_START_HOURS = [9, 12, 15, 18] as const;
export const DELIVERY_WINDOW_HOURS = 3;
export const RECEIVING_DAYS = 7;
/** The earliest window must start at least this long after now, so the shop can prepare the parcel. */
export const LEAD_TIME_MS = 2 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReceivingWindow {
  /** ISO 8601 with the Phnom Penh offset, sent as recTime. */
  value: string;
  startHour: number;
  endHour: number;
}

export interface ReceivingDay {
  /** YYYY-MM-DD in Phnom Penh. */
  date: string;
  /** 0 today, 1 tomorrow, … */
  offset: number;
  /** Noon of that day as a Phnom Penh-shifted Date (format it with timeZone 'UTC'). */
  noon: Date;
  windows: ReceivingWindow[];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function receivingDays(ppNow: Date): ReceivingDay[] {
  const todayStart = Date.UTC(ppNow.getUTCFullYear(), ppNow.getUTCMonth(), ppNow.getUTCDate());
  const earliest = ppNow.getTime() + LEAD_TIME_MS;
  const latest = ppNow.getTime() + RECEIVING_DAYS * DAY_MS;
  const days: ReceivingDay[] = [];
  for (let offset = 0; offset < RECEIVING_DAYS; offset += 1) {
    const dayStart = todayStart + offset * DAY_MS;
    const day = new Date(dayStart);
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    const windows = DELIVERY_WINDOW_START_HOURS.filter((hour) => {
      const start = dayStart + hour * 60 * 60 * 1000;
      return start >= earliest && start <= latest;
    }).map((startHour) => ({
      value: `${date}T${pad(startHour)}:00:00+07:00`,
      startHour,
      endHour: startHour + DELIVERY_WINDOW_HOURS,
    }));
    if (windows.length > 0) days.push({ date, offset, noon: new Date(dayStart + 12 * 60 * 60 * 1000), windows });
  }
  return days;
}

export function formatWindow(window: Pick<ReceivingWindow, 'startHour' | 'endHour'>): string {
  return `${pad(window.startHour)}:00–${pad(window.endHour)}:00`;
}
