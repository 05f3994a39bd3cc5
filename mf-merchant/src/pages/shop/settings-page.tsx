import { useState, type FormEvent, type ReactElement } from 'react';
import { ErrorState, Skeleton, TextField, useResource } from '@mall/shared';
import { getSettings, saveSettings } from '../../api/merchant-api';
import type { MerchantSettings, MerchantSettingsView } from '@mall/shared';
import formStyles from '../../components/form.module.css';
import { PageHeader } from '../../components/page-header';
import { SaveBar } from '../../components/save-bar';
import { useMerchantT } from '../../features/use-merchant-t';
import { useSave } from '../../features/use-save';
import styles from './shop.module.css';
import {
  CashSettings,
  cashDraftOf,
  cashRulesOf,
  DeliverySettings,
  deliveryDraftOf,
  deliveryRulesOf,
} from './delivery-settings';

type Field = Exclude<keyof MerchantSettings, 'version' | 'delivery' | 'cashOnDelivery'>;

const GROUPS: { legend: string; fields: { name: Field; type?: string; hint?: string }[] }[] = [
  {
    legend: 'settings.contact',
    fields: [
      { name: 'phone', type: 'tel' },
      { name: 'phoneCn', type: 'tel' },
      { name: 'email', type: 'email' },
      { name: 'facebook', type: 'url' },
    ],
  },
  {
    legend: 'settings.apps',
    fields: [
      { name: 'appStoreUrl', type: 'url' },
      { name: 'googlePlayUrl', type: 'url' },
    ],
  },
  { legend: 'settings.bank', fields: [{ name: 'bankName' }, { name: 'accountName' }, { name: 'accountNumber' }] },
  {
    legend: 'settings.riel',
    fields: [
      { name: 'rielRate', hint: 'settings.rielRateHint' },
      { name: 'rielStep', hint: 'settings.rielStepHint' },
    ],
  },
];

/** Whole numbers: a phone shows its digit pad. */
const NUMERIC: ReadonlySet<Field> = new Set(['rielRate', 'rielStep']);

/**
 * Owners: the shop's phones, e-mail, Facebook page, app links, the bank account shoppers transfer to, the riel rate,
 * and the delivery fee, area and cash on delivery.
 */
export default function SettingsPage(): ReactElement {
  const t = useMerchantT();
  const settings = useResource('merchant:settings', getSettings);
  if (settings.state === 'error') return <ErrorState title={t('common.loadFailed')} onRetry={settings.reload} />;
  if (settings.state === 'loading' || !settings.data)
    return (
      <section className={styles.form} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton width="14rem" height="1.75rem" />
        {GROUPS.map((group) => (
          <Skeleton key={group.legend} lines={group.fields.length} height="2.5rem" />
        ))}
      </section>
    );
  return <SettingsForm settings={settings.data} onReload={settings.reload} />;
}

function SettingsForm({ settings, onReload }: { settings: MerchantSettingsView; onReload: () => void }): ReactElement {
  const t = useMerchantT();
  const [draft, setDraft] = useState(settings);
  const [delivery, setDelivery] = useState(() => deliveryDraftOf(settings.delivery));
  const [cash, setCash] = useState(() => cashDraftOf(settings.cashOnDelivery));
  const save = useSave();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A wrong amount is said beside its field; nothing is sent until it is one.
    const rules = deliveryRulesOf(delivery);
    const cashRules = cashRulesOf(cash);
    if (!rules || !cashRules) return;
    void save.run(
      () => {
        // What shoppers are shown is the API's to say, not a setting.
        const { shownBankAccount: _shown, ...fields } = draft;
        return saveSettings({ ...fields, delivery: rules, cashOnDelivery: cashRules });
      },
      (saved) => {
        setDraft(saved);
        setDelivery(deliveryDraftOf(saved.delivery));
        setCash(cashDraftOf(saved.cashOnDelivery));
        return t('editor.saved');
      },
    );
  };

  return (
    <section>
      <PageHeader title={t('section.settings')} />
      <form className={styles.form} onSubmit={submit} noValidate>
        {GROUPS.map((group) => (
          <fieldset key={group.legend} className={`${formStyles.fieldset} ${styles.fields}`}>
            <legend>{t(group.legend)}</legend>
            {group.fields.map(({ name, type, hint }) => (
              <TextField
                key={name}
                label={t(`settings.${name}`)}
                hint={hint && t(hint)}
                inputMode={NUMERIC.has(name) ? 'numeric' : undefined}
                type={type ?? 'text'}
                value={draft[name]}
                onChange={(event) => setDraft((previous) => ({ ...previous, [name]: event.target.value }))}
              />
            ))}
            {group.legend === 'settings.bank' && <ShownBankAccount shown={draft.shownBankAccount} />}
          </fieldset>
        ))}
        <DeliverySettings draft={delivery} onChange={setDelivery} />
        <CashSettings draft={cash} onChange={setCash} />
        <SaveBar save={save} label={t('editor.save')} onReload={onReload} />
      </form>
    </section>
  );
}

/** What a shopper paying by transfer is shown now, and whose account that is until the shop's own is set. */
function ShownBankAccount({ shown }: { shown: MerchantSettingsView['shownBankAccount'] }): ReactElement {
  const t = useMerchantT();
  return (
    <div className={styles.shown} role="status">
      <p>{t('settings.shownBank', shown)}</p>
      {shown.from !== 'shop' && (
        <p>{t(shown.from === 'khqr' ? 'settings.shownFromKhqr' : 'settings.shownFromSandbox')}</p>
      )}
    </div>
  );
}
