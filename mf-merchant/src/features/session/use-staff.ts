import { useEffect, useState } from 'react';
import { currentStaff } from '../../api/merchant-api';
import type { Staff } from '@mall/shared';
import { useStaffSession } from './staff-session';

export type StaffState =
  { status: 'signedOut' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; staff: Staff };

/** Who is signed in: the session's staff member, read once from `auth/me` when only the token is known. */
export function useStaff(): { state: StaffState; retry: () => void } {
  const token = useStaffSession((session) => session.token);
  const staff = useStaffSession((session) => session.staff);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token || staff) return undefined;
    let current = true;
    setFailed(false);
    currentStaff().then(
      (me) => current && useStaffSession.getState().setStaff(me),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [token, staff, attempt]);

  const retry = () => setAttempt((value) => value + 1);
  if (!token) return { state: { status: 'signedOut' }, retry };
  if (staff) return { state: { status: 'ready', staff }, retry };
  return { state: failed ? { status: 'failed' } : { status: 'loading' }, retry };
}
