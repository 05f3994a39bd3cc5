import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addAddress,
  deleteAddress,
  isApiError,
  listAddresses,
  MAX_ADDRESSES,
  updateAddress,
  useConfirm,
  useMallStore,
  type Address,
  type AddressInput,
  type LoadState,
} from '@mall/shared';
import { isAddressBookFull } from '@mall/shared/address-book';
import { showToast } from '../feedback';

/** The default address first, as the server sends it; kept so after local changes too. */
function defaultFirst(addresses: Address[]): Address[] {
  return [...addresses].sort((a, b) => b.commonAddr - a.commonAddr);
}

export interface SaveResult {
  ok: boolean;
  /** shown in the form: what the shell's toast does not say (a lost connection) */
  message?: string;
}

/** The member's address book: list, add, edit, delete, make default, the limit of ten. */
export function useAddresses() {
  const { t } = useTranslation('account');
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [state, setState] = useState<LoadState>('loading');
  const [busyId, setBusyId] = useState<number | null>(null);
  const { confirm, confirmDialog } = useConfirm();
  const request = useRef(0);

  const load = useCallback(async (quiet = false) => {
    const id = ++request.current;
    if (!quiet) setState('loading');
    try {
      const list = await listAddresses();
      if (id !== request.current) return;
      setAddresses(defaultFirst(list));
      setState('ready');
    } catch {
      if (id !== request.current) return;
      if (!quiet) setState('error');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** The checkout remembers a chosen address; keep it in step with edits and deletions here. */
  function syncSelected(changed: Address | null, removedId?: number) {
    const { selectedAddress, selectAddress } = useMallStore.getState();
    if (!selectedAddress) return;
    if (removedId !== undefined && selectedAddress.addrId === removedId) selectAddress(null);
    else if (changed && selectedAddress.addrId === changed.addrId) selectAddress(changed);
  }

  /** Adds (no `addrId`) or updates what the form validated; on any failure the form keeps what was typed. */
  async function save(input: AddressInput, addrId?: number): Promise<SaveResult> {
    try {
      const saved = addrId === undefined ? await addAddress(input) : await updateAddress({ ...input, addrId });
      syncSelected(saved);
      showToast(t('address.saved'), 'success');
      await load(true);
      return { ok: true };
    } catch (error) {
      // A refusal (31 the limit, 116 gone, 99) is toasted, translated, by the shell; a lost connection is silent.
      if (isApiError(error) && error.kind === 'api') {
        void load(true);
        return { ok: false };
      }
      return { ok: false, message: t('common:message.networkTrouble') };
    }
  }

  async function remove(address: Address) {
    if (address.commonAddr === 1) {
      showToast(t('address.defaultCannotDelete'));
      return;
    }
    const ok = await confirm({
      title: t('address.deleteConfirmTitle'),
      message: t('address.deleteConfirm', { receiver: address.receiver }),
      confirmLabel: t('address.delete'),
      cancelLabel: t('common:action.cancel'),
      danger: true,
    });
    if (!ok) return;
    setBusyId(address.addrId);
    try {
      await deleteAddress(address.addrId);
      syncSelected(null, address.addrId);
      setAddresses((list) => list.filter((item) => item.addrId !== address.addrId));
      showToast(t('address.deleted'), 'success');
    } catch {
      // the shell has shown the refusal (117, 116); the list shows what the server has now
      void load(true);
    } finally {
      setBusyId(null);
    }
  }

  async function makeDefault(address: Address) {
    setBusyId(address.addrId);
    try {
      const { addrId, receiver, mobile, addr, addrType } = address;
      const saved = await updateAddress({ addrId, receiver, mobile, addr, addrType, commonAddr: 1 });
      syncSelected(saved);
      showToast(t('address.defaultSet'), 'success');
      await load(true);
    } catch {
      void load(true);
    } finally {
      setBusyId(null);
    }
  }

  return {
    addresses,
    state,
    busyId,
    atLimit: isAddressBookFull(addresses),
    max: MAX_ADDRESSES,
    reload: () => void load(),
    save,
    remove,
    makeDefault,
    confirmDialog,
  };
}
