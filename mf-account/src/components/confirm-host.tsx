import { useEffect, useState, useSyncExternalStore, type ReactElement } from 'react';
import { ConfirmDialog } from '@mall/shared';
import { currentConfirm, subscribeConfirm } from '../features/feedback';

// The laptop centre layout and its child page are both mounted: only the first host shows the question.
const hosts: symbol[] = [];
const hostListeners = new Set<() => void>();

function useIsFirstHost(): boolean {
  const [me] = useState(() => Symbol('confirm-host'));
  const [, rerender] = useState(0);
  useEffect(() => {
    hosts.push(me);
    const update = () => rerender((n) => n + 1);
    hostListeners.add(update);
    hostListeners.forEach((listener) => listener());
    return () => {
      hosts.splice(hosts.indexOf(me), 1);
      hostListeners.delete(update);
      hostListeners.forEach((listener) => listener());
    };
  }, [me]);
  return hosts[0] === me;
}

/** Shows the pending `confirmAction` question with the shared ConfirmDialog. */
export function ConfirmHost(): ReactElement | null {
  const request = useSyncExternalStore(subscribeConfirm, currentConfirm, currentConfirm);
  const first = useIsFirstHost();
  if (!request || !first) return null;
  return (
    <ConfirmDialog
      open
      title={request.title}
      message={request.message}
      confirmLabel={request.confirmLabel}
      cancelLabel={request.cancelLabel}
      danger={request.danger}
      onConfirm={() => request.answer(true)}
      onCancel={() => request.answer(false)}
    />
  );
}
