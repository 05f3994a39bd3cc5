import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, initI18n } from '../i18n/i18n';

/** `t` over the `common` namespace; also works in a remote that runs on its own (no shell to init i18n). */
export function useCommonT(): ReturnType<typeof useTranslation>['t'] {
  initI18n();
  return useTranslation(COMMON_NAMESPACE).t;
}
