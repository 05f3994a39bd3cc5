import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, type SetupResult, type Staff } from '@mall/shared';
import { MERCHANT_ERROR_CODE, MIN_STAFF_PASSWORD } from '@mall/shared/merchant';
import { setUpAccount, signIn } from '../../api/merchant-api';
import { CONSOLE_BASE, consolePath } from '../../paths';
import { useMerchantT } from '../use-merchant-t';
import { useSave } from '../use-save';
import { homeSectionOf } from './roles';
import { useStaffSession } from './staff-session';

/** Where to go after signing in: the console page the guard came from, never an address outside the console. */
export function nextAddress(next: string | null, fallback: string): string {
  return next && next.startsWith(`${CONSOLE_BASE}/`) && !next.startsWith('//') ? next : fallback;
}

/** Signs in (the session starts) and answers who signed in. */
async function enter(login: string, password: string, totp?: string): Promise<Staff> {
  const session = await signIn(login, password, totp);
  useStaffSession.getState().signIn(session.token, session.staff);
  return session.staff;
}

/** The sign-in form: the second factor is asked only once the API asks for it (133). */
export function useSignIn() {
  const t = useMerchantT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [askTotp, setAskTotp] = useState(false);
  const request = useSave();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim() || !password) return request.refuse(t('signIn.missing'));
    void request.run(
      async () => {
        try {
          return await enter(login.trim(), password, askTotp ? totp.trim() : undefined);
        } catch (failure) {
          if (!askTotp && isApiError(failure) && failure.codeId === MERCHANT_ERROR_CODE.secondFactorWrong) {
            setAskTotp(true);
            return null;
          }
          throw failure;
        }
      },
      (staff) => {
        if (staff)
          void navigate(nextAddress(params.get('next'), consolePath(homeSectionOf(staff.role))), { replace: true });
      },
    );
  };

  return { login, setLogin, password, setPassword, totp, setTotp, askTotp, request, submit };
}

/**
 * The one-time link's form: the password twice; an owner then confirms the second factor with a first code, which
 * also signs them in.
 */
export function useAccountSetup(token: string) {
  const t = useMerchantT();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [totp, setTotp] = useState('');
  const [done, setDone] = useState<SetupResult | null>(null);
  const request = useSave();
  const goHome = (staff: Staff | null) => {
    if (staff) void navigate(consolePath(homeSectionOf(staff.role)), { replace: true });
  };

  const setUp = (event: FormEvent) => {
    event.preventDefault();
    // Characters, as the API counts them (not UTF-16 units).
    if ([...password].length < MIN_STAFF_PASSWORD)
      return request.refuse(t('setup.tooShort', { min: MIN_STAFF_PASSWORD }));
    if (password !== again) return request.refuse(t('setup.mismatch'));
    void request.run(async () => {
      const result = await setUpAccount(token, password);
      if (result.totpUri) {
        setDone(result);
        return null;
      }
      return enter(result.staff.login, password);
    }, goHome);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!done) return;
    if (!/^\d{6}$/.test(totp)) return request.refuse(t('setup.codeFormat'));
    // A first right code at sign-in turns the second step on; the code is then spent (totp/confirm would refuse it).
    void request.run(() => enter(done.staff.login, password, totp), goHome);
  };

  return { password, setPassword, again, setAgain, totp, setTotp, done, request, setUp, confirm };
}
