import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { initialSchema } from './0001-initial-schema';
import { listAndSearchIndexes } from './0002-list-and-search-indexes';
import { shortSearchCover } from './0003-short-search-cover';
import { pairSearch } from './0004-pair-search';
import { codeQuota } from './0005-code-quota';
import { paymentRefunds } from './0005-payment-refunds';
import { purgeIndexes } from './0006-purge-indexes';
import { fairStock } from './0007-fair-stock';
import { merchant } from './0008-merchant';
import { forgivingSearch } from './0009-forgiving-search';
import { jobs } from './0010-jobs';
import { orderDesk } from './0011-order-desk';
import { orderReturns } from './0014-order-returns';
import { shopperNotices } from './0016-shopper-notices';
import { staffTelegram } from './0015-staff-telegram';
import { shopBotSettings } from './0018-shop-bot-settings';
import { orderRiel } from './0012-order-riel';
import { deliveryAndCash } from './0013-delivery-and-cash';
import { staffSessionTrust } from './0017-staff-session-trust';

import { shopperTelegram } from './0019-shopper-telegram';

/** Migrations as code, in order; the name is the key Kysely records. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-initial-schema': initialSchema(dialect),
    '0002-list-and-search-indexes': listAndSearchIndexes(dialect),
    '0003-short-search-cover': shortSearchCover(dialect),
    '0004-pair-search': pairSearch(dialect),
    '0005-code-quota': codeQuota(),
    '0005-payment-refunds': paymentRefunds(),
    '0006-purge-indexes': purgeIndexes(),
    '0007-fair-stock': fairStock(),
    '0008-merchant': merchant(dialect),
    '0009-forgiving-search': forgivingSearch(),
    '0010-jobs': jobs(dialect),
    '0011-order-desk': orderDesk(),
    '0014-order-returns': orderReturns(dialect),
    '0016-shopper-notices': shopperNotices(),
    '0015-staff-telegram': staffTelegram(),
    '0012-order-riel': orderRiel(),
    '0013-delivery-and-cash': deliveryAndCash(),
    '0017-staff-session-trust': staffSessionTrust(),
    '0018-shop-bot-settings': shopBotSettings(),

    '0019-shopper-telegram': shopperTelegram(),
  };
}
