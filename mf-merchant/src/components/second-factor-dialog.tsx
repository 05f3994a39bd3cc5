import { useState, type FormEvent, type ReactElement } from 'react';
import { Button, Dialog, TextField } from '@mall/shared';
import { giveSecondFactor } from '../api/merchant-api';
import { useSecondFactorPrompt } from '../features/session/second-factor';
import { cleanRecoveryCode } from '../features/session/use-sign-in';
import { useMerchantT } from '../features/use-merchant-t';
import { useSave } from '../features/use-save';
import { FormError } from './form-error';
import { TotpField } from './totp-field';
import styles from './second-factor-dialog.module.css';

/**
 * The code-again dialog (149): only the authenticator's code (or a recovery code), never the password. Once it is
 * given, the calls that waited are sent again and the page goes on where it was.
 */
export function SecondFactorDialog(): ReactElement | null {
  const open = useSecondFactorPrompt((prompt) => prompt.open);
  if (!open) return null;
  return <SecondFactorForm />;
}

function SecondFactorForm(): ReactElement {
  const t = useMerchantT();
  const [totp, setTotp] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [recoveryCode, setRecoveryCode] = useState('');
  const request = useSave();
  const close = () => useSecondFactorPrompt.getState().dismissed();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!recovery && !/^\d{6}$/.test(totp)) return request.refuse(t('setup.codeFormat'));
    void request.run(
      () => giveSecondFactor(recovery ? { recoveryCode: recoveryCode.trim() } : { totp }),
      () => useSecondFactorPrompt.getState().given(),
    );
  };
  return (
    <Dialog
      open
      title={t('secondFactor.title')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="second-factor-form" loading={request.busy}>
            {t('secondFactor.submit')}
          </Button>
        </>
      }
    >
      <form id="second-factor-form" className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.explain}>{t('secondFactor.explain')}</p>
        {recovery ? (
          <TextField
            label={t('signIn.recoveryCode')}
            hint={t('signIn.recoveryHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(cleanRecoveryCode(event.target.value))}
          />
        ) : (
          <TotpField value={totp} onChange={setTotp} focusOnShow />
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className={styles.switch}
          onClick={() => setRecovery((value) => !value)}
        >
          {recovery ? t('signIn.useTotp') : t('signIn.useRecovery')}
        </Button>
        <FormError message={request.error} />
      </form>
    </Dialog>
  );
}
