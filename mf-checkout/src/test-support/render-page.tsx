import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster, changeI18nLanguage, initI18n } from '@mall/shared';

/** Shows where the page navigated to, so a test can read it like a shopper reads the address bar. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page inside a router at `url`, in English, with the shell's toaster. */
export function renderPage(page: ReactElement, url: string) {
  initI18n('en');
  void changeI18nLanguage('en');
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
      <CurrentLocation />
      <Toaster />
    </MemoryRouter>,
  );
}
