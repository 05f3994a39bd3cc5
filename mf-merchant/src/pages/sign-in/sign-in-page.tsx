import { useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, isApiError, MERCHANT_ERROR_CODE, TextField } from '@mall/shared';
import { signIn } from '../../api/merchant-api';
import { AuthCard } from '../../components/auth-card';
import { FormError } from '../../components/form-error';
import { TotpField } from '../../components/totp-field';
import { homeSectionOf } from '../../features/session/roles';
import { useStaffSession } from '../../features/session/staff-session';
import { refusalMessage, useMerchantT } from '../../features/use-merchant-t';
import { CONSOLE_BASE, consolePath } from '../../paths';

/** Where to go after signing in: the console page the guard came from, never an address outside the console. */
export function nextAddress(next: string | null, fallback: string): string {
  return next && next.startsWith(`${CONSOLE_BASE}/`) && !next.startsWith('//') ? next : fallback;
}

export function SignInPage(): ReactElement {
  const t = useMerchantT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [askTotp, setAskTotp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim() || !password) {
      setError(t('signIn.missing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { token, staff } = await signIn(login.trim(), password, askTotp ? totp.trim() : undefined);
      useStaffSession.getState().signIn(token, staff);
      void navigate(nextAddress(params.get('next'), consolePath(homeSectionOf(staff.role))), { replace: true });
    } catch (failure) {
      if (isApiError(failure) && failure.codeId === MERCHANT_ERROR_CODE.secondFactorWrong && !askTotp) {
        setAskTotp(true);
      } else setError(refusalMessage(failure));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('signIn.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
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
        <FormError message={error} />
        <Button type="submit" block loading={busy}>
          {t('signIn.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
