import { apiErrorMessage } from '@mall/shared';
import { AddressForm as AddressBookForm } from '@mall/shared/address-book';
import type { AddressEditorModel } from '../features/address/use-address-editor';

/** The address book's form in the checkout's words; a failed save is said under it as well as in the toast. */
export function AddressForm({ editor }: { editor: AddressEditorModel }) {
  return (
    <AddressBookForm
      ns="checkout"
      form={editor.form}
      onSubmit={() => void editor.save()}
      saving={editor.saving}
      message={editor.saveError ? apiErrorMessage(editor.saveError) : null}
      lockedDefault={editor.lockedDefault}
    />
  );
}
