import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, TextField, pagePath, register, useMallStore, type PageProps } from '@mall/shared';
import { useRestoreAfterSignIn } from '../../routing/use-restore-after-sign-in';
import { AuthCard } from './auth-card';
import { CodeField } from './code-field';
import { codeProblem, confirmationProblem, normalizePhone, passwordProblem, phoneProblem } from './validate';
import styles from './auth.module.css';

interface Problems {
  phone: string | null;
  code: string | null;
  password: string | null;
  confirmation: string | null;
}

const NO_PROBLEMS: Problems = { phone: null, code: null, password: null, confirmation: null };

/** Create an account: phone, SMS code (with resend countdown), password twice. Signed in on success. */
export function RegisterPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('shell');
  const restore = useRestoreAfterSignIn(face);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      phone: phoneProblem(phone),
      code: codeProblem(code),
      password: passwordProblem(password, { checkLength: true }),
      confirmation: confirmationProblem(password, confirmation),
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const session = await register({ mobile: normalizePhone(phone), password, validCode: code.trim() });
      useMallStore.getState().signIn(session);
      restore();
    } catch {
      setBusy(false);
    }
  };

  return (
    <AuthCard face={face} title={t('auth.register')} hint={t('auth.registerHint')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('auth.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('auth.phonePlaceholder')}
          value={phone}
          error={problems.phone ? t(problems.phone) : null}
          onChange={(event) => setPhone(event.target.value)}
        />
        <CodeField
          purpose={1}
          phone={phone}
          value={code}
          error={problems.code}
          onChange={setCode}
          onPhoneProblem={(problem) => setProblems({ ...problems, phone: problem })}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          error={problems.password ? t(problems.password) : null}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          error={problems.confirmation ? t(problems.confirmation) : null}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <Button type="submit" block size="lg" loading={busy}>
          {t('auth.register')}
        </Button>
      </form>
      <p className={styles.links}>
        <span>
          {t('auth.haveAccount')} <Link to={pagePath(face, 'login')}>{t('auth.signIn')}</Link>
        </span>
      </p>
    </AuthCard>
  );
}

export default RegisterPage;
