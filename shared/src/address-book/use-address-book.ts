import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addAddress,
  deleteAddress,
  isApiError,
  listAddresses,
  toast,
  updateAddress,
  useConfirm,
  useMallStore,
  useResource,
  type Address,
  type AddressInput,
} from '@mall/shared';
import { isAddressBookFull } from './address-form-model';

/** The default address first, as the server sends it; kept so after local changes too. */
function defaultFirst(addresses: Address[]): Address[] {
  return [...addresses].sort((a, b) => b.commonAddr - a.commonAddr);
}

/** The order being confirmed remembers a chosen address: it follows an edit or a deletion made here. */
function keepSelectedInStep(changed: Address | null, removedId?: number): void {
  const { selectedAddress, selectAddress } = useMallStore.getState();
  if (!selectedAddress) return;
  if (removedId !== undefined && selectedAddress.addrId === removedId) selectAddress(null);
  else if (changed && selectedAddress.addrId === changed.addrId) selectAddress(changed);
}

const noAddresses = (): Promise<Address[]> => Promise.resolve([]);

export type SaveOutcome = { saved: Address } | { error: unknown };

/** Whether a failed save was the API's refusal (which the shell toasts, translated), not a lost connection. */
export function refusedByApi(outcome: SaveOutcome): boolean {
  return 'error' in outcome && isApiError(outcome.error) && outcome.error.kind === 'api';
}

/**
 * The member's address book, once for every remote: the list (the default first), add or edit, delete after
 * asking, make default, the limit of ten. Its words are the caller's namespace's, as `AddressForm`'s:
 * `<ns>:address.saved`, `deleted`, `deleteTitle`, `deleteMessage` and, for `makeDefault`, `defaultSet`.
 * `read: false` (a page that only adds one) asks the server for no list.
 */
export function useAddressBook(ns: string, { read = true }: { read?: boolean } = {}) {
  const { t } = useTranslation([ns, 'common']);
  const { data, state, reload, refresh } = useResource(
    read ? 'addresses' : 'addresses-unread',
    read ? listAddresses : noAddresses,
  );
  // A deleted address leaves the list at once, before the list is read again.
  const [deletedIds, setDeletedIds] = useState<number[]>([]);
  const addresses = useMemo(
    () => defaultFirst((data ?? []).filter((address) => !deletedIds.includes(address.addrId))),
    [data, deletedIds],
  );
  const [busyId, setBusyId] = useState<number | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  /** Adds (no `addrId`) or updates what the form validated; on a failure the form keeps what was typed. */
  const save = useCallback(
    async (input: AddressInput, addrId?: number): Promise<SaveOutcome> => {
      try {
        const saved = addrId === undefined ? await addAddress(input) : await updateAddress({ ...input, addrId });
        keepSelectedInStep(saved);
        toast(t(`${ns}:address.saved`), { kind: 'success' });
        refresh();
        return { saved };
      } catch (error) {
        // A refusal (31 the limit, 116 gone, 99) is toasted by the shell; the list shows what the server has now.
        const outcome = { error };
        if (refusedByApi(outcome)) refresh();
        return outcome;
      }
    },
    [ns, refresh, t],
  );

  /** Asks first; true once the member said yes and the delete was tried (a refusal is toasted by the shell). */
  const remove = useCallback(
    async (address: Address): Promise<boolean> => {
      const ok = await confirm({
        title: t(`${ns}:address.deleteTitle`),
        message: t(`${ns}:address.deleteMessage`, { receiver: address.receiver }),
        confirmLabel: t('common:action.delete'),
        danger: true,
      });
      if (!ok) return false;
      setBusyId(address.addrId);
      try {
        await deleteAddress(address.addrId);
        keepSelectedInStep(null, address.addrId);
        setDeletedIds((ids) => [...ids, address.addrId]);
        toast(t(`${ns}:address.deleted`), { kind: 'success' });
      } catch {
        // 116 already gone, 117 the default: the shell said so; the list shows what the server has now.
      } finally {
        setBusyId(null);
      }
      refresh();
      return true;
    },
    [confirm, ns, refresh, t],
  );

  const makeDefault = useCallback(
    async (address: Address): Promise<void> => {
      setBusyId(address.addrId);
      try {
        const { addrId, receiver, mobile, addr, addrType } = address;
        const saved = await updateAddress({ addrId, receiver, mobile, addr, addrType, commonAddr: 1 });
        keepSelectedInStep(saved);
        toast(t(`${ns}:address.defaultSet`), { kind: 'success' });
      } catch {
        // the shell has shown the refusal
      } finally {
        setBusyId(null);
      }
      refresh();
    },
    [ns, refresh, t],
  );

  return {
    addresses,
    state,
    busyId,
    atLimit: isAddressBookFull(addresses),
    reload,
    save,
    remove,
    makeDefault,
    confirmDialog,
  };
}

export type AddressBookModel = ReturnType<typeof useAddressBook>;
