import { useState, type ReactElement } from 'react';
import {
  Button,
  ConfirmDialog,
  CopyButton,
  Dialog,
  EmptyState,
  ErrorState,
  Select,
  TextField,
  type Staff,
  type StaffRole,
} from '@mall/shared';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { SkeletonRows } from '../../components/skeleton-rows';
import tableStyles from '../../components/table.module.css';
import { useStaffSession } from '../../features/session/staff-session';
import { useInvitation, useStaffList } from '../../features/session/use-staff-admin';
import { useMerchantT } from '../../features/use-merchant-t';
import styles from './staff.module.css';

const ROLES: StaffRole[] = ['owner', 'catalogue', 'orders'];

/** Owners: the staff list, invitations (a one-time link to hand over), roles, disabling and password resets. */
export default function StaffPage(): ReactElement {
  const t = useMerchantT();
  const admin = useStaffList();
  const { staff, asking } = admin;
  const me = useStaffSession((session) => session.staff);
  const [inviting, setInviting] = useState(false);
  const busyOn = (member: Staff) => admin.busy && asking?.member.staffId === member.staffId;

  return (
    <section>
      <PageHeader
        title={t('staff.title')}
        actions={<Button onClick={() => setInviting(true)}>{t('staff.invite')}</Button>}
      />
      <FormError message={admin.error} />
      {admin.done && (
        <p role="status" className={styles.done}>
          {admin.done}
        </p>
      )}
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
              <th scope="col">{t('staff.password')}</th>
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
                      className={styles.role}
                      aria-label={t('staff.roleOf', { name: member.name })}
                      value={
                        asking?.kind === 'role' && asking.member.staffId === member.staffId ? asking.role : member.role
                      }
                      disabled={busyOn(member)}
                      onChange={(event) => admin.ask({ kind: 'role', member, role: event.target.value as StaffRole })}
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
                      loading={busyOn(member) && asking?.kind !== 'reset'}
                      disabled={member.staffId === me?.staffId}
                      aria-label={
                        member.disabled
                          ? t('staff.enableOne', { name: member.name })
                          : t('staff.disableOne', { name: member.name })
                      }
                      onClick={() => admin.ask({ kind: member.disabled ? 'enable' : 'disable', member })}
                    >
                      {member.disabled ? t('staff.enable') : t('staff.disable')}
                    </Button>
                  </td>
                  <td data-label={t('staff.password')}>
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busyOn(member) && asking?.kind === 'reset'}
                      disabled={member.staffId === me?.staffId}
                      aria-label={t('staff.resetOne', { name: member.name })}
                      onClick={() => admin.ask({ kind: 'reset', member })}
                    >
                      {t('staff.reset')}
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
      <ChangeDialog admin={admin} />
      <Dialog
        open={admin.link !== null}
        title={admin.link ? t('staff.resetTitle', { name: admin.link.name }) : ''}
        onClose={admin.closeLink}
      >
        {admin.link && (
          <div className={styles.link}>
            <p>{t('staff.linkExplain')}</p>
            <code className={styles.url}>{admin.link.url}</code>
            <CopyButton text={admin.link.url} label={t('staff.copyLink')} />
          </div>
        )}
      </Dialog>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onInvited={staff.refresh} />
    </section>
  );
}

/** The question before a change to a member: it names the person and says what will change. */
function ChangeDialog({ admin }: { admin: ReturnType<typeof useStaffList> }): ReactElement {
  const t = useMerchantT();
  const { asking } = admin;
  const name = asking?.member.name ?? '';
  const title = !asking
    ? ''
    : asking.kind === 'role'
      ? t('staff.roleAsk', { name })
      : t(`staff.${asking.kind}Ask`, { name });
  const message = !asking
    ? ''
    : asking.kind === 'role'
      ? t('staff.roleMessage', { name, from: t(`role.${asking.member.role}`), to: t(`role.${asking.role}`) })
      : t(`staff.${asking.kind}Message`, { name });
  const confirmLabel = !asking
    ? undefined
    : asking.kind === 'role'
      ? t('staff.roleConfirm')
      : asking.kind === 'reset'
        ? t('staff.reset')
        : t(`staff.${asking.kind}`);
  return (
    <ConfirmDialog
      open={asking !== null}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      cancelLabel={t('common.cancel')}
      busy={admin.busy}
      danger={asking?.kind !== 'enable'}
      onConfirm={() => void admin.confirm()}
      onCancel={admin.cancel}
    />
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
