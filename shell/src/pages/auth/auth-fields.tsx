import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, type VerificationPurpose, normalizePhone } from '@mall/shared';
import { CodeField } from './code-field';
import { codeProblem, confirmationProblem, passwordProblem, phoneProblem } from './validate';
import styles from './auth.module.css';

interface FieldProps {
  value: string;
  /** A `shell` translation key, or null. */
  error: string | null;
  onChange: (value: string) => void;
}

/** The phone number input of every sign-in page. */
export function PhoneField({ value, error, onChange }: FieldProps): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <TextField
      label={t('auth.phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('auth.phonePlaceholder')}
      value={value}
      error={error ? t(error) : null}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface PasswordFieldProps extends FieldProps {
  label: string;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ label, autoComplete, value, error, onChange }: PasswordFieldProps): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={value}
      error={error ? t(error) : null}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface Problems {
  phone: string | null;
  code: string | null;
  password: string | null;
  confirmation: string | null;
}

const NO_PROBLEMS: Problems = { phone: null, code: null, password: null, confirmation: null };

export interface CodePasswordValues {
  /** Normalised (digits only). */
  mobile: string;
  validCode: string;
  password: string;
}

interface CodePasswordFormProps {
  purpose: VerificationPurpose;
  passwordLabel: string;
  submitLabel: string;
  /** Rejects when the API refused (its handler has shown why): the form can be sent again. */
  onSubmit: (values: CodePasswordValues) => Promise<void>;
}

/** Phone, SMS code (with resend countdown) and a new password twice: creating an account and resetting a password. */
export function CodePasswordForm({
  purpose,
  passwordLabel,
  submitLabel,
  onSubmit,
}: CodePasswordFormProps): ReactElement {
  const { t } = useTranslation('shell');
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
      await onSubmit({ mobile: normalizePhone(phone), validCode: code.trim(), password });
    } catch {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhoneField value={phone} error={problems.phone} onChange={setPhone} />
      <CodeField
        purpose={purpose}
        phone={phone}
        value={code}
        error={problems.code}
        onChange={setCode}
        onPhoneProblem={(problem) => setProblems({ ...problems, phone: problem })}
      />
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        value={password}
        error={problems.password}
        onChange={setPassword}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        value={confirmation}
        error={problems.confirmation}
        onChange={setConfirmation}
      />
      <Button type="submit" block size="lg" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
