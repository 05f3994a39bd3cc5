import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initI18n, Toaster, useMallStore } from '@mall/shared';
import '../i18n';

/** Shows where the page navigated to, so a test can read it. */
function LocationProbe(): ReactElement {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page at a URL inside a router, with the shell's toaster and a signed-in member in English. */
export function renderPage(
  page: ReactElement,
  { url = '/', signedIn = true }: { url?: string; signedIn?: boolean } = {},
) {
  initI18n('en');
  useMallStore.setState({
    language: 'en',
    token: signedIn ? 'token' : null,
    member: signedIn ? { nickName: 'Dara', mobile: '012345678' } : null,
    orderCount: null,
    cart: [],
  });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}

/** The toast the shell's toaster shows with this text. */
export function findToast(text: string | RegExp) {
  return within(screen.getByRole('region', { name: 'Notifications' })).findByText(text);
}
