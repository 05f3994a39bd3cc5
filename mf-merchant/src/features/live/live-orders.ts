import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { safeStorage, STORAGE_KEYS } from '@mall/shared';

/** A placed order's status: the one that rings and counts as new. */
const PLACED = 1;

interface LiveOrders {
  /** Grows with every order event: lists and counts on screen reload when it changes. */
  version: number;
  /** Orders placed since the order list was last looked at (the navigation's badge). */
  unseen: number;
  /** Whether a new order rings on this browser (the staff member's choice, remembered). */
  sound: boolean;
  heard(status: number): void;
  seen(): void;
  setSound(on: boolean): void;
}

export const useLiveOrders = create<LiveOrders>()((set) => ({
  version: 0,
  unseen: 0,
  sound: safeStorage.get(STORAGE_KEYS.orderSound) !== 'off',
  heard: (status) =>
    set((state) => ({ version: state.version + 1, unseen: state.unseen + (status === PLACED ? 1 : 0) })),
  seen: () => set({ unseen: 0 }),
  setSound: (on) => {
    safeStorage.set(STORAGE_KEYS.orderSound, on ? 'on' : 'off');
    set({ sound: on });
  },
}));

/** Two short rising notes, drawn by the browser (no sound file to load). */
export function ringNewOrder(): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    [880, 1320].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const start = audio.currentTime + index * 0.18;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.16);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.16);
    });
    setTimeout(() => void audio.close(), 600);
  } catch {
    // a browser that will not play before the page was touched: the badge still says it
  }
}

/** Calls `reload` each time an order event arrives (not on the first render: the page loads by itself). */
export function useLiveReload(reload: () => void): void {
  const version = useLiveOrders((state) => state.version);
  const latest = useRef(reload);
  latest.current = reload;
  const first = useRef(version);
  useEffect(() => {
    if (version !== first.current) latest.current();
  }, [version]);
}
