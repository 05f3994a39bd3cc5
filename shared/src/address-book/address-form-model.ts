import { MAX_ADDRESSES, type Address, type AddressInput } from '@mall/shared';

/** What the address form holds: the API's fields as typed (trimmed only when sent, `cleanAddressText`). */
export type AddressFormValues = AddressInput;

export const EMPTY_ADDRESS_FORM: AddressFormValues = { receiver: '', mobile: '', addr: '', addrType: 1, commonAddr: 0 };

/** An address saved before khans opens with none chosen: the shopper picks it on this edit. */
export function formValuesFrom({ receiver, mobile, addr, addrType, commonAddr, khan }: Address): AddressFormValues {
  return { receiver, mobile, addr, addrType, commonAddr, ...(khan ? { khan } : {}) };
}

/** The ten-address rule: a full book takes no new address (the API refuses the eleventh with 31). */
export function isAddressBookFull(addresses: readonly Address[]): boolean {
  return addresses.length >= MAX_ADDRESSES;
}
