import {
  cleanAddressText,
  validateAddress,
  type Address,
  type AddressErrors,
  type AddressInput,
  type AddressType,
} from '@mall/shared';

/** What the form holds while the shopper types (all text, nothing trimmed away until saving). */
export interface AddressFormValues {
  receiver: string;
  mobile: string;
  addr: string;
  addrType: AddressType;
  isDefault: boolean;
}

/** `common:validation.*` keys of the prompts, per field (the rules are @mall/shared's `validateAddress`). */
export type AddressFormErrors = AddressErrors;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  receiver: '',
  mobile: '',
  addr: '',
  addrType: 1,
  isDefault: false,
};

export function formValuesFrom(address: Address): AddressFormValues {
  return {
    receiver: address.receiver,
    mobile: address.mobile,
    addr: address.addr,
    addrType: address.addrType,
    isDefault: address.commonAddr === 1,
  };
}

export function validateAddressForm(values: AddressFormValues): AddressFormErrors {
  return validateAddress(values);
}

export function toAddressInput(values: AddressFormValues): AddressInput {
  const { receiver, mobile, addr } = cleanAddressText(values);
  return { receiver, mobile, addr, addrType: values.addrType, commonAddr: values.isDefault ? 1 : 0 };
}
