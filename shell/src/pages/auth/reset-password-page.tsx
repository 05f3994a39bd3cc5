import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, TextField, pagePath, resetPassword, toast, type PageProps } from '@mall/shared';
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

/** Forgot password: phone, SMS code, the new password twice; then sign in with it. */
export function ResetPasswordPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
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
      await resetPassword({ mobile: normalizePhone(phone), validCode: code.trim(), password });
      toast(t('auth.resetDone'), { kind: 'success' });
      navigate(pagePath(face, 'login'), { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <AuthCard face={face} title={t('title.resetPassword')} hint={t('auth.resetHint')}>
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
          purpose={2}
          phone={phone}
          value={code}
          error={problems.code}
          onChange={setCode}
          onPhoneProblem={(problem) => setProblems({ ...problems, phone: problem })}
        />
        <TextField
          label={t('auth.newPassword')}
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
          {t('auth.resetPassword')}
        </Button>
      </form>
    </AuthCard>
  );
}

export default ResetPasswordPage;
