import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, login, pagePath, useMallStore, type PageProps, normalizePhone } from '@mall/shared';
import { useRestoreAfterSignIn } from './use-restore-after-sign-in';
import { AuthCard } from './auth-card';
import { PasswordField, PhoneField } from './auth-fields';
import { passwordProblem, phoneProblem } from './validate';
import styles from './auth.module.css';

interface Problems {
  phone: string | null;
  password: string | null;
}

/** Sign in with phone and password (sent as MD5 by @mall/shared); then back to the page the guard kept. */
export function LoginPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('shell');
  const restore = useRestoreAfterSignIn(face);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({ phone: null, password: null });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = { phone: phoneProblem(phone), password: passwordProblem(password, { checkLength: false }) };
    setProblems(found);
    if (found.phone || found.password) return;
    setBusy(true);
    try {
      const session = await login({ userMobile: normalizePhone(phone), loginPassword: password });
      useMallStore.getState().signIn(session);
      restore();
    } catch {
      // The API handler has shown the translated reason (wrong password, disabled…).
      setBusy(false);
    }
  };

  return (
    <AuthCard face={face} title={t('auth.welcome')} hint={t('auth.welcomeHint')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PhoneField value={phone} error={problems.phone} onChange={setPhone} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          error={problems.password}
          onChange={setPassword}
        />
        <Button type="submit" block size="lg" loading={busy}>
          {busy ? t('auth.signingIn') : t('auth.signIn')}
        </Button>
      </form>
      <p className={styles.links}>
        <Link to={pagePath(face, 'resetPassword')}>{t('auth.forgot')}</Link>
        <span>
          {t('auth.noAccount')} <Link to={pagePath(face, 'register')}>{t('auth.register')}</Link>
        </span>
      </p>
    </AuthCard>
  );
}

export default LoginPage;
