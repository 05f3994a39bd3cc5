/** The address form's values; the rules are @mall/shared's `validateAddress` and `cleanAddressText`. */
import { cleanAddressText, validateAddress, type AddressErrors, type AddressInput } from '@mall/shared';

export type AddressFormValues = AddressInput;

/** `common:validation.*` keys of the address prompts. */
export type AddressFormErrors = AddressErrors;

export const EMPTY_ADDRESS_FORM: AddressFormValues = { receiver: '', mobile: '', addr: '', addrType: 1, commonAddr: 0 };

export const validateAddressForm: (values: AddressFormValues) => AddressFormErrors = validateAddress;

export const toAddressPayload: (values: AddressFormValues) => AddressFormValues = cleanAddressText;
