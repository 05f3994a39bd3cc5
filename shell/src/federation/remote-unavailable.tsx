import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, buttonClassName, pagePath, type Face } from '@mall/shared';

interface RemoteUnavailableProps {
  face: Face;
  onRetry: () => void;
}

/** Shown in place of a page whose remote cannot be loaded (after the runtime's own retries). */
export function RemoteUnavailable({ face, onRetry }: RemoteUnavailableProps): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <ErrorState
      title={t('remote.unavailableTitle')}
      message={t('remote.unavailableHint')}
      onRetry={onRetry}
      retryLabel={t('remote.retry')}
      action={
        <Link className={buttonClassName({ variant: 'secondary' })} to={pagePath(face, 'index')}>
          {t('remote.goHome')}
        </Link>
      }
    />
  );
}
