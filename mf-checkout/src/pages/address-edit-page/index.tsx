import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ADDRESS_BOOK_QUERY, isAddressBook, pagePath, type PageProps } from '@mall/shared';
import { useAddressBook } from '@mall/shared/address-book';
import '../../i18n';
import { useAddressEditor } from '../../features/address/use-address-editor';
import { checkoutQuery, parseCheckoutSource } from '../../features/checkout/checkout-source';
import { cameFrom } from '../../features/navigation-state';
import { AddressEditView } from './view';

function addrIdFrom(params: URLSearchParams): number | null {
  const raw = params.get('addrId');
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** Mobile confirm/address/edit: add (no addrId) or edit an address; back returns to the address list. */
export default function AddressEditPage({ face }: PageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const addrId = addrIdFrom(params);
  const source = useMemo(() => parseCheckoutSource(params), [params]);

  const backToList = useCallback(() => {
    if (cameFrom(location.state, 'address')) navigate(-1);
    else {
      const query = isAddressBook(params) ? ADDRESS_BOOK_QUERY : source ? checkoutQuery(source) : {};
      navigate(pagePath(face, 'address', { query }), { replace: true });
    }
  }, [face, location.state, navigate, params, source]);

  // The book keeps the order's chosen address in step with what the shopper just corrected; adding reads no list.
  const book = useAddressBook('checkout', { read: addrId !== null });
  const editor = useAddressEditor(book, addrId, backToList, backToList);
  return <AddressEditView editor={editor} />;
}
