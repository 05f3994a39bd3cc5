import type { AddressInput } from '../contracts/payloads';

/** What the API accepts (`+?\d{6,15}` after spaces and dashes are dropped); the sign-in forms use it too. */
const PHONE = /^\+?\d{6,15}$/;

/** Input limits of the address form fields (the phone field allows room for spaces and dashes). */
export const ADDRESS_LIMITS = { receiver: 50, mobile: 20, addr: 200 } as const;

export type AddressField = 'receiver' | 'mobile' | 'addr';
/** `common:validation.*` keys of the address prompts, per field. */
export type AddressErrors = Partial<Record<AddressField, string>>;

type AddressText = Pick<AddressInput, AddressField>;

/** Spaces and dashes people type inside phone numbers are dropped. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

export function isValidPhone(phone: string): boolean {
  return PHONE.test(normalizePhone(phone));
}

/** Receiver, phone and address are required; the phone must look like one. */
export function validateAddress(values: AddressText): AddressErrors {
  const errors: AddressErrors = {};
  if (!values.receiver.trim()) errors.receiver = 'common:validation.enterReceiver';
  if (!normalizePhone(values.mobile)) errors.mobile = 'common:validation.enterPhone';
  else if (!isValidPhone(values.mobile)) errors.mobile = 'common:validation.invalidPhone';
  if (!values.addr.trim()) errors.addr = 'common:validation.enterAddress';
  return errors;
}

/** The text fields as they are sent: trimmed, the phone without spaces and dashes. */
export function cleanAddressText<T extends AddressText>(values: T): T {
  return {
    ...values,
    receiver: values.receiver.trim(),
    mobile: normalizePhone(values.mobile),
    addr: values.addr.trim(),
  };
}
