import { useId, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_LIMITS,
  ADDRESS_TYPES,
  Button,
  Select,
  TextField,
  useMallStore,
  type KhanCode,
  type LanguageCode,
} from '@mall/shared';
import { deliveredKhanNames, KHANS, khanName } from '@mall/shared/khans';
import type { AddressFormModel } from './use-address-form';
import fields from '../ui/field.module.css';
import styles from './address-form.module.css';

export interface AddressFormProps {
  form: AddressFormModel;
  /**
   * The namespace whose words the fields wear: `<ns>:address.receiver`, `mobile`, `addr`, `addrPlaceholder`, `type`
   * and `makeDefault`, and where it has them `receiverPlaceholder`, `mobilePlaceholder` and `deliveryNote`.
   */
  ns: string;
  onSubmit: () => void;
  saving: boolean;
  /** why saving failed, where the shell's toast does not say it */
  message?: string | null;
  /** The default address stays the default until another takes over: its switch is on and fixed. */
  lockedDefault?: boolean;
  /** a Cancel button beside Save (in a dialog) */
  onCancel?: () => void;
}

/** Receiver, phone, address, type and the default switch, with the prompts under each field. */
export function AddressForm({
  form,
  ns,
  onSubmit,
  saving,
  message,
  lockedDefault = false,
  onCancel,
}: AddressFormProps): ReactElement {
  const { t, i18n } = useTranslation([ns, 'common']);
  const language = i18n.language as LanguageCode;
  const area = useMallStore((state) => state.webInfo?.delivery?.area) ?? [];
  const word = (key: string): string => t(`${ns}:address.${key}`);
  const optionalWord = (key: string): string | undefined =>
    t(`${ns}:address.${key}`, { defaultValue: '' }) || undefined;
  const ids = { addr: useId(), def: useId() };
  const { values, errors, setField } = form;
  const hint = optionalWord('deliveryNote');
  const describedBy = [hint && `${ids.addr}-hint`, errors.addr && `${ids.addr}-error`].filter(Boolean).join(' ');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={word('receiver')}
        name="receiver"
        autoComplete="name"
        maxLength={ADDRESS_LIMITS.receiver}
        placeholder={optionalWord('receiverPlaceholder')}
        value={values.receiver}
        error={errors.receiver ? t(errors.receiver) : null}
        onChange={(event) => setField('receiver', event.target.value)}
      />
      <TextField
        label={word('mobile')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={ADDRESS_LIMITS.mobile}
        placeholder={optionalWord('mobilePlaceholder')}
        value={values.mobile}
        error={errors.mobile ? t(errors.mobile) : null}
        onChange={(event) => setField('mobile', event.target.value)}
      />
      <div className={fields.field}>
        <label className={fields.label} htmlFor={ids.addr}>
          {word('addr')}
        </label>
        <textarea
          id={ids.addr}
          name="addr"
          className={fields.control}
          rows={3}
          maxLength={ADDRESS_LIMITS.addr}
          autoComplete="street-address"
          placeholder={word('addrPlaceholder')}
          value={values.addr}
          aria-invalid={Boolean(errors.addr)}
          aria-describedby={describedBy || undefined}
          onChange={(event) => setField('addr', event.target.value)}
        />
        {hint && (
          <p id={`${ids.addr}-hint`} className={fields.hint}>
            {hint}
          </p>
        )}
        {errors.addr && (
          <p id={`${ids.addr}-error`} className={fields.error} role="alert">
            {t(errors.addr)}
          </p>
        )}
      </div>
      <Select
        label={t('common:address.khan')}
        name="khan"
        placeholder={t('common:address.chooseKhan')}
        options={KHANS.map((k) => ({ value: k.code, label: khanName(k.code, language) }))}
        value={values.khan ?? ''}
        error={
          errors.khan
            ? t(errors.khan, {
                khans: deliveredKhanNames(area, language).join(t('common:address.listSeparator')),
              })
            : undefined
        }
        onChange={(event) => setField('khan', (event.target.value || undefined) as KhanCode | undefined)}
      />
      <fieldset className={styles.types}>
        <legend>{word('type')}</legend>
        <div className={styles.typeChips}>
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className={`${styles.chip} ${values.addrType === type ? styles.chipOn : ''}`}>
              <input
                type="radio"
                name="addrType"
                value={type}
                checked={values.addrType === type}
                onChange={() => setField('addrType', type)}
              />
              {t(`common:addressType.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={styles.switchRow} htmlFor={ids.def}>
        <span>{word('makeDefault')}</span>
        <input
          id={ids.def}
          type="checkbox"
          role="switch"
          name="isDefault"
          className={styles.switch}
          checked={values.commonAddr === 1}
          disabled={lockedDefault}
          onChange={(event) => setField('commonAddr', event.target.checked ? 1 : 0)}
        />
      </label>
      {message && (
        <p className={fields.error} role="alert">
          {message}
        </p>
      )}
      {onCancel ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('common:action.save')}
          </Button>
        </div>
      ) : (
        <Button type="submit" variant="primary" size="lg" block loading={saving}>
          {t('common:action.save')}
        </Button>
      )}
    </form>
  );
}
