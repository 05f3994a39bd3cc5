/** Form checks for the sign-in pages; each answers a translation key or null. */
import { isValidPhone, normalizePhone } from '@mall/shared';

export const MIN_PASSWORD_LENGTH = 6;

export function phoneProblem(value: string): string | null {
  const phone = normalizePhone(value);
  if (!phone) return 'common:validation.enterPhone';
  if (!isValidPhone(phone)) return 'common:validation.invalidPhone';
  return null;
}

export function passwordProblem(value: string, { checkLength }: { checkLength: boolean }): string | null {
  if (!value) return 'common:validation.enterPassword';
  if (checkLength && value.length < MIN_PASSWORD_LENGTH) return 'shell:auth.passwordTooShort';
  return null;
}

export function codeProblem(value: string): string | null {
  return value.trim() ? null : 'common:validation.enterCode';
}

export function confirmationProblem(password: string, confirmation: string): string | null {
  if (!confirmation) return 'common:validation.enterPassword';
  return password === confirmation ? null : 'common:validation.passwordsMismatch';
}
