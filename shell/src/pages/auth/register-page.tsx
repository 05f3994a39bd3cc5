import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pagePath, register, useMallStore, type PageProps } from '@mall/shared';
import { useRestoreAfterSignIn } from './use-restore-after-sign-in';
import { AuthCard } from './auth-card';
import { CodePasswordForm } from './auth-fields';
import styles from './auth.module.css';

/** Create an account: phone, SMS code (with resend countdown), password twice. Signed in on success. */
export function RegisterPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('shell');
  const restore = useRestoreAfterSignIn(face);

  return (
    <AuthCard face={face} title={t('auth.register')} hint={t('auth.registerHint')}>
      <CodePasswordForm
        purpose={1}
        passwordLabel={t('auth.password')}
        submitLabel={t('auth.register')}
        onSubmit={async (values) => {
          const session = await register(values);
          useMallStore.getState().signIn(session);
          restore();
        }}
      />
      <p className={styles.links}>
        <span>
          {t('auth.haveAccount')} <Link to={pagePath(face, 'login')}>{t('auth.signIn')}</Link>
        </span>
      </p>
    </AuthCard>
  );
}

export default RegisterPage;
