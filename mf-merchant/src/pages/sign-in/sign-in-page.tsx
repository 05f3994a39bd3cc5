import type { ReactElement } from 'react';
import { Button, TextField } from '@mall/shared';
import { AuthCard } from '../../components/auth-card';
import { FormError } from '../../components/form-error';
import { TotpField } from '../../components/totp-field';
import { useSignIn } from '../../features/session/use-sign-in';
import { useMerchantT } from '../../features/use-merchant-t';

export function SignInPage(): ReactElement {
  const t = useMerchantT();
  const { login, setLogin, password, setPassword, totp, setTotp, askTotp, request, submit } = useSignIn();

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
        {askTotp && <TotpField value={totp} onChange={setTotp} hint={t('signIn.totpHint')} focusOnShow />}
        <FormError message={request.error} />
        <Button type="submit" block loading={request.busy}>
          {t('signIn.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
