import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ADDRESS_BOOK_QUERY, isAddressBook, pagePath, useMallStore, type Address, type PageProps } from '@mall/shared';
import { useAddressBook } from '@mall/shared/address-book';
import '../../i18n';
import { checkoutQuery, parseCheckoutSource } from '../../features/checkout/checkout-source';
import { cameFrom, type FromState } from '../../features/navigation-state';
import { AddressPickerView } from './view';

/**
 * Mobile confirm/address: choose where this order goes; back returns to confirm with the same order.
 * Opened from the member centre (`?from=centre`) it is the address book: edit and add only, back to the centre.
 */
export default function AddressPickerPage({ face }: PageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const source = useMemo(() => parseCheckoutSource(params), [params]);
  const inBook = isAddressBook(params);
  const query = inBook ? ADDRESS_BOOK_QUERY : source ? checkoutQuery(source) : {};
  const book = useAddressBook('checkout');
  const selectedId = useMallStore((state) => state.selectedAddress?.addrId ?? null);
  const selectAddress = useMallStore((state) => state.selectAddress);

  const backToConfirm = () => {
    if (cameFrom(location.state, 'confirm')) navigate(-1);
    else navigate(pagePath(face, source ? 'confirm' : 'index', { query }), { replace: true });
  };
  const choose = (address: Address) => {
    selectAddress(address);
    backToConfirm();
  };
  const editPath = (addrId?: number) =>
    pagePath(face, 'addressEdit', { query: { ...query, ...(addrId ? { addrId } : {}) } });
  const editState: FromState = { from: 'address' };

  return (
    <AddressPickerView
      book={book}
      selectedId={selectedId}
      onChoose={inBook ? undefined : choose}
      editPath={editPath}
      editState={editState}
    />
  );
}
