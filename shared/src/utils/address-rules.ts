import type { AddressInput } from '../contracts/payloads';
import type { SiteSettings } from '../contracts/entities';

/** What the API accepts (`+?\d{6,15}` after spaces and dashes are dropped); the sign-in forms use it too. */
const PHONE = /^\+?\d{6,15}$/;

/** Input limits of the address form fields (the phone field allows room for spaces and dashes). */
export const ADDRESS_LIMITS = { receiver: 50, mobile: 20, addr: 200 } as const;

export type AddressField = 'receiver' | 'mobile' | 'addr' | 'khan';
/** `common:validation.*` keys of the address prompts, per field. */
export type AddressErrors = Partial<Record<AddressField, string>>;

type AddressText = Pick<AddressInput, AddressField>;

type DeliveryArea = SiteSettings['delivery']['area'];

/** Spaces and dashes people type inside phone numbers are dropped. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

export function isValidPhone(phone: string): boolean {
  return PHONE.test(normalizePhone(phone));
}

/**
 * Receiver, phone and address are required; the phone must look like one. With the shop's `area` (its settings;
 * empty: every khan) the khan is required too, and must be one the shop delivers to; a form without a khan field
 * (another team's checkout, before issue 34) gives none and keeps the rules it had.
 */
export function validateAddress(values: AddressText, area?: DeliveryArea): AddressErrors {
  const errors: AddressErrors = {};
  if (area && !values.khan) errors.khan = 'common:validation.chooseKhan';
  else if (area && area.length > 0 && !area.some((a) => a.khan === values.khan))
    errors.khan = 'common:validation.outsideArea';
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
