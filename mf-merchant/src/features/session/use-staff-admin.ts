import { useState, type FormEvent } from 'react';
import { useResource, type Staff, type StaffRole } from '@mall/shared';
import { inviteStaff, listStaff, resetStaffPassword, updateStaff } from '../../api/merchant-api';
import { useMerchantT } from '../use-merchant-t';
import { useSave } from '../use-save';

/** A change to one member, asked before it is made: a new role, disabling or enabling, a password reset. */
export type StaffChange =
  { kind: 'role'; member: Staff; role: StaffRole } | { kind: 'disable' | 'enable' | 'reset'; member: Staff };

/**
 * Owners' staff list and its changes, one member at a time: each is asked first (`asking`), sent with `confirm: true`
 * once the owner says yes, and announced (`done`); a reset's new set-up link is kept to hand over. The list is read
 * again after each.
 */
export function useStaffList() {
  const t = useMerchantT();
  const staff = useResource('merchant:staff', listStaff);
  const [asking, setAsking] = useState<StaffChange | null>(null);
  const [link, setLink] = useState<{ name: string; url: string } | null>(null);
  const request = useSave();

  const ask = (change: StaffChange) => {
    request.clear();
    setAsking(change);
  };
  const confirm = async () => {
    if (!asking) return;
    const { member } = asking;
    const name = member.name;
    const send = (): Promise<unknown> =>
      asking.kind === 'reset'
        ? resetStaffPassword({ staffId: member.staffId, confirm: true }).then((answer) => {
            setLink({ name, url: new URL(answer.setupUrl, window.location.origin).href });
          })
        : updateStaff({
            staffId: member.staffId,
            version: member.version,
            confirm: true,
            ...(asking.kind === 'role' ? { role: asking.role } : { disabled: asking.kind === 'disable' }),
          });
    const done =
      asking.kind === 'role'
        ? t('staff.roleDone', { name, role: t(`role.${asking.role}`) })
        : t(`staff.${asking.kind}Done`, { name });
    await request.run(send, () => done);
    setAsking(null);
    staff.refresh();
  };
  return {
    staff,
    asking,
    ask,
    cancel: () => setAsking(null),
    confirm,
    busy: request.busy,
    error: request.error,
    done: request.notice,
    link,
    closeLink: () => setLink(null),
  };
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
