import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAddressBook, pagePath, type PageKey } from '@mall/shared';

/** Query values that belong to the page being left, not to where back goes. */
const OWN_QUERY: Partial<Record<PageKey, string[]>> = { addressEdit: ['addrId'] };

function searchWithout(search: string, keys: string[] = []): string {
  const params = new URLSearchParams(search);
  for (const key of keys) params.delete(key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Back rules: address list → confirm (with the order), or → centre when opened there as the address book,
 * address edit → address list,
 * otherwise history back, or home when there is no history in this app.
 */
export function useMobileBack(page: PageKey | undefined): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(() => {
    if (page === 'address') {
      if (isAddressBook(search)) {
        navigate(pagePath('mobile', 'centre'), { replace: true });
        return;
      }
      navigate(`${pagePath('mobile', 'confirm')}${searchWithout(search)}`, { replace: true });
      return;
    }
    if (page === 'addressEdit') {
      navigate(`${pagePath('mobile', 'address')}${searchWithout(search, OWN_QUERY.addressEdit)}`, { replace: true });
      return;
    }
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(pagePath('mobile', 'index'), { replace: true });
  }, [navigate, page, search]);
}
