import type { ReactElement } from 'react';
import { Outlet } from 'react-router-dom';

/** `user`: the sign-in pages (login, register, password) are its children. */
export function UserLayout(): ReactElement {
  return <Outlet />;
}
