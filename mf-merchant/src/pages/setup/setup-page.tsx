import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, TextField } from '@mall/shared';
import { MERCHANT_ERROR_CODE, MIN_STAFF_PASSWORD } from '@mall/shared/merchant';
import QrCode from '@mall/shared/qr-code';
import { AuthCard } from '../../components/auth-card';
import { FormError } from '../../components/form-error';
import { RecoveryCodeList } from '../../components/recovery-codes';
import { TotpField } from '../../components/totp-field';
import { useAccountSetup } from '../../features/session/use-sign-in';
import { useMerchantT } from '../../features/use-merchant-t';
import styles from './setup-page.module.css';

/** The secret of an `otpauth://` URI, for typing into an app that cannot scan. */
export function secretOf(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/**
 * The one-time link (`/merchant/setup?token=`): set a password; an owner then enrolls the second factor from the
 * QR code and confirms it with a first code, which also signs them in.
 */
export function SetupPage(): ReactElement {
  const t = useMerchantT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { password, setPassword, again, setAgain, totp, setTotp, done, entered, carryOn, request, setUp, confirm } =
    useAccountSetup(token);

  if (!token) {
    return (
      <AuthCard title={t('setup.title')}>
        <FormError message={t(`error.${MERCHANT_ERROR_CODE.setupLinkInvalid}`)} />
      </AuthCard>
    );
  }

  if (entered && done?.recoveryCodes) {
    return (
      <AuthCard title={t('recovery.shownOnce')}>
        <RecoveryCodeList codes={done.recoveryCodes} />
        <Button type="button" block onClick={carryOn} className={styles.carryOn}>
          {t('recovery.done')}
        </Button>
      </AuthCard>
    );
  }

  if (done?.totpUri) {
    return (
      <AuthCard title={t('setup.totpTitle')}>
        <form onSubmit={confirm} noValidate>
          <p>{t('setup.totpExplain')}</p>
          <QrCode className={styles.qr} value={done.totpUri} label={t('setup.qrLabel')} />
          <p>
            {t('setup.secret')} <code className={styles.secret}>{secretOf(done.totpUri)}</code>
          </p>
          <TotpField value={totp} onChange={setTotp} />
          <FormError message={request.error} />
          <Button type="submit" block loading={request.busy}>
            {t('setup.confirm')}
          </Button>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('setup.title')}>
      <form onSubmit={setUp} noValidate>
        <p>{t('setup.explain')}</p>
        <TextField
          label={t('setup.password')}
          hint={t('setup.passwordHint', { min: MIN_STAFF_PASSWORD })}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('setup.again')}
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={(event) => setAgain(event.target.value)}
        />
        <FormError message={request.error} />
        <Button type="submit" block loading={request.busy}>
          {t('setup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
