import { registerTranslations } from '@mall/shared';
import { checkoutStrings } from './i18n-strings';

export const CHECKOUT_NAMESPACE = 'checkout';

registerTranslations(CHECKOUT_NAMESPACE, checkoutStrings);
