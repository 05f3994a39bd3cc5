/** The address form's values and its SPEC §5 validation, shared by both faces. */
import type { AddressInput } from '@mall/shared';

export type AddressFormValues = AddressInput;

/** i18n keys of the SPEC §5 prompts. */
export type AddressFormErrors = Partial<Record<'receiver' | 'mobile' | 'addr', string>>;

export const EMPTY_ADDRESS_FORM: AddressFormValues = { receiver: '', mobile: '', addr: '', addrType: 1, commonAddr: 0 };

/** Spaces and dashes people type inside phone numbers are dropped; the server takes `+?\d{6,15}`. */
export function normalizeMobile(mobile: string): string {
  return mobile.replace(/[\s-]/g, '');
}

export function validateAddressForm(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {};
  if (!values.receiver.trim()) errors.receiver = 'common:validation.enterReceiver';
  const mobile = normalizeMobile(values.mobile);
  if (!mobile) errors.mobile = 'common:validation.enterPhone';
  else if (!/^\+?\d{6,15}$/.test(mobile)) errors.mobile = 'common:validation.invalidPhone';
  if (!values.addr.trim()) errors.addr = 'common:validation.enterAddress';
  return errors;
}

export function toAddressPayload(values: AddressFormValues): AddressFormValues {
  return {
    receiver: values.receiver.trim(),
    mobile: normalizeMobile(values.mobile),
    addr: values.addr.trim(),
    addrType: values.addrType,
    commonAddr: values.commonAddr,
  };
}
