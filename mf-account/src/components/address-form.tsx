import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_LIMITS, ADDRESS_TYPES, Button, TextField } from '@mall/shared';
import { EMPTY_ADDRESS_FORM, type AddressFormErrors, type AddressFormValues } from '../features/addresses/address-form';
import type { SaveResult } from '../features/addresses/use-addresses';
import styles from './address-form.module.css';

export interface AddressFormProps {
  initial?: AddressFormValues;
  /** The default address stays the default: its box is ticked and fixed. */
  isDefaultAddress?: boolean;
  onSave: (values: AddressFormValues) => Promise<SaveResult>;
  onCancel: () => void;
}

/** Receiver, phone, address, type and default; whatever was typed stays when saving fails. */
export function AddressForm({
  initial = EMPTY_ADDRESS_FORM,
  isDefaultAddress = false,
  onSave,
  onCancel,
}: AddressFormProps): ReactElement {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<AddressFormValues>(initial);
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = <K extends keyof AddressFormValues>(key: K, value: AddressFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    if (key in errors) setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setSaving(true);
        setMessage(null);
        const result = await onSave(values);
        setSaving(false);
        if (!result.ok) {
          setErrors(result.errors ?? {});
          setMessage(result.message ?? null);
        }
      }}
    >
      <TextField
        label={t('address.receiver')}
        name="receiver"
        autoComplete="name"
        maxLength={ADDRESS_LIMITS.receiver}
        value={values.receiver}
        error={errors.receiver ? t(errors.receiver) : null}
        onChange={(event) => change('receiver', event.target.value)}
      />
      <TextField
        label={t('address.mobile')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={ADDRESS_LIMITS.mobile}
        value={values.mobile}
        error={errors.mobile ? t(errors.mobile) : null}
        onChange={(event) => change('mobile', event.target.value)}
      />
      <TextField
        label={t('address.addr')}
        name="addr"
        autoComplete="street-address"
        placeholder={t('address.addrPlaceholder')}
        hint={t('address.deliveryNote')}
        maxLength={ADDRESS_LIMITS.addr}
        value={values.addr}
        error={errors.addr ? t(errors.addr) : null}
        onChange={(event) => change('addr', event.target.value)}
      />
      <fieldset className={styles.types}>
        <legend className={styles.legend}>{t('address.type')}</legend>
        <div className={styles.typeChoices}>
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className={styles.typeChoice}>
              <input
                type="radio"
                name="addrType"
                value={type}
                checked={values.addrType === type}
                onChange={() => change('addrType', type)}
              />
              <span>{t(`common:addressType.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="isDefault"
          checked={isDefaultAddress || values.isDefault}
          disabled={isDefaultAddress}
          onChange={(event) => change('isDefault', event.target.checked)}
        />
        <span>{t('address.makeDefault')}</span>
      </label>
      {message && (
        <p role="alert" className={styles.message}>
          {message}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('address.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('address.save')}
        </Button>
      </div>
    </form>
  );
}
