import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { initI18n, registerTranslations } from '@mall/shared';
import { SHELL_NAMESPACE, shellEn } from './src/i18n/shell-strings-en';
import { shellKm } from './src/i18n/shell-strings-km';
import { shellZh } from './src/i18n/shell-strings-zh';
import { forgetSiteSettingsOfThisVisit } from './src/app/use-site-settings';

// Route changes load pages asynchronously; a busy CI machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

initI18n('en');
registerTranslations(SHELL_NAMESPACE, { km: shellKm, en: shellEn, zh: shellZh });

// Each test is a new visit: the site settings are fetched again (useSiteSettings fetches them once a visit).
beforeEach(forgetSiteSettingsOfThisVisit);
