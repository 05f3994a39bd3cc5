import { registerTranslations } from '@mall/shared';
import { accountStrings } from './i18n-strings';

export const ACCOUNT_NAMESPACE = 'account';

registerTranslations(ACCOUNT_NAMESPACE, accountStrings);
