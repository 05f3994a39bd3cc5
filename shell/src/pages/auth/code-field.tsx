import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ERROR_CODE,
  TextField,
  isApiError,
  sendVerificationCode,
  toast,
  type VerificationPurpose,
  normalizePhone,
} from '@mall/shared';
import { phoneProblem } from './validate';
import { useCountdown } from './use-countdown';
import styles from './auth.module.css';

/** One code a minute per phone number, as the API allows. */
export const RESEND_SECONDS = 60;

interface CodeFieldProps {
  purpose: VerificationPurpose;
  phone: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  /** Tells the form the phone number is missing or wrong. */
  onPhoneProblem: (problem: string) => void;
}

/** The verification code input with its "send code" button and resend countdown. */
export function CodeField({ purpose, phone, value, error, onChange, onPhoneProblem }: CodeFieldProps): ReactElement {
  const { t } = useTranslation('shell');
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const problem = phoneProblem(phone);
    if (problem) {
      onPhoneProblem(problem);
      return;
    }
    setSending(true);
    try {
      await sendVerificationCode({ registerOrBind: purpose, mobile: normalizePhone(phone) });
      start(RESEND_SECONDS);
      toast(t('auth.codeSent'), { kind: 'success' });
    } catch (failure) {
      // Asked again too soon also starts the wait; the toast came from the API handler.
      if (isApiError(failure) && failure.codeId === ERROR_CODE.verificationCodeTooFrequent) start(RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.codeRow}>
      <TextField
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        error={error ? t(error) : null}
        onChange={(event) => onChange(event.target.value)}
        className={styles.codeInput}
      />
      <Button variant="secondary" className={styles.codeButton} onClick={send} loading={sending} disabled={seconds > 0}>
        {seconds > 0 ? t('auth.resendIn', { seconds }) : t('auth.sendCode')}
      </Button>
    </div>
  );
}
