import { useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import { Button, ConfirmDialog } from '@mall/shared';
import { recoveryCodesLeft, renewRecoveryCodes } from '../api/merchant-api';
import { useMerchantT } from '../features/use-merchant-t';
import { useSave } from '../features/use-save';
import { FormError } from './form-error';
import styles from './recovery-codes.module.css';

/** Ten one-time recovery codes, shown once: the warning to keep them, a list to read, Copy and Print. */
export function RecoveryCodeList({ codes }: { codes: string[] }): ReactElement {
  const t = useMerchantT();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    const written = navigator.clipboard?.writeText(codes.join('\n'));
    if (written)
      void written.then(
        () => setCopied(true),
        () => setCopied(false),
      );
  };
  return (
    <div className={styles.box}>
      <p className={styles.warning} role="note">
        {t('recovery.warning')}
      </p>
      <ol className={styles.codes} aria-label={t('recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={copy}>
          {t('recovery.copy')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          {t('recovery.print')}
        </Button>
      </div>
      <p role="status" className={styles.copied}>
        {copied ? t('recovery.copied') : ''}
      </p>
    </div>
  );
}

/** A part of the member's own sign-in, under its heading (the recovery codes, the two-step sign-in). */
export function SignInPanel({ title, children }: { title: string; children: ReactNode }): ReactElement {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A member's own page: how many recovery codes are left, and a new set (the old one stops working). */
export function RecoveryCodesPanel(): ReactElement {
  const t = useMerchantT();
  const [left, setLeft] = useState<number | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState(false);
  const request = useSave();
  useEffect(() => {
    let current = true;
    recoveryCodesLeft().then(
      (answer) => current && setLeft(answer.left),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const renew = () => {
    setAsking(false);
    void request.run(renewRecoveryCodes, (answer) => {
      setCodes(answer.codes);
      setLeft(answer.left);
    });
  };
  return (
    <SignInPanel title={t('recovery.title')}>
      <p>{t('recovery.explain')}</p>
      {left !== null && <p role="status">{left === 0 ? t('recovery.none') : t('recovery.left', { count: left })}</p>}
      {codes && <RecoveryCodeList codes={codes} />}
      <FormError message={request.error} />
      <Button variant="secondary" loading={request.busy} onClick={() => setAsking(true)}>
        {t('recovery.renew')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('recovery.renew')}
        message={t('recovery.renewConfirm')}
        confirmLabel={t('recovery.renew')}
        onConfirm={renew}
        onCancel={() => setAsking(false)}
      />
    </SignInPanel>
  );
}
