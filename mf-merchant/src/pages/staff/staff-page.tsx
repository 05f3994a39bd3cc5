import { useState, type ReactElement } from 'react';
import { Button, CopyButton, Dialog, EmptyState, ErrorState, Select, TextField, type StaffRole } from '@mall/shared';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { SkeletonRows } from '../../components/skeleton-rows';
import tableStyles from '../../components/table.module.css';
import { useStaffSession } from '../../features/session/staff-session';
import { useInvitation, useStaffList } from '../../features/session/use-staff-admin';
import { useMerchantT } from '../../features/use-merchant-t';
import styles from './staff.module.css';

const ROLES: StaffRole[] = ['owner', 'catalogue', 'orders'];

/** Owners: the staff list, invitations (a one-time link to hand over), roles and disabling. */
export default function StaffPage(): ReactElement {
  const t = useMerchantT();
  const { staff, changing, error, change } = useStaffList();
  const me = useStaffSession((session) => session.staff);
  const [inviting, setInviting] = useState(false);

  return (
    <section>
      <PageHeader
        title={t('staff.title')}
        actions={<Button onClick={() => setInviting(true)}>{t('staff.invite')}</Button>}
      />
      <FormError message={error} />
      {staff.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={staff.reload} />
      ) : staff.state === 'ready' && (staff.data ?? []).length === 0 ? (
        <EmptyState title={t('staff.none')} />
      ) : (
        <table className={tableStyles.table} aria-busy={staff.state === 'loading'}>
          <thead>
            <tr>
              <th scope="col">{t('staff.name')}</th>
              <th scope="col">{t('staff.login')}</th>
              <th scope="col">{t('staff.role')}</th>
              <th scope="col">{t('staff.totp')}</th>
              <th scope="col">{t('staff.telegram')}</th>
              <th scope="col">{t('staff.state')}</th>
            </tr>
          </thead>
          <tbody>
            {staff.state === 'loading' ? (
              <SkeletonRows rows={3} columns={6} />
            ) : (
              (staff.data ?? []).map((member) => (
                <tr key={member.staffId}>
                  <td data-label={t('staff.name')}>{member.name}</td>
                  <td data-label={t('staff.login')}>{member.login}</td>
                  <td data-label={t('staff.role')}>
                    <select
                      aria-label={t('staff.roleOf', { name: member.name })}
                      value={member.role}
                      disabled={changing === member.staffId}
                      onChange={(event) => change(member, { role: event.target.value as StaffRole })}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`role.${role}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td data-label={t('staff.totp')}>{member.totpEnabled ? t('staff.totpOn') : t('staff.totpOff')}</td>
                  <td data-label={t('staff.telegram')}>
                    {member.telegram
                      ? member.telegram.username
                        ? `@${member.telegram.username}`
                        : t('staff.telegramLinked')
                      : t('staff.telegramNone')}
                  </td>
                  <td data-label={t('staff.state')}>
                    <Button
                      size="sm"
                      variant={member.disabled ? 'secondary' : 'danger'}
                      loading={changing === member.staffId}
                      disabled={member.staffId === me?.staffId}
                      aria-label={
                        member.disabled
                          ? t('staff.enableOne', { name: member.name })
                          : t('staff.disableOne', { name: member.name })
                      }
                      onClick={() => change(member, { disabled: !member.disabled })}
                    >
                      {member.disabled ? t('staff.enable') : t('staff.disable')}
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onInvited={staff.refresh} />
    </section>
  );
}

function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
}): ReactElement {
  const t = useMerchantT();
  const { login, setLogin, name, setName, role, setRole, link, request, close, submit } = useInvitation(
    onInvited,
    onClose,
  );

  return (
    <Dialog open={open} title={t('staff.inviteTitle')} onClose={close}>
      {link ? (
        <div className={styles.link}>
          <p>{t('staff.linkExplain')}</p>
          <code className={styles.url}>{link}</code>
          <CopyButton text={link} label={t('staff.copyLink')} />
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField label={t('staff.name')} value={name} onChange={(event) => setName(event.target.value)} />
          <TextField
            label={t('staff.login')}
            autoComplete="off"
            value={login}
            onChange={(event) => setLogin(event.target.value)}
          />
          <Select
            label={t('staff.role')}
            value={role}
            options={ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          />
          <FormError message={request.error} />
          <Button type="submit" loading={request.busy}>
            {t('staff.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
