import type { TFunction } from 'i18next';

/** The translated message of a failed call: `common:error.<code>` for API codes, a connection hint otherwise. */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  const codeId = (error as { codeId?: unknown } | null)?.codeId;
  if (typeof codeId === 'number') return t(`common:error.${codeId}`, { defaultValue: t('common:error.unknown') });
  return t('common:message.networkTrouble');
}
