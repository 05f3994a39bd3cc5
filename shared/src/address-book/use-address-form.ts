import { useCallback, useState } from 'react';
import { cleanAddressText, useMallStore, validateAddress, type AddressErrors, type AddressInput } from '@mall/shared';
import { EMPTY_ADDRESS_FORM, type AddressFormValues } from './address-form-model';

/** The shop delivers to every khan until its settings say otherwise (or arrive). */
const NO_AREA: [] = [];

/** The address form's state: what was typed stays through every failure; a prompt goes once its field changes. */
export function useAddressForm(initial: AddressFormValues = EMPTY_ADDRESS_FORM) {
  const [values, setValues] = useState<AddressFormValues>(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const area = useMallStore((state) => state.webInfo?.delivery?.area) ?? NO_AREA;

  const setField = useCallback(<K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as keyof AddressErrors]: _cleared, ...rest }) => rest);
  }, []);

  /** What to send, or null with the prompts shown (`common:validation.*`) while a field is missing or wrong. */
  const validated = useCallback((): AddressInput | null => {
    const found = validateAddress(values, area);
    setErrors(found);
    return Object.keys(found).length > 0 ? null : cleanAddressText(values);
  }, [values, area]);

  return { values, errors, setField, setValues, validated };
}

export type AddressFormModel = ReturnType<typeof useAddressForm>;
