import '@testing-library/jest-dom';
import { initI18n, registerTranslations } from '@mall/shared';
import { SHELL_NAMESPACE, shellEn, shellKm, shellZh } from './src/i18n/shell-strings';

initI18n('En');
registerTranslations(SHELL_NAMESPACE, { km: shellKm, en: shellEn, zh: shellZh });
