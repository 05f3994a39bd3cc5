import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initI18n, Toaster, useMallStore } from '@mall/shared';
import type { Staff } from '@mall/shared';
import { useStaffSession } from '../features/session/staff-session';
import ConsolePage from '../pages/console-page';

export const OWNER: Staff = {
  staffId: 1,
  login: 'sokha',
  name: 'Sokha',
  role: 'owner',
  totpEnabled: true,
  disabled: false,
  createdAt: '2026-11-01T09:00:00+07:00',
  version: 1,
};

function LocationProbe(): ReactElement {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The console at an address, as the shell routes /merchant/* to it: a staff member signed in, or no one, or only a
 * kept token (a reload: the console asks who it is).
 */
export function renderConsole(url: string, { staff = OWNER as Staff | null, token = null as string | null } = {}) {
  initI18n('en');
  useMallStore.setState({ language: 'en', token: 'member-token' });
  if (staff) useStaffSession.getState().signIn('staff-token', staff);
  else useStaffSession.setState({ token, staff: null });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/merchant/*" element={<ConsolePage face="laptop" />} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}
