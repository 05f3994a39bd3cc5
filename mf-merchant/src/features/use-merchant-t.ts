import { useTranslation } from 'react-i18next';
import { apiErrorMessage, i18n } from '@mall/shared';
import { MERCHANT_NAMESPACE } from '../i18n';

/** The console's translations (its own namespace). */
export function useMerchantT() {
  return useTranslation(MERCHANT_NAMESPACE).t;
}

/** Each language's name, by the suffix its fields carry (`prodNameKh`, `nameEn`, `titleCn`). */
export function useLanguageNames() {
  const t = useMerchantT();
  return { Kh: t('language.km'), En: t('language.en'), Cn: t('language.zh') } as const;
}

/** What a refusal means to a merchant: the console's message for its own codes (130-147), else the catalogue's. */
export function refusalMessage(error: unknown): string {
  const codeId = (error as { codeId?: unknown } | null)?.codeId;
  if (typeof codeId === 'number' && i18n.exists(`${MERCHANT_NAMESPACE}:error.${codeId}`))
    return i18n.t(`${MERCHANT_NAMESPACE}:error.${codeId}`);
  return apiErrorMessage(error);
}
