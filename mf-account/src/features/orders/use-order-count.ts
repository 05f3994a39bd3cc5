import { useCallback, useEffect } from 'react';
import { getOrderCount, isSignedIn, useMallStore, useSignedIn } from '@mall/shared';

/** Fetches the member's order counts into the store (they show on the centre and the tabs). */
export function refreshOrderCount(): Promise<void> {
  if (!isSignedIn(useMallStore.getState())) return Promise.resolve();
  return getOrderCount().then(
    (counts) => useMallStore.getState().setOrderCount(counts),
    () => undefined,
  );
}

export function useOrderCount() {
  const counts = useMallStore((s) => s.orderCount);
  const signedIn = useSignedIn();
  const refresh = useCallback(() => void refreshOrderCount(), []);
  useEffect(() => {
    if (signedIn) refresh();
  }, [signedIn, refresh]);
  return { counts, refresh };
}
