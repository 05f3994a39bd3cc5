import { useEffect } from 'react';
import { liveStreamUrl } from '../../api/merchant-api';
import { useStaffSession } from '../session/staff-session';
import { mayOpen } from '../session/roles';
import { ringNewOrder, useLiveOrders } from './live-orders';

/** Waits before opening the stream again after it failed: 2 s, doubled up to a minute. */
const FIRST_WAIT_MS = 2000;
const LONGEST_WAIT_MS = 60_000;

/**
 * Keeps the console's event stream open while someone who follows orders is signed in. A stream that fails is closed
 * and opened again with a new ticket (a ticket opens it once), after a wait that grows while it keeps failing.
 */
export function useLiveOrderStream(): void {
  const role = useStaffSession((session) => session.staff?.role);
  const follows = mayOpen(role, 'orders');

  useEffect(() => {
    if (!follows || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = FIRST_WAIT_MS;
    let stopped = false;

    const open = async () => {
      try {
        const url = await liveStreamUrl();
        if (stopped) return;
        source = new EventSource(url);
        source.onopen = () => {
          wait = FIRST_WAIT_MS;
        };
        source.addEventListener('order', (message) => {
          const { status } = JSON.parse((message as MessageEvent<string>).data) as { status: number };
          useLiveOrders.getState().heard(status);
          if (status === 1 && useLiveOrders.getState().sound) ringNewOrder();
        });
        source.onerror = () => {
          source?.close();
          again();
        };
      } catch {
        again();
      }
    };
    const again = () => {
      if (stopped) return;
      timer = setTimeout(() => void open(), wait);
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [follows]);
}
