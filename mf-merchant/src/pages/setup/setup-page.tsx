import { useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, MERCHANT_ERROR_CODE, MIN_STAFF_PASSWORD, TextField } from '@mall/shared';
import QrCode from '@mall/shared/qr-code';
import { setUpAccount, signIn } from '../../api/merchant-api';
import type { SetupResult } from '@mall/shared';
import { AuthCard } from '../../components/auth-card';
import { FormError } from '../../components/form-error';
import { TotpField } from '../../components/totp-field';
import { homeSectionOf } from '../../features/session/roles';
import { useStaffSession } from '../../features/session/staff-session';
import { refusalMessage, useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';
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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [totp, setTotp] = useState('');
  const [done, setDone] = useState<SetupResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const enter = async (login: string, code?: string) => {
    const session = await signIn(login, password, code);
    useStaffSession.getState().signIn(session.token, session.staff);
    return session.staff;
  };

  const setUp = async (event: FormEvent) => {
    event.preventDefault();
    // Characters, as the API counts them (not UTF-16 units).
    if ([...password].length < MIN_STAFF_PASSWORD) return setError(t('setup.tooShort', { min: MIN_STAFF_PASSWORD }));
    if (password !== again) return setError(t('setup.mismatch'));
    setBusy(true);
    setError(null);
    try {
      const result = await setUpAccount(token, password);
      if (result.totpUri) {
        setDone(result);
        setBusy(false);
        return;
      }
      const staff = await enter(result.staff.login);
      void navigate(consolePath(homeSectionOf(staff.role)), { replace: true });
    } catch (failure) {
      setError(refusalMessage(failure));
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!done) return;
    if (!/^\d{6}$/.test(totp)) return setError(t('setup.codeFormat'));
    setBusy(true);
    setError(null);
    try {
      // A first right code at sign-in turns the second step on; the code is then spent (totp/confirm would refuse it).
      const staff = await enter(done.staff.login, totp);
      void navigate(consolePath(homeSectionOf(staff.role)), { replace: true });
    } catch (failure) {
      setError(refusalMessage(failure));
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <AuthCard title={t('setup.title')}>
        <FormError message={t(`error.${MERCHANT_ERROR_CODE.setupLinkInvalid}`)} />
      </AuthCard>
    );
  }

  if (done?.totpUri) {
    return (
      <AuthCard title={t('setup.totpTitle')}>
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <p>{t('setup.totpExplain')}</p>
          <QrCode className={styles.qr} value={done.totpUri} label={t('setup.qrLabel')} />
          <p>
            {t('setup.secret')} <code className={styles.secret}>{secretOf(done.totpUri)}</code>
          </p>
          <TotpField value={totp} onChange={setTotp} />
          <FormError message={error} />
          <Button type="submit" block loading={busy}>
            {t('setup.confirm')}
          </Button>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('setup.title')}>
      <form onSubmit={(event) => void setUp(event)} noValidate>
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
        <FormError message={error} />
        <Button type="submit" block loading={busy}>
          {t('setup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
