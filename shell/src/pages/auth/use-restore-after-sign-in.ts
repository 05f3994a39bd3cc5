import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { pagePath, takeRememberedPage, type Face } from '@mall/shared';

/** After sign-in: back to the page the guard kept (forced to this face), then PREV_PAGE is cleared. */
export function useRestoreAfterSignIn(face: Face): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const remembered = takeRememberedPage(face);
    navigate(remembered?.path ?? pagePath(face, 'index'), { replace: true });
  }, [face, navigate]);
}
