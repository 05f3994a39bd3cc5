import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toggleFavorite } from '@mall/shared';
import type { Face, Product } from '@mall/shared';
import { useSignInRedirect } from '../shared/use-sign-in-redirect';

/** The heart on the product page: visitors are sent to sign in, members toggle with a toast. */
export function useFavorite(product: Product, face: Face) {
  const { t } = useTranslation('catalog');
  const { signedIn, sendToSignIn } = useSignInRedirect(face);
  const [isCollect, setIsCollect] = useState(signedIn && product.isCollect);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!signedIn) return sendToSignIn();
    if (busy) return;
    setBusy(true);
    try {
      const result = await toggleFavorite(product.prodId);
      setIsCollect(result.isCollect);
      toast(t(result.isCollect ? 'common:message.collectSuccess' : 'common:message.collectCancel'), {
        kind: 'success',
      });
    } catch {
      // Shown by the API client's error handler.
    } finally {
      setBusy(false);
    }
  };

  return { isCollect, toggle, busy };
}
