import { useEffect, useState } from 'react';
import { useSignedIn, type ShopperTelegram } from '@mall/shared';
import { getShopperTelegram, makeShopperTelegramLink, unlinkShopperTelegram } from './api';

/** How often, and how long, the page asks whether Start was pressed in Telegram (the link lives 30 minutes). */
const CHECK_EVERY_MS = 3000;
const CHECKS = 200;

/**
 * The member's order updates on Telegram: null until read (or for a visitor); `ask` makes a one-time deep link to
 * the shop bot (from an order's page, that order's news follows once linked), `stop` unlinks the chat.
 */
export function useShopperTelegram({ onStopped }: { onStopped?: () => void } = {}) {
  const signedIn = useSignedIn();
  const [state, setState] = useState<ShopperTelegram | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    getShopperTelegram().then(
      (next) => live && setState(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn]);

  // While the link is out, the page asks now and then whether Start was pressed.
  const linked = Boolean(state?.linked);
  useEffect(() => {
    if (!url || linked) return;
    let checks = 0;
    const timer = setInterval(() => {
      checks += 1;
      if (checks > CHECKS) clearInterval(timer);
      getShopperTelegram().then(setState, () => undefined);
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [url, linked]);

  async function ask(orderNumber?: string) {
    setBusy(true);
    try {
      setUrl((await makeShopperTelegramLink(orderNumber)).url);
    } catch {
      // the shell has shown why
    } finally {
      setBusy(false);
    }
  }

  async function stop() {
    setBusy(true);
    try {
      setState(await unlinkShopperTelegram());
      setUrl(null);
      onStopped?.();
    } catch {
      // the shell has shown why; the state stays as the server has it
    } finally {
      setBusy(false);
    }
  }

  return { state: signedIn ? state : null, url, busy, ask, stop };
}
