import type { ReactElement, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorState } from '@mall/shared';
import { useStaff } from '../features/session/use-staff';
import { useMerchantT } from '../features/use-merchant-t';
import { consolePath } from '../paths';
import { ConsoleFrameSkeleton } from './console-layout';

/** The console's guard: no staff token, to /merchant/login (coming back here after sign-in). */
export function RequireStaff({ children }: { children: ReactNode }): ReactElement {
  const t = useMerchantT();
  const location = useLocation();
  const { state, retry } = useStaff();
  if (state.status === 'signedOut') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${consolePath('login')}?next=${encodeURIComponent(next)}`} replace />;
  }
  if (state.status === 'loading') return <ConsoleFrameSkeleton />;
  if (state.status === 'failed') return <ErrorState title={t('common.loadFailed')} onRetry={retry} />;
  return <>{children}</>;
}
