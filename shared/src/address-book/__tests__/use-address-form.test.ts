import { act, renderHook } from '@testing-library/react';
import { MAX_ADDRESSES, type Address } from '@mall/shared';
import { formValuesFrom, isAddressBookFull, useAddressForm } from '..';

const address = (addrId: number): Address => ({
  addrId,
  receiver: 'Dara',
  mobile: '012345678',
  addr: 'St 51',
  addrType: 2,
  commonAddr: 1,
  khan: 'tuol-kouk',
});

describe('the address form', () => {
  it('prompts for each empty field with the shared wording and sends nothing', () => {
    const { result } = renderHook(() => useAddressForm());
    act(() => result.current.setField('receiver', ' '));
    let sent: unknown;
    act(() => {
      sent = result.current.validated();
    });
    expect(sent).toBeNull();
    expect(result.current.errors).toEqual({
      receiver: 'common:validation.enterReceiver',
      mobile: 'common:validation.enterPhone',
      addr: 'common:validation.enterAddress',
      khan: 'common:validation.chooseKhan',
    });
    act(() => result.current.setField('mobile', '0'));
    expect(result.current.errors).not.toHaveProperty('mobile');
  });

  it('sends trimmed text, plain digits, the type and the default flag', () => {
    const { result } = renderHook(() =>
      useAddressForm({
        receiver: ' Dara ',
        mobile: '012 345-678',
        addr: ' St 51 ',
        addrType: 2,
        commonAddr: 1,
        khan: 'mean-chey',
      }),
    );
    expect(result.current.validated()).toEqual({
      receiver: 'Dara',
      mobile: '012345678',
      addr: 'St 51',
      addrType: 2,
      commonAddr: 1,
      khan: 'mean-chey',
    });
  });

  it('starts from a saved address, and a book of ten is full', () => {
    expect(formValuesFrom(address(1))).toEqual({
      receiver: 'Dara',
      mobile: '012345678',
      addr: 'St 51',
      addrType: 2,
      commonAddr: 1,
      khan: 'tuol-kouk',
    });
    // Saved before khans: the shopper chooses one on this edit.
    expect(formValuesFrom({ ...address(2), khan: null })).not.toHaveProperty('khan');
    const book = Array.from({ length: MAX_ADDRESSES }, (_, index) => address(index + 1));
    expect(isAddressBookFull(book.slice(1))).toBe(false);
    expect(isAddressBookFull(book)).toBe(true);
  });
});
