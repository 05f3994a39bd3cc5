import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, type SetupResult, type Staff } from '@mall/shared';
import { MERCHANT_ERROR_CODE, MIN_STAFF_PASSWORD } from '@mall/shared/merchant';
import { setUpAccount, signIn, type SignInExtras } from '../../api/merchant-api';
import { CONSOLE_BASE, consolePath } from '../../paths';
import { useMerchantT } from '../use-merchant-t';
import { useSave } from '../use-save';
import { homeSectionOf } from './roles';
import { useStaffSession } from './staff-session';

/** Where to go after signing in: the console page the guard came from, never an address outside the console. */
export function nextAddress(next: string | null, fallback: string): string {
  return next && next.startsWith(`${CONSOLE_BASE}/`) && !next.startsWith('//') ? next : fallback;
}

/** Signs in (the session starts, kept as long as `trusted` asks) and answers who signed in. */
async function enter(login: string, password: string, extras: SignInExtras = {}): Promise<Staff> {
  const session = await signIn(login, password, extras);
  useStaffSession.getState().signIn(session.token, session.staff, extras.trusted === true);
  return session.staff;
}

/** A recovery code as typed: letters and digits, dashes and spaces left for the API to ignore. */
export function cleanRecoveryCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[^A-Z0-9 -]/g, '')
    .slice(0, 40);
}

/**
 * The sign-in form: the second factor is asked only once the API asks for it (133); an owner without the phone
 * gives a recovery code instead. "Trust this browser" keeps the session across tabs and restarts.
 */
export function useSignIn() {
  const t = useMerchantT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [askTotp, setAskTotp] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const [recoveryCode, setRecoveryCode] = useState('');
  const [trusted, setTrusted] = useState(false);
  const request = useSave();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim() || !password) return request.refuse(t('signIn.missing'));
    const factor: SignInExtras = !askTotp
      ? {}
      : useRecovery
        ? { recoveryCode: recoveryCode.trim() }
        : { totp: totp.trim() };
    void request.run(
      async () => {
        try {
          return await enter(login.trim(), password, { ...factor, trusted });
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

  return {
    login,
    setLogin,
    password,
    setPassword,
    totp,
    setTotp,
    askTotp,
    useRecovery,
    setUseRecovery,
    recoveryCode,
    setRecoveryCode: (typed: string) => setRecoveryCode(cleanRecoveryCode(typed)),
    trusted,
    setTrusted,
    request,
    submit,
  };
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
  /** Signed in after the first code: the recovery codes are shown (once) before the console opens. */
  const [entered, setEntered] = useState<Staff | null>(null);
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
    void request.run(
      () => enter(done.staff.login, password, { totp }),
      (staff) => (done.recoveryCodes?.length ? setEntered(staff) : goHome(staff)),
    );
  };
  const carryOn = () => goHome(entered);

  return { password, setPassword, again, setAgain, totp, setTotp, done, entered, carryOn, request, setUp, confirm };
}
