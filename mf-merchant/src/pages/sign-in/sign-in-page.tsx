import type { ReactElement } from 'react';
import { Button, TextField } from '@mall/shared';
import { AuthCard } from '../../components/auth-card';
import { FormError } from '../../components/form-error';
import { TotpField } from '../../components/totp-field';
import { useSignIn } from '../../features/session/use-sign-in';
import { useMerchantT } from '../../features/use-merchant-t';
import styles from './sign-in-page.module.css';

export function SignInPage(): ReactElement {
  const t = useMerchantT();
  const form = useSignIn();
  const { login, setLogin, password, setPassword, totp, setTotp, askTotp, request, submit } = form;

  return (
    <AuthCard title={t('signIn.title')}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('signIn.login')}
          autoComplete="username"
          value={login}
          onChange={(event) => setLogin(event.target.value)}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {askTotp && !form.useRecovery && (
          <TotpField value={totp} onChange={setTotp} hint={t('signIn.totpHint')} focusOnShow />
        )}
        {askTotp && form.useRecovery && (
          <TextField
            label={t('signIn.recoveryCode')}
            hint={t('signIn.recoveryHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- chosen just now with the link: the one field left to fill
            autoFocus
            value={form.recoveryCode}
            onChange={(event) => form.setRecoveryCode(event.target.value)}
          />
        )}
        {askTotp && (
          <Button type="button" variant="ghost" size="sm" onClick={() => form.setUseRecovery(!form.useRecovery)}>
            {form.useRecovery ? t('signIn.useTotp') : t('signIn.useRecovery')}
          </Button>
        )}
        <label className={styles.trust}>
          <input
            type="checkbox"
            checked={form.trusted}
            aria-describedby="merchant-trust-hint"
            onChange={(event) => form.setTrusted(event.target.checked)}
          />
          <span>
            <span className={styles.trustLabel}>{t('signIn.trust')}</span>
            <span id="merchant-trust-hint" className={styles.trustHint}>
              {t('signIn.trustHint')}
            </span>
          </span>
        </label>
        <FormError message={request.error} />
        <Button type="submit" block loading={request.busy}>
          {t('signIn.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
