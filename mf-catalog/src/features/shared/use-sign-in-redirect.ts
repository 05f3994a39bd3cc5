import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { matchRoute, pagePath, rememberPage, toast, useSignedIn } from '@mall/shared';
import type { Face } from '@mall/shared';

/** Whether a member is signed in, and the way to sign in that comes back to this page afterwards. */
export function useSignInRedirect(face: Face) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSignedIn();
  const sendToSignIn = useCallback(() => {
    const route = matchRoute(location.pathname);
    if (route) rememberPage({ name: route.name, query: Object.fromEntries(new URLSearchParams(location.search)) });
    toast(t('message.pleaseSignIn'));
    navigate(pagePath(face, 'login'));
  }, [face, location.pathname, location.search, navigate, t]);
  return { signedIn, sendToSignIn };
}
