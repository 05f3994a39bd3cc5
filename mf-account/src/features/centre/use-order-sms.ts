import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrderSmsPrefs, saveOrderSmsPrefs, useSignedIn } from '@mall/shared';
import { showToast } from '../feedback';

/** The member's switch for order updates by SMS: null until read (or for a visitor). */
export function useOrderSms() {
  const { t } = useTranslation('account');
  const signedIn = useSignedIn();
  const [orderSms, setOrderSms] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    getOrderSmsPrefs().then(
      (prefs) => live && setOrderSms(prefs.orderSms),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn]);

  async function toggle(next: boolean) {
    setSaving(true);
    try {
      const saved = await saveOrderSmsPrefs(next);
      setOrderSms(saved.orderSms);
      showToast(t(saved.orderSms ? 'centre.orderSmsOn' : 'centre.orderSmsOff'), 'success');
    } catch {
      // the shell has shown why; the switch stays as the server has it
    } finally {
      setSaving(false);
    }
  }

  return { orderSms: signedIn ? orderSms : null, saving, toggle };
}
