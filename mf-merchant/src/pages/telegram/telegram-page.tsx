import type { ReactElement } from 'react';
import {
  Button,
  CopyButton,
  EmptyState,
  ErrorState,
  formatDateTime,
  Select,
  useMallStore,
  type TelegramLanguage,
} from '@mall/shared';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { TwoStepSignIn } from '../../components/two-step-sign-in';
import { useStaffSession } from '../../features/session/staff-session';
import { useMyTelegram } from '../../features/session/use-my-telegram';
import { useMerchantT } from '../../features/use-merchant-t';
import styles from '../staff/staff.module.css';
import { ShopBotSection } from './shop-bot-section';

const LANGUAGES: TelegramLanguage[] = ['km', 'en', 'zh'];

/** Every member's own page: link their Telegram account to the shop bot (a one-time link), or unlink it; their second
 * sign-in step (turned on here, then the recovery codes left and a new set); and the owners' setting of the shop bot. */
export default function TelegramPage(): ReactElement {
  const t = useMerchantT();
  const uiLanguage = useMallStore((state) => state.language);
  const { telegram, language, setLanguage, link, request, makeLink, unlink, check, changeLanguage } = useMyTelegram();
  const data = telegram.data;
  const owner = useStaffSession((session) => session.staff?.role) === 'owner';

  return (
    <section>
      <PageHeader title={t('telegram.title')} />
      {owner && <ShopBotSection onSaved={telegram.refresh} />}
      <h2 className={styles.sectionTitle}>{t('telegram.mine')}</h2>
      {telegram.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={telegram.reload} />
      ) : !data ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : !data.botReady ? (
        <EmptyState icon="mail" title={t(owner ? 'telegram.offOwner' : 'telegram.off')} />
      ) : data.link ? (
        <div className={styles.form}>
          <p>
            {t('telegram.linked', {
              account: data.link.username ? `@${data.link.username}` : t('telegram.noUsername'),
              since: formatDateTime(data.link.linkedAt, uiLanguage),
            })}
          </p>
          <Select
            label={t('telegram.languageLabel')}
            value={data.link.language}
            disabled={request.busy}
            options={LANGUAGES.map((value) => ({ value, label: t(`telegram.language.${value}`) }))}
            onChange={(event) => changeLanguage(event.target.value as TelegramLanguage)}
          />
          <FormError message={request.error} />
          <Button variant="danger" loading={request.busy} onClick={unlink}>
            {t('telegram.unlink')}
          </Button>
        </div>
      ) : link ? (
        <div className={styles.link}>
          <p>{t('telegram.linkExplain')}</p>
          <a href={link.url} target="_blank" rel="noreferrer">
            {t('telegram.open')}
          </a>
          <code className={styles.url}>{link.url}</code>
          <CopyButton text={link.url} label={t('staff.copyLink')} />
          <Button variant="secondary" onClick={check}>
            {t('telegram.check')}
          </Button>
        </div>
      ) : (
        <div className={styles.form}>
          <p>{t('telegram.explain')}</p>
          <Select
            label={t('telegram.languageLabel')}
            value={language}
            options={LANGUAGES.map((value) => ({ value, label: t(`telegram.language.${value}`) }))}
            onChange={(event) => setLanguage(event.target.value as TelegramLanguage)}
          />
          <FormError message={request.error} />
          <Button loading={request.busy} onClick={makeLink}>
            {t('telegram.make')}
          </Button>
        </div>
      )}
      <TwoStepSignIn />
    </section>
  );
}
