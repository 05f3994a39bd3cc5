import { useState, type FormEvent } from 'react';
import { useResource, type Staff, type StaffRole } from '@mall/shared';
import { inviteStaff, listStaff, updateStaff } from '../../api/merchant-api';
import { useMerchantT } from '../use-merchant-t';
import { useSave } from '../use-save';

/** Owners' staff list and its changes (a role, disabling), one member at a time; the list is read again after each. */
export function useStaffList() {
  const staff = useResource('merchant:staff', listStaff);
  const [changing, setChanging] = useState<number | null>(null);
  const request = useSave();
  const change = (member: Staff, change: { role?: StaffRole; disabled?: boolean }) => {
    setChanging(member.staffId);
    void request
      .run(() => updateStaff({ staffId: member.staffId, ...change, version: member.version }))
      .finally(() => {
        setChanging(null);
        staff.refresh();
      });
  };
  return { staff, changing, error: request.error, change };
}

/** An invitation: who and in which role; once sent, the one-time link to hand over. */
export function useInvitation(onInvited: () => void, onClose: () => void) {
  const t = useMerchantT();
  const [login, setLogin] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('catalogue');
  const [link, setLink] = useState<string | null>(null);
  const request = useSave();

  const close = () => {
    setLink(null);
    setLogin('');
    setName('');
    request.clear();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim() || !name.trim()) return request.refuse(t('staff.missing'));
    void request.run(
      () => inviteStaff({ login: login.trim(), name: name.trim(), role }),
      (answer) => {
        setLink(new URL(answer.setupUrl, window.location.origin).href);
        onInvited();
      },
    );
  };
  return { login, setLogin, name, setName, role, setRole, link, request, close, submit };
}
