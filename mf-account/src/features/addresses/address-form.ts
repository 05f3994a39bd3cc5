import type { Address, AddressInput, AddressType } from '@mall/shared';

/** What the form holds while the shopper types (all text, nothing trimmed away until saving). */
export interface AddressFormValues {
  receiver: string;
  mobile: string;
  addr: string;
  addrType: AddressType;
  isDefault: boolean;
}

export type AddressField = 'receiver' | 'mobile' | 'addr';
/** i18n keys (account namespace) of the prompts, per field. */
export type AddressFormErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS_FORM: AddressFormValues = { receiver: '', mobile: '', addr: '', addrType: 1, isDefault: false };

export function formValuesFrom(address: Address): AddressFormValues {
  return {
    receiver: address.receiver,
    mobile: address.mobile,
    addr: address.addr,
    addrType: address.addrType,
    isDefault: address.commonAddr === 1,
  };
}

const digitsOnly = (mobile: string): string => mobile.replace(/[\s-]/g, '');

/** A phone number of 8 to 15 digits, an optional leading + (012345678, +85512345678; the server allows 6–15). */
export function isValidMobile(mobile: string): boolean {
  return /^\+?\d{8,15}$/.test(digitsOnly(mobile));
}

export const MAX_RECEIVER_LENGTH = 50;
export const MAX_ADDR_LENGTH = 200;

export function validateAddressForm(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {};
  if (!values.receiver.trim()) errors.receiver = 'address.enterReceiver';
  if (!values.mobile.trim()) errors.mobile = 'address.enterMobile';
  else if (!isValidMobile(values.mobile)) errors.mobile = 'address.invalidMobile';
  if (!values.addr.trim()) errors.addr = 'address.enterAddr';
  return errors;
}

export function toAddressInput(values: AddressFormValues): AddressInput {
  return {
    receiver: values.receiver.trim(),
    mobile: digitsOnly(values.mobile),
    addr: values.addr.trim(),
    addrType: values.addrType,
    commonAddr: values.isDefault ? 1 : 0,
  };
}
