import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mall/shared';
import { OpenTelegram, useShopperTelegram } from '@mall/shared/shopper-telegram';
import { showToast } from '../features/feedback';
import styles from './telegram-switch.module.css';

/** The member centre's line beside the SMS switch: "Telegram: linked" and a button to stop, or one to start. */
export function TelegramSwitch({ listItem = false }: { listItem?: boolean }): ReactElement | null {
  const { t } = useTranslation('account');
  const { state, url, busy, ask, stop } = useShopperTelegram({
    onStopped: () => showToast(t('telegram.stopped'), 'success'),
  });
  if (!state?.available) return null;
  const Line = listItem ? 'li' : 'div';
  return (
    <Line className={styles.line}>
      <span className={styles.text}>
        <span className={styles.label}>{state.linked ? t('telegram.linked') : t('telegram.notLinked')}</span>
        <span className={styles.hint}>{t('telegram.hint')}</span>
      </span>
      {state.linked ? (
        <Button variant="secondary" loading={busy} onClick={() => void stop()}>
          {t('telegram.stop')}
        </Button>
      ) : url ? (
        <span className={styles.open}>
          <OpenTelegram url={url} ns="account" />
        </span>
      ) : (
        <Button variant="secondary" loading={busy} onClick={() => void ask()}>
          {t('telegram.get')}
        </Button>
      )}
    </Line>
  );
}
