import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '@mall/shared';
import { useShopperTelegram } from './use-shopper-telegram';
import styles from './telegram-updates.module.css';

/** The remote whose strings (`telegram.*`) speak here. */
export type TelegramWordsOf = 'checkout' | 'account';

/** The link the bot's Start completes, and what to do with it. */
export function OpenTelegram({ url, ns }: { url: string; ns: TelegramWordsOf }): ReactElement {
  const { t } = useTranslation(ns);
  return (
    <>
      <a
        className={buttonClassName({ variant: 'primary', block: true })}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('telegram.open')}
      </a>
      <p className={styles.hint}>{t('telegram.openHint')}</p>
    </>
  );
}

/**
 * "Get updates on Telegram" for a signed-in member, when the shop bot is set up (the checkout's success page, an open
 * order's page): a one-time deep link to the bot; once Start is pressed there, this order's news so far and to come
 * reaches that chat.
 */
export function TelegramUpdates({
  orderNumber,
  ns,
}: {
  orderNumber: string;
  ns: TelegramWordsOf;
}): ReactElement | null {
  const { t } = useTranslation(ns);
  const { state, url, busy, ask } = useShopperTelegram();
  if (!state?.available) return null;
  if (state.linked) {
    return (
      <p className={styles.on} role="status">
        {t('telegram.on')}
      </p>
    );
  }
  return (
    <section className={styles.box} aria-label={t('telegram.get')}>
      <p className={styles.hint}>{t('telegram.hint')}</p>
      {url ? (
        <OpenTelegram url={url} ns={ns} />
      ) : (
        <Button variant="secondary" block loading={busy} onClick={() => void ask(orderNumber)}>
          {t('telegram.get')}
        </Button>
      )}
    </section>
  );
}
