import type { ReactElement } from 'react';
import { TextField } from '@mall/shared';
import { useMerchantT } from '../features/use-merchant-t';

/** The six-digit code of an authenticator app: digits only, offered by the phone's one-time-code autofill. */
export function TotpField({
  value,
  onChange,
  hint,
  focusOnShow,
}: {
  value: string;
  onChange: (code: string) => void;
  hint?: string;
  /** the field appears because the server asked for it: the cursor goes there */
  focusOnShow?: boolean;
}): ReactElement {
  const t = useMerchantT();
  return (
    <TextField
      label={t('signIn.totp')}
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- shown on the server's request, the one field left to fill
      autoFocus={focusOnShow}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}
