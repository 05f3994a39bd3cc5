import { useTranslation } from 'react-i18next';
import { logout, useConfirm, useMallStore, useSignedIn } from '@mall/shared';
import { useOrderCount } from '../orders/use-order-count';

/** The member (or visitor), the order counts, the language and logging out. */
export function useMemberCentre() {
  const { t } = useTranslation('account');
  const member = useMallStore((s) => s.member);
  const signedIn = useSignedIn();
  const language = useMallStore((s) => s.language);
  const { counts } = useOrderCount();
  const { confirm, confirmDialog } = useConfirm();

  async function logOut() {
    const ok = await confirm({
      title: t('centre.logoutConfirmTitle'),
      message: t('centre.logoutConfirm'),
      confirmLabel: t('centre.logout'),
      cancelLabel: t('common:action.cancel'),
      danger: true,
    });
    if (!ok) return;
    try {
      await logout();
    } catch {
      // the token is forgotten here either way; the server lets it expire
    }
    useMallStore.getState().logout();
  }

  return {
    member: signedIn ? member : null,
    counts: signedIn ? counts : null,
    language,
    logOut,
    confirmDialog,
  };
}
