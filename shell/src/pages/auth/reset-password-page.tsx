import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pagePath, resetPassword, toast, type PageProps } from '@mall/shared';
import { AuthCard } from './auth-card';
import { CodePasswordForm } from './auth-fields';

/** Forgot password: phone, SMS code, the new password twice; then sign in with it. */
export function ResetPasswordPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();

  return (
    <AuthCard face={face} title={t('title.resetPassword')} hint={t('auth.resetHint')}>
      <CodePasswordForm
        purpose={2}
        passwordLabel={t('auth.newPassword')}
        submitLabel={t('auth.resetPassword')}
        onSubmit={async (values) => {
          await resetPassword(values);
          toast(t('auth.resetDone'), { kind: 'success' });
          navigate(pagePath(face, 'login'), { replace: true });
        }}
      />
    </AuthCard>
  );
}

export default ResetPasswordPage;
