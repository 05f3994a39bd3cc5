import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ERROR_CODE,
  addAddress,
  deleteAddress,
  listAddresses,
  toast,
  updateAddress,
  useConfirm,
  useMallStore,
  useResource,
  type Address,
  type LoadState,
} from '@mall/shared';
import { formValuesFrom, useAddressForm } from '@mall/shared/address-book';

export function useAddressList() {
  const { data, state, reload } = useResource('addresses', listAddresses);
  return { status: state, addresses: data ?? [], reload };
}

const noop = (): void => undefined;

/**
 * Add (no addrId) or edit one address. The API has no single-address call, so an edit reads it from the list.
 * `onSaved` gets the saved address as the server answered it; `onDeleted` runs after a delete (or when it was already gone); adding needs none.
 */
export function useAddressEditor(
  addrId: number | null,
  onSaved: (address: Address) => void,
  onDeleted: () => void = noop,
) {
  const { t } = useTranslation(['checkout', 'common']);
  const [status, setStatus] = useState<LoadState>(addrId ? 'loading' : 'ready');
  const form = useAddressForm();
  const { values, setValues, validated } = form;
  /** Why loading or saving failed (translated where shown). */
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  /** The default address stays the default until another one takes over (API: 0 on it is ignored). */
  const [lockedDefault, setLockedDefault] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { confirm, confirmDialog } = useConfirm();

  const load = useCallback(async () => {
    if (!addrId) return;
    setStatus('loading');
    try {
      const found = (await listAddresses()).find((address) => address.addrId === addrId);
      if (!found) {
        setSaveError({ codeId: ERROR_CODE.addressDeleted });
        setStatus('ready');
        return;
      }
      setValues(formValuesFrom(found));
      setLockedDefault(found.commonAddr === 1);
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  }, [addrId, setValues]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = useCallback(async () => {
    if (saving) return;
    const payload = validated();
    if (!payload) return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = addrId ? await updateAddress({ ...payload, addrId }) : await addAddress(payload);
      toast(t('checkout:address.saved'), { kind: 'success' });
      onSaved(saved);
    } catch (error) {
      // The shell already toasted it; it also stays on the form.
      setSaveError(error);
    } finally {
      setSaving(false);
    }
  }, [addrId, onSaved, saving, t, validated]);

  /** The default address cannot be deleted, so the page offers it only for the others. */
  const remove = useCallback(async () => {
    if (!addrId || lockedDefault || deleting) return;
    const ok = await confirm({
      title: t('checkout:address.deleteTitle'),
      message: t('checkout:address.deleteMessage', { receiver: values.receiver }),
      confirmLabel: t('common:action.delete'),
      danger: true,
    });
    if (!ok) return;
    setDeleting(true);
    try {
      await deleteAddress(addrId);
      toast(t('checkout:address.deleted'), { kind: 'success' });
    } catch {
      // The shell toasted the refusal (116 already gone, 117 the default); the list shows what the server has now.
    } finally {
      setDeleting(false);
    }
    const { selectedAddress, selectAddress } = useMallStore.getState();
    if (selectedAddress?.addrId === addrId) selectAddress(null);
    onDeleted();
  }, [addrId, confirm, deleting, lockedDefault, onDeleted, t, values.receiver]);

  return {
    status,
    form,
    saveError,
    saving,
    deleting,
    lockedDefault,
    isEdit: Boolean(addrId),
    save,
    remove,
    confirmDialog,
    reload: load,
  };
}

export type AddressEditorModel = ReturnType<typeof useAddressEditor>;
