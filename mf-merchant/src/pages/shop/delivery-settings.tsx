import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { isDecimalString, TextField, type KhanCode, type LanguageCode } from '@mall/shared';
import { KHANS, khanName } from '@mall/shared/khans';
import type { MerchantSettings } from '@mall/shared';
import formStyles from '../../components/form.module.css';
import tableStyles from '../../components/table.module.css';
import { useMerchantT } from '../../features/use-merchant-t';
import styles from './shop.module.css';

type DeliveryRules = MerchantSettings['delivery'];

/** The delivery rules as typed: amounts stay text until saved, so "1." can be typed on the way to "1.50". */
export interface DeliveryDraft {
  fee: string;
  freeFrom: string;
  khans: Record<KhanCode, { on: boolean; fee: string }>;
}

export function deliveryDraftOf(rules: DeliveryRules): DeliveryDraft {
  const khans = Object.fromEntries(
    KHANS.map(({ code }) => {
      const zone = rules.area.find((a) => a.khan === code);
      return [code, { on: zone !== undefined, fee: zone?.fee == null ? '' : String(zone.fee) }];
    }),
  ) as DeliveryDraft['khans'];
  return { fee: String(rules.fee), freeFrom: String(rules.freeFrom), khans };
}

const isAmount = (text: string) => isDecimalString(text.trim());

/** The rules to save, or null while an amount is not one (the fields say which). */
export function deliveryRulesOf(draft: DeliveryDraft): DeliveryRules | null {
  if (!isAmount(draft.fee) || !isAmount(draft.freeFrom)) return null;
  const area: DeliveryRules['area'] = [];
  for (const { code } of KHANS) {
    const khan = draft.khans[code];
    if (!khan.on) continue;
    if (khan.fee.trim() !== '' && !isAmount(khan.fee)) return null;
    area.push({ khan: code, fee: khan.fee.trim() === '' ? null : Number(khan.fee) });
  }
  return { fee: Number(draft.fee), freeFrom: Number(draft.freeFrom), area };
}

/** The flat fee, the free-delivery threshold, and the khans delivered to with their own fees. */
export function DeliverySettings({
  draft,
  onChange,
}: {
  draft: DeliveryDraft;
  onChange: (draft: DeliveryDraft) => void;
}): ReactElement {
  const t = useMerchantT();
  const language = useTranslation().i18n.language as LanguageCode;
  const amountError = (text: string) => (isAmount(text) ? null : t('settings.amountWrong'));
  const setKhan = (code: KhanCode, change: Partial<DeliveryDraft['khans'][KhanCode]>) =>
    onChange({ ...draft, khans: { ...draft.khans, [code]: { ...draft.khans[code], ...change } } });
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>{t('settings.delivery')}</legend>
      <div className={styles.fields}>
        <TextField
          label={t('settings.deliveryFee')}
          inputMode="decimal"
          value={draft.fee}
          error={amountError(draft.fee)}
          onChange={(event) => onChange({ ...draft, fee: event.target.value })}
        />
        <TextField
          label={t('settings.freeFrom')}
          hint={t('settings.freeFromHint')}
          inputMode="decimal"
          value={draft.freeFrom}
          error={amountError(draft.freeFrom)}
          onChange={(event) => onChange({ ...draft, freeFrom: event.target.value })}
        />
      </div>
      <p>{t('settings.areaHint')}</p>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('settings.khan')}</th>
            <th scope="col">{t('settings.khanFee')}</th>
          </tr>
        </thead>
        <tbody>
          {KHANS.map(({ code }) => {
            const name = khanName(code, language);
            const khan = draft.khans[code];
            const wrong = khan.fee.trim() !== '' && !isAmount(khan.fee);
            return (
              <tr key={code}>
                <td>
                  <label>
                    <input
                      type="checkbox"
                      checked={khan.on}
                      onChange={(e) => setKhan(code, { on: e.target.checked })}
                    />{' '}
                    {name}
                  </label>
                </td>
                <td>
                  <input
                    aria-label={t('settings.khanFeeOf', { khan: name })}
                    inputMode="decimal"
                    placeholder={t('settings.flatFee')}
                    disabled={!khan.on}
                    aria-invalid={wrong || undefined}
                    value={khan.fee}
                    onChange={(e) => setKhan(code, { fee: e.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}

type CashRules = MerchantSettings['cashOnDelivery'];

/** Cash on delivery as typed: whether it is offered, the most per cash order, the most open cash orders per member. */
export interface CashDraft {
  enabled: boolean;
  maxPerOrder: string;
  maxOpenOrders: string;
}

export const cashDraftOf = (rules: CashRules): CashDraft => ({
  enabled: rules.enabled,
  maxPerOrder: String(rules.maxPerOrder),
  maxOpenOrders: String(rules.maxOpenOrders),
});

const isCount = (text: string) => /^\d{1,2}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 20;

/** The cash rules to save, or null while a field is wrong (the fields say which). */
export function cashRulesOf(draft: CashDraft): CashRules | null {
  if (!isAmount(draft.maxPerOrder) || !isCount(draft.maxOpenOrders)) return null;
  return { enabled: draft.enabled, maxPerOrder: Number(draft.maxPerOrder), maxOpenOrders: Number(draft.maxOpenOrders) };
}

/** Cash on delivery: a third way to pay, which the owner turns on with its limits. */
export function CashSettings({
  draft,
  onChange,
}: {
  draft: CashDraft;
  onChange: (draft: CashDraft) => void;
}): ReactElement {
  const t = useMerchantT();
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>{t('settings.cash')}</legend>
      <label>
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => onChange({ ...draft, enabled: event.target.checked })}
        />{' '}
        {t('settings.cashEnabled')}
      </label>
      <div className={styles.fields}>
        <TextField
          label={t('settings.cashMaxPerOrder')}
          inputMode="decimal"
          value={draft.maxPerOrder}
          error={isAmount(draft.maxPerOrder) ? null : t('settings.amountWrong')}
          onChange={(event) => onChange({ ...draft, maxPerOrder: event.target.value })}
        />
        <TextField
          label={t('settings.cashMaxOpenOrders')}
          hint={t('settings.cashMaxOpenOrdersHint')}
          inputMode="numeric"
          value={draft.maxOpenOrders}
          error={isCount(draft.maxOpenOrders) ? null : t('settings.countWrong')}
          onChange={(event) => onChange({ ...draft, maxOpenOrders: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
