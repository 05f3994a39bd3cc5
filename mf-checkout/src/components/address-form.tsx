import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, ADDRESS_LIMITS, ADDRESS_TYPES, Button, TextField } from '@mall/shared';
import type { AddressEditorModel } from '../features/address/use-addresses';
import styles from './address-form.module.css';

/** Receiver, phone, address, type and default switch, with the address prompts under each field. */
export function AddressForm({ editor }: { editor: AddressEditorModel }) {
  const { t } = useTranslation(['checkout', 'common']);
  const ids = { addr: useId(), def: useId() };
  const { values, errors } = editor;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('checkout:address.receiver')}
        autoComplete="name"
        maxLength={ADDRESS_LIMITS.receiver}
        placeholder={t('checkout:address.receiverPlaceholder')}
        value={values.receiver}
        error={errors.receiver ? t(errors.receiver) : null}
        onChange={(event) => editor.setField('receiver', event.target.value)}
      />
      <TextField
        label={t('checkout:address.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={ADDRESS_LIMITS.mobile}
        placeholder={t('checkout:address.mobilePlaceholder')}
        value={values.mobile}
        error={errors.mobile ? t(errors.mobile) : null}
        onChange={(event) => editor.setField('mobile', event.target.value)}
      />
      <div className={styles.field}>
        <label htmlFor={ids.addr}>{t('checkout:address.addr')}</label>
        <textarea
          id={ids.addr}
          className={styles.input}
          rows={3}
          maxLength={ADDRESS_LIMITS.addr}
          autoComplete="street-address"
          placeholder={t('checkout:address.addrPlaceholder')}
          value={values.addr}
          aria-invalid={Boolean(errors.addr)}
          aria-describedby={errors.addr ? `${ids.addr}-error` : undefined}
          onChange={(event) => editor.setField('addr', event.target.value)}
        />
        {errors.addr && (
          <p id={`${ids.addr}-error`} className={styles.error} role="alert">
            {t(errors.addr)}
          </p>
        )}
      </div>
      <fieldset className={styles.types}>
        <legend>{t('checkout:address.type')}</legend>
        <div className={styles.typeChips}>
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className={`${styles.chip} ${values.addrType === type ? styles.chipOn : ''}`}>
              <input
                type="radio"
                name="addrType"
                value={type}
                checked={values.addrType === type}
                onChange={() => editor.setField('addrType', type)}
              />
              {t(`common:addressType.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={styles.switchRow} htmlFor={ids.def}>
        <span>{t('checkout:address.makeDefault')}</span>
        <input
          id={ids.def}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={values.commonAddr === 1}
          disabled={editor.lockedDefault}
          onChange={(event) => editor.setField('commonAddr', event.target.checked ? 1 : 0)}
        />
      </label>
      {Boolean(editor.saveError) && (
        <p className={styles.error} role="alert">
          {apiErrorMessage(editor.saveError)}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" block loading={editor.saving}>
        {t('common:action.save')}
      </Button>
    </form>
  );
}
