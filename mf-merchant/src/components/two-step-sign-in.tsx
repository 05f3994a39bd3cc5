import { useState, type FormEvent, type ReactElement } from 'react';
import { Button, type TotpConfirmed, type TotpEnrolment } from '@mall/shared';
import QrCode from '@mall/shared/qr-code';
import { confirmTotp, enrollTotp } from '../api/merchant-api';
import { useStaffSession } from '../features/session/staff-session';
import { useMerchantT } from '../features/use-merchant-t';
import { useSave } from '../features/use-save';
import { FormError } from './form-error';
import { RecoveryCodeList, RecoveryCodesPanel, SignInPanel } from './recovery-codes';
import styles from './recovery-codes.module.css';
import { TotpField } from './totp-field';

/**
 * A member's own second sign-in step: turned on here by anyone without it (owners in production are enrolled at
 * set-up; catalogue and orders members choose), with the new recovery codes shown once; then the codes left.
 */
export function TwoStepSignIn(): ReactElement {
  const t = useMerchantT();
  const totpEnabled = useStaffSession((session) => session.staff?.totpEnabled === true);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes)
    return (
      <SignInPanel title={t('recovery.shownOnce')}>
        <p role="status">{t('twoStep.turnedOn')}</p>
        <RecoveryCodeList codes={codes} />
        <Button type="button" onClick={() => setCodes(null)}>
          {t('recovery.done')}
        </Button>
      </SignInPanel>
    );
  if (totpEnabled) return <RecoveryCodesPanel />;
  return <TwoStepEnrolment onEnrolled={setCodes} />;
}

function TwoStepEnrolment({ onEnrolled }: { onEnrolled: (codes: string[]) => void }): ReactElement {
  const t = useMerchantT();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const request = useSave();
  const start = () => void request.run(enrollTotp, setEnrolment);
  const cancel = () => {
    setEnrolment(null);
    setCode('');
    request.clear();
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return request.refuse(t('setup.codeFormat'));
    void request.run(
      () => confirmTotp(code),
      (confirmed: TotpConfirmed) => {
        useStaffSession.getState().setStaff(confirmed.staff);
        onEnrolled(confirmed.recoveryCodes);
      },
    );
  };
  return (
    <SignInPanel title={t('twoStep.title')}>
      {!enrolment ? (
        <>
          <p>{t('twoStep.off')}</p>
          <FormError message={request.error} />
          <Button variant="secondary" loading={request.busy} onClick={start}>
            {t('twoStep.turnOn')}
          </Button>
        </>
      ) : (
        <form className={styles.box} onSubmit={confirm} noValidate>
          <p>{t('twoStep.explain')}</p>
          <QrCode className={styles.qr} value={enrolment.uri} label={t('setup.qrLabel')} />
          <p>
            {t('setup.secret')} <code className={styles.secret}>{enrolment.secret}</code>
          </p>
          <TotpField value={code} onChange={setCode} focusOnShow />
          <FormError message={request.error} />
          <div className={styles.actions}>
            <Button type="submit" loading={request.busy}>
              {t('twoStep.confirm')}
            </Button>
            <Button type="button" variant="secondary" onClick={cancel}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      )}
    </SignInPanel>
  );
}
