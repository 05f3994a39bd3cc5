import { useCallback, useEffect, useState } from 'react';
import { ERROR_CODE, type Address } from '@mall/shared';
import { formValuesFrom, useAddressForm, type AddressBookModel } from '@mall/shared/address-book';

const noop = (): void => undefined;

/**
 * Add (no addrId) or edit one address of the book. The API has no single-address call, so an edit finds it in the
 * book's list. `onSaved` gets the saved address as the server answered it; `onDeleted` runs after a delete (or when
 * it was already gone); adding needs none.
 */
export function useAddressEditor(
  book: AddressBookModel,
  addrId: number | null,
  onSaved: (address: Address) => void,
  onDeleted: () => void = noop,
) {
  const form = useAddressForm();
  const { setValues, validated } = form;
  /** Why loading or saving failed (translated where shown). */
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  /** The default address stays the default until another one takes over (API: 0 on it is ignored). */
  const [lockedDefault, setLockedDefault] = useState(false);
  const [filledFor, setFilledFor] = useState<number | null>(null);
  const editing = addrId ? book.addresses.find((address) => address.addrId === addrId) : undefined;

  // The form takes the address once, when the list first has it: a later reading of the list keeps what is typed.
  useEffect(() => {
    if (!addrId || book.state !== 'ready' || filledFor === addrId) return;
    setFilledFor(addrId);
    if (!editing) {
      setSaveError({ codeId: ERROR_CODE.addressDeleted });
      return;
    }
    setValues(formValuesFrom(editing));
    setLockedDefault(editing.commonAddr === 1);
  }, [addrId, book.state, editing, filledFor, setValues]);

  const save = useCallback(async () => {
    if (saving) return;
    const payload = validated();
    if (!payload) return;
    setSaving(true);
    setSaveError(null);
    const outcome = await book.save(payload, addrId ?? undefined);
    setSaving(false);
    // A failure is toasted by the shell and said under the form as well.
    if ('error' in outcome) setSaveError(outcome.error);
    else onSaved(outcome.saved);
  }, [addrId, book, onSaved, saving, validated]);

  /** The default address cannot be deleted, so the page offers it only for the others. */
  const remove = useCallback(async () => {
    if (!editing || lockedDefault || book.busyId !== null) return;
    if (await book.remove(editing)) onDeleted();
  }, [book, editing, lockedDefault, onDeleted]);

  return {
    status: addrId && filledFor !== addrId ? (book.state === 'error' ? 'error' : 'loading') : 'ready',
    form,
    saveError,
    saving,
    deleting: addrId !== null && book.busyId === addrId,
    lockedDefault,
    isEdit: Boolean(addrId),
    save,
    remove,
    confirmDialog: book.confirmDialog,
    reload: book.reload,
  };
}

export type AddressEditorModel = ReturnType<typeof useAddressEditor>;
