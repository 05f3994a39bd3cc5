import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ADDRESS_BOOK_QUERY, isAddressBook, pagePath, useMallStore, type Address, type PageProps } from '@mall/shared';
import '../../i18n';
import { useAddressEditor } from '../../features/address/use-addresses';
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
  const selectedAddress = useMallStore((state) => state.selectedAddress);
  const selectAddress = useMallStore((state) => state.selectAddress);

  const backToList = useCallback(() => {
    if (cameFrom(location.state, 'address')) navigate(-1);
    else {
      const query = isAddressBook(params) ? ADDRESS_BOOK_QUERY : source ? checkoutQuery(source) : {};
      navigate(pagePath(face, 'address', { query }), { replace: true });
    }
  }, [face, location.state, navigate, params, source]);

  const onSaved = useCallback(
    (saved: Address) => {
      // The order being confirmed keeps showing what the shopper just corrected.
      if (selectedAddress?.addrId === saved.addrId) selectAddress(saved);
      backToList();
    },
    [backToList, selectAddress, selectedAddress],
  );

  const editor = useAddressEditor(addrId, onSaved, backToList);
  return <AddressEditView editor={editor} />;
}
