import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, buttonClassName, pagePath, type Face } from '@mall/shared';

interface RemoteUnavailableProps {
  face: Face;
  onRetry: () => void;
  /** Refused for its contract version: that part of the shop is being updated (not a connection problem). */
  updating?: boolean;
}

/** Shown in place of a page whose remote cannot be loaded (after the runtime's own retries). */
export function RemoteUnavailable({ face, onRetry, updating = false }: RemoteUnavailableProps): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <ErrorState
      title={t(updating ? 'remote.updatingTitle' : 'remote.unavailableTitle')}
      message={t(updating ? 'remote.updatingHint' : 'remote.unavailableHint')}
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
