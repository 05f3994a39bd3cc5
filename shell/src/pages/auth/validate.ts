/** Form checks of SPEC §5 for the sign-in pages; each answers a translation key or null. */

export const MIN_PASSWORD_LENGTH = 6;

/** Digits only once spaces and dashes are gone; Cambodian numbers have 8–10 digits, leave room for others. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function phoneProblem(value: string): string | null {
  const phone = normalizePhone(value);
  if (!phone) return 'common:validation.enterPhone';
  if (!/^\+?\d{6,15}$/.test(phone)) return 'common:validation.invalidPhone';
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
